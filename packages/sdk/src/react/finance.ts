import {
  type BudgetLinesPayload,
  type ExpenseCreatePayload,
  type ExpenseListQueryInput,
  type ExpenseStatus,
  type ExpenseUpdatePayload,
  FINANCE_GATE_SESSION_MS,
  type FinanceCredentialsPayload,
  type FinanceMemberRole,
  type FinanceRatesPayload,
  type FinanceSummaryQuery,
} from '@app/domain';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useSyncExternalStore } from 'react';
import type { CurrencyStore } from '../currency';
import {
  createExpense,
  deleteExpense,
  deleteReceipt,
  type FinanceCallOptions,
  getBudgetLines,
  getFinanceAccess,
  getFinanceRates,
  getFinanceSummary,
  listExpenses,
  listFinanceMembers,
  lockFinance,
  removeFinanceMember,
  saveBudgetLines,
  saveFinanceRates,
  setExpenseStatus,
  setFinanceCredentials,
  setFinanceMember,
  unlockFinance,
  updateExpense,
  uploadReceipt,
} from '../finance';
import type { FinanceAccessRecord, FinanceGrantStore } from '../finance-grant';
import type { ApiClient } from '../http';
import { toSearchParams } from '../search-params';

const scopeKey = (options: FinanceCallOptions) => options.organization ?? 'own';

/**
 * Query keys of finance: `['finance', organization | 'own', ...]`. Everything behind the gate is under
 * `data(...)`, so an unlock, a Logout or a locked answer drops it at once.
 */
export const financeQueryKeys = {
  all: () => ['finance'] as const,
  access: (options: FinanceCallOptions = {}) => ['finance', scopeKey(options), 'access'] as const,
  data: (options: FinanceCallOptions = {}) => ['finance', scopeKey(options), 'data'] as const,
  summary: (query: Omit<FinanceSummaryQuery, 'organization'>, options: FinanceCallOptions = {}) =>
    [...financeQueryKeys.data(options), 'summary', toSearchParams(query)] as const,
  expenses: (query: Omit<ExpenseListQueryInput, 'organization'>, options: FinanceCallOptions = {}) =>
    [...financeQueryKeys.data(options), 'expenses', toSearchParams(query)] as const,
  budgetLines: (projectId: string, options: FinanceCallOptions = {}) =>
    [...financeQueryKeys.data(options), 'budget-lines', projectId] as const,
  rates: (options: FinanceCallOptions = {}) => [...financeQueryKeys.data(options), 'rates'] as const,
  members: (options: FinanceCallOptions = {}) => [...financeQueryKeys.data(options), 'members'] as const,
};

/** The unlock of this browser session, or undefined; re-renders on unlock, Logout and at its 8-hour end. */
export function useFinanceGrant(grants: FinanceGrantStore): FinanceAccessRecord | undefined {
  const record = useSyncExternalStore(grants.subscribe, grants.get, () => undefined);
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!record) return;
    const left = record.unlockedAt + FINANCE_GATE_SESSION_MS - Date.now();
    // At the end of the 8 hours the store reads as locked: render again to show the gate.
    const timer = setTimeout(tick, Math.max(0, Math.min(left + 50, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [record]);
  return record;
}

const grantsOf = (client: ApiClient, options: FinanceCallOptions) => options.grants ?? client.financeGrants;

/** The caller's finance role and the gate's state (no grant needed). */
export function financeAccessQueryOptions(client: ApiClient, options: FinanceCallOptions = {}) {
  return queryOptions({
    queryKey: financeQueryKeys.access(options),
    queryFn: () => getFinanceAccess(client, options),
  });
}

export function useFinanceAccess(client: ApiClient, options: FinanceCallOptions = {}) {
  return useQuery(financeAccessQueryOptions(client, options));
}

export interface FinanceGate {
  /** True while this browser session holds an unlock that is not over. */
  unlocked: boolean;
  /** When the unlock ends (8 hours after it, by this browser's clock); null while locked. */
  expiresAt: Date | null;
  /** Checks the credentials on the server; resolves with the grant, rejects with the ApiError (401 when wrong). */
  unlock(username: string, password: string): Promise<void>;
  /** True while an unlock request runs. */
  unlocking: boolean;
  /** The last unlock's failure, until the next attempt. */
  error: unknown;
  /** Ends the unlock (the gate's Logout) and drops every finance figure from the cache. */
  logout(): void;
}

/**
 * The finance gate (spec 2.6, 4.2): the unlock kept in sessionStorage for 8 hours, the unlock call, Logout. A
 * finance call answered FINANCE_LOCKED ends the unlock too (the store is cleared by the call).
 */
export function useFinanceGate(client: ApiClient, options: FinanceCallOptions = {}): FinanceGate {
  const grants = grantsOf(client, options);
  const record = useFinanceGrant(grants);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) =>
      unlockFinance(client, { username, password }, options),
    onSuccess: () => queryClient.removeQueries({ queryKey: financeQueryKeys.data(options) }),
  });
  const { mutateAsync } = mutation;
  const unlock = useCallback(
    async (username: string, password: string) => {
      await mutateAsync({ username, password });
    },
    [mutateAsync],
  );
  const { organization } = options;
  const logout = useCallback(() => {
    lockFinance(client, { grants });
    queryClient.removeQueries({ queryKey: financeQueryKeys.data({ organization }) });
  }, [client, grants, queryClient, organization]);
  return {
    unlocked: Boolean(record),
    expiresAt: record ? new Date(record.unlockedAt + FINANCE_GATE_SESSION_MS) : null,
    unlock,
    unlocking: mutation.isPending,
    error: mutation.error,
    logout,
  };
}

// Figures (each waits while the gate is locked)

