import { useSyncExternalStore } from 'react';
import { type CurrencyState, type CurrencyStore, DEFAULT_CURRENCY_STATE } from '../currency';

/**
 * The display currency, the exchange rates and the setter of a currency store (the client's `currency`); follows
 * changes made in this tab and in others.
 */
export function useCurrency(store: CurrencyStore): CurrencyState & {
  setCurrency: CurrencyStore['setCurrency'];
} {
  const { currency, rates } = useSyncExternalStore(store.subscribe, store.get, () => DEFAULT_CURRENCY_STATE);
  return { currency, rates, setCurrency: store.setCurrency };
}
