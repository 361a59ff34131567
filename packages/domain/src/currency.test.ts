import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATES } from './constants';
import {
  convertCurrency,
  ExchangeRatesSchema,
  formatCurrencyAmount,
  formatMoney,
  isCurrency,
  readExchangeRates,
} from './currency';

describe('convertCurrency', () => {
  it('returns the amount unchanged for the same currency', () => {
    expect(convertCurrency(123.45, 'USD', 'USD')).toBe(123.45);
    expect(convertCurrency(500, 'INR', 'INR')).toBe(500);
  });

  it('uses the spec rates: 1 USD = 83.15 INR, 1 INR = 0.012 USD', () => {
    expect(convertCurrency(100, 'USD', 'INR')).toBeCloseTo(8315, 6);
    expect(convertCurrency(1000, 'INR', 'USD')).toBeCloseTo(12, 6);
  });

  it('returns the original amount when the rate is missing', () => {
    expect(convertCurrency(100, 'USD', 'INR', { USD: {}, INR: {} })).toBe(100);
    expect(convertCurrency(7, 'INR', 'USD', { USD: { INR: 80 }, INR: {} })).toBe(7);
  });

  it('uses custom rates when given', () => {
    expect(convertCurrency(2, 'USD', 'INR', { USD: { INR: 80 }, INR: {} })).toBe(160);
  });
});

describe('formatMoney', () => {
  it('formats USD with $ and at most 2 decimals', () => {
    expect(formatMoney(1234.567, 'USD')).toBe('$1,234.57');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.999, 'USD')).toBe('$1,235');
    expect(formatMoney(1000, 'USD')).toBe('$1,000');
    expect(formatMoney(0, 'USD')).toBe('$0');
  });

  it('converts USD amounts to INR and shows ₹ with no decimals and Indian grouping', () => {
    // 1250 USD * 83.15 = 103,937.5 INR
    expect(formatMoney(1250, 'INR')).toBe('₹1,03,938');
    expect(formatMoney(1, 'INR')).toBe('₹83');
    expect(formatMoney(0.5, 'INR')).toBe('₹42');
  });

  it('shows the USD amount in INR digits when the rate is missing', () => {
    expect(formatMoney(1234.5, 'INR', { USD: {}, INR: {} })).toBe('₹1,235');
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-12.5, 'USD')).toBe('-$12.50');
  });
});

describe('formatCurrencyAmount', () => {
  it('formats an amount already in the target currency', () => {
    expect(formatCurrencyAmount(8315, 'INR')).toBe('₹8,315');
    expect(formatCurrencyAmount(99.999, 'USD')).toBe('$100');
  });
});

describe('ExchangeRatesSchema', () => {
  it('accepts the default rates and refuses non-positive ones', () => {
    expect(ExchangeRatesSchema.parse(EXCHANGE_RATES)).toEqual(EXCHANGE_RATES);
    expect(ExchangeRatesSchema.safeParse({ USD: { INR: 0 }, INR: {} }).success).toBe(false);
  });
});

describe('readExchangeRates', () => {
  // The same rule as ExchangeRatesSchema, without zod: the two agree on every stored value.
  const stored: unknown[] = [
    EXCHANGE_RATES,
    { USD: { INR: 83 }, INR: { USD: 0.012 } },
    { USD: {}, INR: {}, extra: 1 },
    { USD: { INR: 0 }, INR: {} },
    { USD: { INR: -1 }, INR: {} },
    { USD: { INR: 83, EUR: 1 }, INR: {} },
    { USD: { INR: '83' }, INR: {} },
    { USD: { INR: null }, INR: {} },
    { USD: {}, INR: null },
    { USD: [], INR: {} },
    { USD: {} },
    [],
    null,
    'USD',
    42,
  ];

  it('accepts and refuses what ExchangeRatesSchema does, and drops the same keys', () => {
    for (const value of stored) {
      const parsed = ExchangeRatesSchema.safeParse(value);
      expect(readExchangeRates(value)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });

  it('tells the known currencies from anything else', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('INR')).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});
