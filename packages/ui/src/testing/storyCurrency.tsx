import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@app/domain';
import { createContext, useContext } from 'react';

/** The Storybook 'Currency' toolbar value, as a currency: USD or INR; anything else is the default (USD). */
export function storyCurrencyFor(value: unknown): Currency {
  return (CURRENCIES as readonly unknown[]).includes(value) ? (value as Currency) : DEFAULT_CURRENCY;
}

export const StoryCurrencyContext = createContext<Currency>(DEFAULT_CURRENCY);

/**
 * The currency picked in the Storybook toolbar, for stories of components that take a `currency` prop:
 * `render: (args) => <Money {...args} currency={useStoryCurrency()} />`. Outside Storybook's decorator it is
 * the default currency. (`context.globals.currency` holds the same value in `play` and `render`.)
 */
export function useStoryCurrency(): Currency {
  return useContext(StoryCurrencyContext);
}
