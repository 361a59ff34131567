import { z } from 'zod';
import { CURRENCIES } from './constants';

// Conversion, formatting and the check of stored rates need no schema: they live apart, so that an amount on
// screen does not load zod.
export {
  convertCurrency,
  type ExchangeRates,
  formatCurrencyAmount,
  formatMoney,
  isCurrency,
  readExchangeRates,
} from './money';

export const CurrencySchema = z.enum(CURRENCIES);

/** Rates as stored locally under STORAGE_KEYS.exchangeRates: rates[from][to] (`readExchangeRates` without zod). */
export const ExchangeRatesSchema = z.object({
  USD: z.partialRecord(CurrencySchema, z.number().positive()),
  INR: z.partialRecord(CurrencySchema, z.number().positive()),
});
