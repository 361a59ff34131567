import { EXCHANGE_RATES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createCurrencyStore } from './currency';

/** A Storage over a Map; `broken` makes every call throw, like blocked storage. */
function memoryStorage(
  initial: Record<string, string> = {},
  broken = { read: false, write: false },
): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => {
      if (broken.read) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (broken.write) throw new Error('QuotaExceededError');
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('currency store', () => {
  it('starts in USD with the built-in rates and keeps the choice under selectedCurrency', () => {
    const storage = memoryStorage();
    const store = createCurrencyStore({ storage: () => storage, events: () => undefined });
    expect(store.get()).toEqual({ currency: 'USD', rates: EXCHANGE_RATES });
    store.setCurrency('INR');
    expect(store.get().currency).toBe('INR');
    expect(storage.getItem('selectedCurrency')).toBe('INR');
    // Spec 4.10: a switch anywhere (not only in the finance area) stores the rates it converts with too.
    expect(JSON.parse(storage.getItem('exchangeRates') ?? 'null')).toEqual(EXCHANGE_RATES);
    // A fresh store (a reload) reads the stored choice.
    expect(createCurrencyStore({ storage: () => storage }).get().currency).toBe('INR');
  });

  it('reads anything but USD or INR as USD, and invalid rates as the built-in ones', () => {
    for (const stored of ['EUR', 'inr', '', '"INR"']) {
      const storage = memoryStorage({
        selectedCurrency: stored,
        exchangeRates: '{"USD":{"INR":-3},"INR":{}}',
      });
      expect(createCurrencyStore({ storage: () => storage }).get()).toEqual({
        currency: 'USD',
        rates: EXCHANGE_RATES,
      });
    }
    const garbled = memoryStorage({ exchangeRates: '{not json' });
    expect(createCurrencyStore({ storage: () => garbled }).get().rates).toBe(EXCHANGE_RATES);
  });

  it('uses valid stored rates, filling a missing one from the built-in rates', () => {
    const storage = memoryStorage({ selectedCurrency: 'INR', exchangeRates: '{"USD":{"INR":90},"INR":{}}' });
    const store = createCurrencyStore({ storage: () => storage });
    expect(store.get()).toEqual({
      currency: 'INR',
      rates: { USD: { INR: 90 }, INR: { USD: 0.012 } },
    });
    // A switch keeps the organization's rate it was converting with, completed, under exchangeRates.
    store.setCurrency('USD');
    expect(JSON.parse(storage.getItem('exchangeRates') ?? 'null')).toEqual({
      USD: { INR: 90 },
      INR: { USD: 0.012 },
    });
  });

  it('returns the same snapshot until something changes', () => {
    const storage = memoryStorage({ selectedCurrency: 'INR' });
    const store = createCurrencyStore({ storage: () => storage });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.setCurrency('USD');
    expect(store.get()).not.toBe(first);
    expect(store.get()).toBe(store.get());
  });

  it('tells subscribers about its own changes and about other tabs, and stops when unsubscribed', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createCurrencyStore({ storage: () => storage, events: () => events });
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get().currency));

    store.setCurrency('INR');
    // Another tab switches back to USD: storage changes, then the browser fires `storage` here.
    storage.setItem('selectedCurrency', 'USD');
    events.dispatchEvent(storageEvent('selectedCurrency'));
    events.dispatchEvent(storageEvent('token'));
    storage.clear();
    events.dispatchEvent(storageEvent(null));
    expect(seen).toEqual(['INR', 'USD', 'USD']);

    unsubscribe();
    events.dispatchEvent(storageEvent('selectedCurrency'));
    store.setCurrency('INR');
    expect(seen).toHaveLength(3);
  });

  it('works without storage (SSR, tests) and when storage refuses, keeping the choice in memory', () => {
    const none = createCurrencyStore({ storage: () => undefined, events: () => undefined });
    expect(none.get().currency).toBe('USD');
    none.setCurrency('INR');
    expect(none.get().currency).toBe('INR');

    const full = memoryStorage({}, { read: false, write: true });
    const quota = createCurrencyStore({ storage: () => full });
    quota.setCurrency('INR');
    expect(quota.get().currency).toBe('INR');

    const blocked = memoryStorage({}, { read: true, write: true });
    const store = createCurrencyStore({ storage: () => blocked });
    expect(store.get()).toEqual({ currency: 'USD', rates: EXCHANGE_RATES });
    store.setCurrency('INR');
    expect(store.get().currency).toBe('INR');
  });

  it("is safe to create and read where there is no window (a client's default store under Node)", () => {
    const store = createCurrencyStore();
    expect(store.get()).toEqual({ currency: 'USD', rates: EXCHANGE_RATES });
    const unsubscribe = store.subscribe(() => undefined);
    unsubscribe();
    store.setCurrency('INR');
    expect(store.get().currency).toBe('INR');
    expect(createCurrencyStore().get().currency).toBe('USD');
  });
});
