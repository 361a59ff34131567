import { CURRENCIES, CURRENCY_FRACTION_DIGITS, type Currency, EXCHANGE_RATES } from './constants';

export type ExchangeRates = Record<Currency, Partial<Record<Currency, number>>>;

/** Whether a value is a currency the app knows (what `CurrencySchema` accepts). */
export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readRates(value: unknown): Partial<Record<Currency, number>> | undefined {
  if (!isPlainObject(value)) return undefined;
  const rates: Partial<Record<Currency, number>> = {};
  for (const [to, rate] of Object.entries(value)) {
    if (!isCurrency(to) || typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return undefined;
    rates[to] = rate;
  }
  return rates;
}

/**
 * Exchange rates read from a parsed JSON value (what `ExchangeRatesSchema` accepts: a USD and an INR entry, each
 * mapping known currencies to positive numbers; other top-level keys are dropped), or undefined.
 */
export function readExchangeRates(value: unknown): ExchangeRates | undefined {
  if (!isPlainObject(value)) return undefined;
  const usd = readRates(value.USD);
  const inr = readRates(value.INR);
  return usd && inr ? { USD: usd, INR: inr } : undefined;
}

/** Converts between currencies; the same currency, or a missing rate, returns the amount unchanged (spec 5). */
export function convertCurrency(
  amount: number,
  from: Currency,
  to: Currency,
  rates: ExchangeRates = EXCHANGE_RATES,
): number {
  if (from === to) return amount;
  const rate = rates[from]?.[to];
  return rate === undefined ? amount : amount * rate;
}

// en-IN groups INR amounts in lakhs and crores (₹1,03,938); en-US groups USD in thousands.
const LOCALES: Record<Currency, string> = { USD: 'en-US', INR: 'en-IN' };

const formatters = new Map<string, Intl.NumberFormat>();

// Up to the currency's maximum of decimals: a whole amount shows none ('$1,000'), any other shows them all
// ('$4,800.50', never '$4,800.5').
function formatterFor(currency: Currency, amount: number): Intl.NumberFormat {
  const digits = CURRENCY_FRACTION_DIGITS[currency];
  const scale = 10 ** digits.max;
  const whole = Math.round(amount * scale) % scale === 0;
  const minimum = whole ? digits.min : digits.max;
  const key = `${currency}:${minimum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[currency], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: minimum,
      maximumFractionDigits: digits.max,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount in the currency it is already in: '$1,234.50', '$1,000', '₹1,03,938'. */
export function formatCurrencyAmount(amount: number, currency: Currency): string {
  return formatterFor(currency, amount).format(amount);
}

/** Formats a USD-based amount in the display currency, converting with the given rates. */
export function formatMoney(
  amountUsd: number,
  currency: Currency,
  rates: ExchangeRates = EXCHANGE_RATES,
): string {
  return formatCurrencyAmount(convertCurrency(amountUsd, 'USD', currency, rates), currency);
}
