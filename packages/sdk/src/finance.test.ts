import { FINANCE_ACCESS_STORAGE_KEY, FINANCE_GATE_SESSION_MS, FINANCE_LOCKED_CODE } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  createExpense,
  getFinanceRates,
  isFinanceLocked,
  listExpenses,
  setFinanceCredentials,
  unlockFinance,
  uploadReceipt,
} from './finance';
import { createFinanceGrantStore } from './finance-grant';
import { logout } from './sessions';
import { createFakeApi, fakeClient, testId } from './test-support';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const api = createFakeApi();
afterEach(() => {
  expect(api.unexpected).toEqual([]);
  api.reset();
});

const HOUR = 60 * 60 * 1000;

describe('the finance grant store', () => {
  it('keeps the unlock in sessionStorage under financeAccess with its timestamp, for 8 hours', () => {
    const storage = memoryStorage();
    let now = Date.UTC(2026, 10, 26, 9);
    const store = createFinanceGrantStore({ storage: () => storage, now: () => now });
    expect(store.get()).toBeUndefined();
    store.save({ grant: 'g-1', expiresAt: new Date(now + FINANCE_GATE_SESSION_MS).toISOString() });
    expect(JSON.parse(storage.getItem(FINANCE_ACCESS_STORAGE_KEY) ?? '')).toEqual({
      grant: 'g-1',
      unlockedAt: now,
      expiresAt: new Date(now + FINANCE_GATE_SESSION_MS).toISOString(),
    });
    now += 8 * HOUR - 1;
    expect(store.grant()).toBe('g-1');
    now += 1;
    expect(store.grant()).toBeUndefined();
    expect(storage.getItem(FINANCE_ACCESS_STORAGE_KEY)).toBeNull();
  });

  it('is read again by a new store of the same tab (a reload), and ends on Logout with a notice', () => {
    const storage = memoryStorage();
    const first = createFinanceGrantStore({ storage: () => storage });
    first.save({ grant: 'g-2', expiresAt: new Date(Date.now() + HOUR).toISOString() });
    const reloaded = createFinanceGrantStore({ storage: () => storage });
    expect(reloaded.grant()).toBe('g-2');
    let notices = 0;
    const stop = reloaded.subscribe(() => {
      notices += 1;
    });
    reloaded.clear();
    expect(reloaded.get()).toBeUndefined();
    expect(notices).toBe(1);
    stop();
  });

  it('reads damaged or foreign values as locked', () => {
    const storage = memoryStorage();
    const store = createFinanceGrantStore({ storage: () => storage });
    storage.setItem(FINANCE_ACCESS_STORAGE_KEY, '{not json');
    expect(store.get()).toBeUndefined();
    storage.setItem(FINANCE_ACCESS_STORAGE_KEY, JSON.stringify({ grant: 1 }));
    expect(store.get()).toBeUndefined();
  });

  it("is the client's own, and cleared by signing out", async () => {
    const client = fakeClient(api);
    client.financeGrants.save({ grant: 'g-3', expiresAt: new Date(Date.now() + HOUR).toISOString() });
    expect(fakeClient(api).financeGrants.grant()).toBeUndefined();
    api.on('POST /auth/logout', [200, { success: true, message: 'Signed out' }]);
    await logout(client);
    expect(client.financeGrants.grant()).toBeUndefined();
  });
});

