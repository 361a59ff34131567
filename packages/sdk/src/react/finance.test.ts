// @vitest-environment jsdom
import { FINANCE_GATE_SESSION_MS, FINANCE_LOCKED_CODE } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCurrencyStore } from '../currency';
import { createFinanceGrantStore } from '../finance-grant';
import { createFakeApi, fakeClient } from '../test-support';
import { useFinanceGate, useFinanceRates } from './finance';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const RATES = { USD: { INR: 90 }, INR: { USD: 0.011 } };

beforeEach(() => {
  api.reset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  expect(api.unexpected).toEqual([]);
});

describe('useFinanceGate', () => {
  it('unlocks, lets the figures load with the grant, and locks again on Logout', async () => {
    const grants = createFinanceGrantStore();
    const currency = createCurrencyStore();
    api.on('POST /finance/unlock', [
      200,
      {
        success: true,
        data: { grant: 'fg1.a.b', expiresAt: new Date(Date.now() + FINANCE_GATE_SESSION_MS).toISOString() },
      },
    ]);
    api.on('GET /finance/rates', (request) =>
      request.headers.get('x-finance-grant') === 'fg1.a.b'
        ? [200, { success: true, data: RATES }]
        : [403, { success: false, error: 'Finance is locked', details: { code: FINANCE_LOCKED_CODE } }],
    );
    const { result } = renderHook(
      () => ({
        gate: useFinanceGate(client, { grants }),
        rates: useFinanceRates(client, { grants }, currency),
      }),
      { wrapper: providerFor(testQueryClient()) },
    );
    expect(result.current.gate.unlocked).toBe(false);
    expect(result.current.rates.fetchStatus).toBe('idle');
    await act(() => result.current.gate.unlock('finance', 'finance1234'));
    expect(result.current.gate.unlocked).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem('financeAccess') ?? '{}').grant).toBe('fg1.a.b');
    await waitFor(() => expect(result.current.rates.data).toEqual(RATES));
    // The organization's rates are kept locally under exchangeRates too.
    expect(JSON.parse(window.localStorage.getItem('exchangeRates') ?? '{}')).toEqual(RATES);
    act(() => result.current.gate.logout());
    expect(result.current.gate.unlocked).toBe(false);
    expect(window.sessionStorage.getItem('financeAccess')).toBeNull();
  });

  it('shows the gate again 8 hours after the unlock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const grants = createFinanceGrantStore();
    grants.save({ grant: 'g', expiresAt: new Date(Date.now() + FINANCE_GATE_SESSION_MS).toISOString() });
    const { result } = renderHook(() => useFinanceGate(client, { grants }), {
      wrapper: providerFor(testQueryClient()),
    });
    expect(result.current.unlocked).toBe(true);
    expect(result.current.expiresAt?.getTime()).toBe(Date.now() + FINANCE_GATE_SESSION_MS);
    await act(async () => {
      vi.advanceTimersByTime(FINANCE_GATE_SESSION_MS + 1000);
    });
    expect(result.current.unlocked).toBe(false);
  });

  it('reports a wrong pair and stays locked', async () => {
    const grants = createFinanceGrantStore();
    api.on('POST /finance/unlock', [
      403,
      { success: false, error: 'Invalid credentials. Please try again.' },
    ]);
    const { result } = renderHook(() => useFinanceGate(client, { grants }), {
      wrapper: providerFor(testQueryClient()),
    });
    await act(() => result.current.unlock('finance', 'nope').catch(() => undefined));
    await waitFor(() =>
      expect((result.current.error as Error).message).toBe('Invalid credentials. Please try again.'),
    );
    expect(result.current.unlocked).toBe(false);
  });
});
