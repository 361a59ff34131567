import { useSyncExternalStore } from 'react';
import { type CurrencyState, type CurrencyStore, currencyStore, DEFAULT_CURRENCY_STATE } from '../currency';

/** The display currency, the exchange rates and the setter; follows changes made in this tab and in others. */
export function useCurrency(store: CurrencyStore = currencyStore): CurrencyState & {
  setCurrency: CurrencyStore['setCurrency'];
} {
  const { currency, rates } = useSyncExternalStore(store.subscribe, store.get, () => DEFAULT_CURRENCY_STATE);
  return { currency, rates, setCurrency: store.setCurrency };
}
