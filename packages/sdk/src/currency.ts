import {
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  type ExchangeRates,
  isCurrency,
  readExchangeRates,
  STORAGE_KEYS,
} from '@app/domain';

/** The display currency and the rates amounts are converted with. */
export interface CurrencyState {
  currency: Currency;
  rates: ExchangeRates;
}

export interface CurrencyStore {
  /** The current state; the same object until something changes (a stable snapshot for useSyncExternalStore). */
  get(): CurrencyState;
  /**
   * Chooses the display currency, remembers it under `selectedCurrency` together with the rates it converts with
   * under `exchangeRates` (spec 4.10: both are stored, wherever the switch happens), and tells every subscriber.
   */
  setCurrency(currency: Currency): void;
  /** Keeps the organization's exchange rates (finance) under `exchangeRates`, and tells every subscriber. */
  setRates(rates: ExchangeRates): void;
  /** Calls `listener` on every change, in this tab or (through the `storage` event) in another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface CurrencyStoreOptions {
  /** Where the choice is kept; the browser's localStorage by default, resolved on use (absent under SSR). */
  storage?: () => Storage | undefined;
  /** What fires `storage` events from other tabs; the window by default. */
  events?: () => Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

/** The state before anything is chosen: USD with the built-in rates. */
export const DEFAULT_CURRENCY_STATE: CurrencyState = { currency: DEFAULT_CURRENCY, rates: EXCHANGE_RATES };

// Reading localStorage can throw (blocked storage, sandboxed frames), and under SSR it does not exist.
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

function browserEvents() {
  return typeof window === 'undefined' ? undefined : window;
}

function readItem(storage: Storage | undefined, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function parseCurrency(raw: string | null): Currency {
  return isCurrency(raw) ? raw : DEFAULT_CURRENCY;
}

// Stored rates fill in over the built-in ones, so a rate missing from storage still converts.
function parseRates(raw: string | null): ExchangeRates {
  if (raw === null) return EXCHANGE_RATES;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EXCHANGE_RATES;
  }
  const stored = readExchangeRates(json);
  if (!stored) return EXCHANGE_RATES;
  return {
    USD: { ...EXCHANGE_RATES.USD, ...stored.USD },
    INR: { ...EXCHANGE_RATES.INR, ...stored.INR },
  };
}

/** The stored form of the rates under `exchangeRates`: the two currencies' tables, nothing else. */
function serializeRates(rates: ExchangeRates): string {
  return JSON.stringify({ USD: rates.USD, INR: rates.INR });
}

/**
 * A display-currency store kept in localStorage under `selectedCurrency` (USD or INR; anything else reads as USD)
 * and `exchangeRates` (validated; the built-in rates otherwise). Without storage it keeps the choice in memory.
 */
export function createCurrencyStore(options: CurrencyStoreOptions = {}): CurrencyStore {
  const storageOf = options.storage ?? browserStorage;
  const eventsOf = options.events ?? browserEvents;
  const listeners = new Set<() => void>();
  // The choice when storage is missing or refused the write; it then wins over what storage holds.
  let memoryCurrency: string | null = null;
  let writeFailed = false;
  let lastCurrencyRaw: string | null | undefined;
  let lastRatesRaw: string | null | undefined;
  let snapshot: CurrencyState = DEFAULT_CURRENCY_STATE;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // A null key means another tab cleared the whole storage.
    if (key === null || key === STORAGE_KEYS.selectedCurrency || key === STORAGE_KEYS.exchangeRates) notify();
  };

  const store: CurrencyStore = {
    get() {
      const storage = storageOf();
      const currencyRaw =
        storage && !writeFailed ? readItem(storage, STORAGE_KEYS.selectedCurrency) : memoryCurrency;
      const ratesRaw = readItem(storage, STORAGE_KEYS.exchangeRates);
      if (currencyRaw !== lastCurrencyRaw || ratesRaw !== lastRatesRaw) {
        snapshot = { currency: parseCurrency(currencyRaw), rates: parseRates(ratesRaw) };
        lastCurrencyRaw = currencyRaw;
        lastRatesRaw = ratesRaw;
      }
      return snapshot;
    },
    setCurrency(currency) {
      const value = parseCurrency(currency);
      // The rates in use (the stored ones over the built-in ones), read before the write changes the snapshot.
      const { rates } = store.get();
      memoryCurrency = value;
      const storage = storageOf();
      if (storage) {
        try {
          storage.setItem(STORAGE_KEYS.selectedCurrency, value);
          storage.setItem(STORAGE_KEYS.exchangeRates, serializeRates(rates));
          writeFailed = false;
        } catch {
          // Storage full or blocked: the choice still holds for this page, from memory.
          writeFailed = true;
        }
      }
      notify();
    },
    setRates(rates) {
      const storage = storageOf();
      if (storage) {
        try {
          storage.setItem(STORAGE_KEYS.exchangeRates, serializeRates(rates));
        } catch {
          // Storage full or blocked: the built-in rates stay in use.
        }
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) eventsOf()?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventsOf()?.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}
