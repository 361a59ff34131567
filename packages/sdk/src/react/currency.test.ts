// @vitest-environment jsdom
import { EXCHANGE_RATES } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCurrencyStore } from '../currency';
import { useCurrency } from './currency';

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

describe('useCurrency', () => {
  it('shows the stored currency, switches it, and remembers the switch in localStorage', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    const store = createCurrencyStore();
    const { result } = renderHook(() => useCurrency(store));
    expect(result.current).toMatchObject({ currency: 'INR', rates: EXCHANGE_RATES });

    act(() => result.current.setCurrency('USD'));
    expect(result.current.currency).toBe('USD');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });

  it('follows a switch made in another tab', () => {
    const store = createCurrencyStore();
    const { result } = renderHook(() => useCurrency(store));
    expect(result.current.currency).toBe('USD');
    act(() => {
      window.localStorage.setItem('selectedCurrency', 'INR');
      window.dispatchEvent(new StorageEvent('storage', { key: 'selectedCurrency', newValue: 'INR' }));
    });
    expect(result.current.currency).toBe('INR');
  });

  it("shares the choice between stores on the browser's localStorage (two clients, two tabs)", () => {
    const { result } = renderHook(() => useCurrency(createCurrencyStore()));
    act(() => result.current.setCurrency('INR'));
    expect(window.localStorage.getItem('selectedCurrency')).toBe('INR');
    const second = renderHook(() => useCurrency(createCurrencyStore()));
    expect(second.result.current.currency).toBe('INR');
  });
});