describe('the finance calls', () => {
  it('keep the unlock and send its grant as X-Finance-Grant on every finance data call', async () => {
    const grants = createFinanceGrantStore({ storage: () => memoryStorage() });
    const client = fakeClient(api);
    api.on('POST /finance/unlock', [
      200,
      { success: true, data: { grant: 'fg1.abc.def', expiresAt: '2026-11-26T23:00:00.000Z' } },
    ]);
    api.on('GET /finance/rates', [
      200,
      { success: true, data: { USD: { INR: 83.15 }, INR: { USD: 0.012 } } },
    ]);
    api.on('GET /finance/expenses', [
      200,
      { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
    ]);
    await unlockFinance(client, { username: 'finance', password: 'finance1234' }, { grants });
    expect(grants.grant()).toBe('fg1.abc.def');
    await getFinanceRates(client, { grants });
    await listExpenses(client, { status: 'paid', page: 2 }, { grants, organization: testId(7) });
    const [unlock, rates, list] = api.seen;
    expect(unlock?.headers.get('x-finance-grant')).toBeNull();
    expect(rates?.headers.get('x-finance-grant')).toBe('fg1.abc.def');
    expect(list?.headers.get('x-finance-grant')).toBe('fg1.abc.def');
    expect(list?.query).toEqual({ status: 'paid', page: '2', organization: testId(7) });
  });

  it('keep the new unlock a change of the credentials answers with (the change ended the one it was sent with)', async () => {
    const grants = createFinanceGrantStore({ storage: () => memoryStorage() });
    grants.save({ grant: 'before', expiresAt: new Date(Date.now() + HOUR).toISOString() });
    const client = fakeClient(api);
    const renewed = { grant: 'after', expiresAt: new Date(Date.now() + 8 * HOUR).toISOString() };
    api.on('PUT /finance/credentials', [
      200,
      {
        success: true,
        data: {
          configured: true,
          username: 'finance',
          demo: false,
          updatedAt: new Date().toISOString(),
          grant: renewed,
        },
      },
    ]);
    await setFinanceCredentials(client, { username: 'finance', password: 'a-new-secret' }, { grants });
    expect(api.seen[0]?.headers.get('x-finance-grant')).toBe('before');
    expect(grants.grant()).toBe('after');
  });

  it('drop the unlock when the server answers FINANCE_LOCKED, and keep it on other refusals', async () => {
    const grants = createFinanceGrantStore({ storage: () => memoryStorage() });
    grants.save({ grant: 'old', expiresAt: new Date(Date.now() + HOUR).toISOString() });
    const client = fakeClient(api);
    api.on('POST /finance/expenses', [
      403,
      { success: false, error: 'Only finance managers and admins can change finance data' },
    ]);
    const payload = {
      projectId: testId(1),
      category: 'travel' as const,
      spentOn: '2026-11-02',
      amountMinor: 500,
      currency: 'USD' as const,
      description: 'Taxi',
    };
    const refused = await createExpense(client, payload, { grants }).catch((error: unknown) => error);
    expect(isFinanceLocked(refused)).toBe(false);
    expect(grants.grant()).toBe('old');
    api.on('GET /finance/rates', [
      403,
      { success: false, error: 'Finance is locked', details: { code: FINANCE_LOCKED_CODE } },
    ]);
    const locked = await getFinanceRates(client, { grants }).catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(ApiError);
    expect(isFinanceLocked(locked)).toBe(true);
    expect(grants.grant()).toBeUndefined();
  });

  it('upload a receipt raw under its own type, with its name', async () => {
    const grants = createFinanceGrantStore({ storage: () => memoryStorage() });
    grants.save({ grant: 'g', expiresAt: new Date(Date.now() + HOUR).toISOString() });
    const client = fakeClient(api);
    const id = testId(3);
    api.on(`PUT /finance/expenses/${id}/receipt`, (request) => [
      400,
      {
        success: false,
        error: `${request.headers.get('content-type')} ${request.bytes.length} ${request.query.fileName}`,
      },
    ]);
    const file = Object.assign(
      new Blob([new Uint8Array([37, 80, 68, 70, 45])], { type: 'application/pdf' }),
      {
        name: 'taxi.pdf',
      },
    );
    const error = await uploadReceipt(client, id, file, { grants }).catch((failure: unknown) => failure);
    expect((error as ApiError).message).toBe('application/pdf 5 taxi.pdf');
  });
});