export function financeSummaryQueryOptions(
  client: ApiClient,
  query: Omit<FinanceSummaryQuery, 'organization'> = {},
  options: FinanceCallOptions = {},
  unlocked = true,
) {
  return queryOptions({
    queryKey: financeQueryKeys.summary(query, options),
    queryFn: unlocked ? () => getFinanceSummary(client, query, options) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useFinanceSummary(
  client: ApiClient,
  query: Omit<FinanceSummaryQuery, 'organization'> = {},
  options: FinanceCallOptions = {},
) {
  const unlocked = Boolean(useFinanceGrant(grantsOf(client, options)));
  return useQuery(financeSummaryQueryOptions(client, query, options, unlocked));
}

export function expensesQueryOptions(
  client: ApiClient,
  query: Omit<ExpenseListQueryInput, 'organization'> = {},
  options: FinanceCallOptions = {},
  unlocked = true,
) {
  return queryOptions({
    queryKey: financeQueryKeys.expenses(query, options),
    queryFn: unlocked ? () => listExpenses(client, query, options) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useExpenses(
  client: ApiClient,
  query: Omit<ExpenseListQueryInput, 'organization'> = {},
  options: FinanceCallOptions = {},
) {
  const unlocked = Boolean(useFinanceGrant(grantsOf(client, options)));
  return useQuery(expensesQueryOptions(client, query, options, unlocked));
}

export function budgetLinesQueryOptions(
  client: ApiClient,
  projectId: string | undefined,
  options: FinanceCallOptions = {},
  unlocked = true,
) {
  return queryOptions({
    queryKey: financeQueryKeys.budgetLines(projectId ?? '', options),
    queryFn: unlocked && projectId ? () => getBudgetLines(client, projectId, options) : skipToken,
  });
}

export function useBudgetLines(
  client: ApiClient,
  projectId: string | undefined,
  options: FinanceCallOptions = {},
) {
  const unlocked = Boolean(useFinanceGrant(grantsOf(client, options)));
  return useQuery(budgetLinesQueryOptions(client, projectId, options, unlocked));
}

export function financeRatesQueryOptions(
  client: ApiClient,
  options: FinanceCallOptions = {},
  unlocked = true,
) {
  return queryOptions({
    queryKey: financeQueryKeys.rates(options),
    queryFn: unlocked ? () => getFinanceRates(client, options) : skipToken,
  });
}

/**
 * The organization's exchange rates; once read they are also kept locally under `exchangeRates` (spec 9), so
 * every amount on screen converts with them.
 */
export function useFinanceRates(
  client: ApiClient,
  options: FinanceCallOptions = {},
  currency: CurrencyStore = client.currency,
) {
  const unlocked = Boolean(useFinanceGrant(grantsOf(client, options)));
  const query = useQuery(financeRatesQueryOptions(client, options, unlocked));
  const { data } = query;
  useEffect(() => {
    if (data) currency.setRates(data);
  }, [data, currency]);
  return query;
}

export function financeMembersQueryOptions(
  client: ApiClient,
  options: FinanceCallOptions = {},
  unlocked = true,
) {
  return queryOptions({
    queryKey: financeQueryKeys.members(options),
    queryFn: unlocked ? () => listFinanceMembers(client, options) : skipToken,
  });
}

export function useFinanceMembers(client: ApiClient, options: FinanceCallOptions = {}) {
  const unlocked = Boolean(useFinanceGrant(grantsOf(client, options)));
  return useQuery(financeMembersQueryOptions(client, options, unlocked));
}

// Changes: each refreshes every finance figure of the organization (budgets, totals and alerts move together)

function useFinanceMutation<A, R>(options: FinanceCallOptions, call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueryKeys.data(options) }),
  });
}

export function useCreateExpense(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, (payload: ExpenseCreatePayload) =>
    createExpense(client, payload, options),
  );
}

export function useUpdateExpense(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, ({ id, payload }: { id: string; payload: ExpenseUpdatePayload }) =>
    updateExpense(client, id, payload, options),
  );
}

export function useDeleteExpense(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, (id: string) => deleteExpense(client, id, options));
}

export function useSetExpenseStatus(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, ({ id, status }: { id: string; status: ExpenseStatus }) =>
    setExpenseStatus(client, id, status, options),
  );
}

export function useUploadReceipt(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, ({ id, file }: { id: string; file: Blob & { name?: string } }) =>
    uploadReceipt(client, id, file, options),
  );
}

export function useDeleteReceipt(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, (id: string) => deleteReceipt(client, id, options));
}

export function useSaveBudgetLines(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(
    options,
    ({ projectId, payload }: { projectId: string; payload: BudgetLinesPayload }) =>
      saveBudgetLines(client, projectId, payload, options),
  );
}

/** Saves the organization's rates; the answer is also kept locally under `exchangeRates`. */
export function useSaveFinanceRates(
  client: ApiClient,
  options: FinanceCallOptions = {},
  currency: CurrencyStore = client.currency,
) {
  return useFinanceMutation(options, async (payload: FinanceRatesPayload) => {
    const rates = await saveFinanceRates(client, payload, options);
    currency.setRates(rates);
    return rates;
  });
}

export function useSetFinanceMember(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, ({ userId, role }: { userId: string; role: FinanceMemberRole }) =>
    setFinanceMember(client, userId, role, options),
  );
}

export function useRemoveFinanceMember(client: ApiClient, options: FinanceCallOptions = {}) {
  return useFinanceMutation(options, (userId: string) => removeFinanceMember(client, userId, options));
}

/** Sets the gate's credentials (admins): the gate's state is read again (no more demo values). */
export function useSetFinanceCredentials(client: ApiClient, options: FinanceCallOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: FinanceCredentialsPayload) => setFinanceCredentials(client, payload, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueryKeys.access(options) }),
  });
}
