import {
  type BudgetLinesPayload,
  type Expense,
  type ExpenseCreatePayload,
  type ExpenseListQueryInput,
  type ExpenseStatus,
  type ExpenseUpdatePayload,
  FINANCE_GRANT_HEADER,
  FINANCE_LOCKED_CODE,
  type FinanceAccess,
  type FinanceCredentials,
  type FinanceCredentialsPayload,
  type FinanceGrant,
  type FinanceMember,
  type FinanceMemberRole,
  type FinanceMembers,
  type FinanceRates,
  type FinanceRatesPayload,
  type FinanceSummary,
  type FinanceSummaryQuery,
  type FinanceUnlockPayload,
  type Paginated,
  type ProjectBudgetLines,
} from '@app/domain';
import { ApiError } from './errors';
import type { FinanceGrantStore } from './finance-grant';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { toSearchParams } from './search-params';

// Loaded with the first call, not with the screen: see schemas/finance.ts.
const schemas = () => import('./schemas/finance');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const FinanceAccessAnswerSchema = lazySchema(schemas, 'FinanceAccessAnswerSchema');
const FinanceGrantAnswerSchema = lazySchema(schemas, 'FinanceGrantAnswerSchema');
const FinanceCredentialsAnswerSchema = lazySchema(schemas, 'FinanceCredentialsAnswerSchema');
const FinanceSummaryAnswerSchema = lazySchema(schemas, 'FinanceSummaryAnswerSchema');
const ProjectBudgetLinesAnswerSchema = lazySchema(schemas, 'ProjectBudgetLinesAnswerSchema');
const ExpensePageSchema = lazySchema(schemas, 'ExpensePageSchema');
const ExpenseAnswerSchema = lazySchema(schemas, 'ExpenseAnswerSchema');
const FinanceRatesAnswerSchema = lazySchema(schemas, 'FinanceRatesAnswerSchema');
const FinanceMembersAnswerSchema = lazySchema(schemas, 'FinanceMembersAnswerSchema');
const FinanceMemberAnswerSchema = lazySchema(schemas, 'FinanceMemberAnswerSchema');

/**
 * How a finance call is made: which organization (a platform admin names one; everyone else has their own) and
 * which grant store holds the unlock (the app's sessionStorage one by default).
 */
export interface FinanceCallOptions {
  organization?: string | undefined;
  /** The unlock to use; the client's own ({@link ApiClient.financeGrants}) by default. */
  grants?: FinanceGrantStore;
}

/** Whether a failed call was refused because the finance gate is locked (no grant, or an expired or foreign one). */
export function isFinanceLocked(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const details = error.details as { code?: unknown } | null | undefined;
  return typeof details === 'object' && details !== null && details.code === FINANCE_LOCKED_CODE;
}

const scoped = (path: string, organization: string | undefined) =>
  organization ? `${path}?organization=${encodeURIComponent(organization)}` : path;

/** The X-Finance-Grant header of the unlock, when there is one. */
export function financeGrantHeaders(grants: FinanceGrantStore): Record<string, string> {
  const grant = grants.grant();
  return grant ? { [FINANCE_GRANT_HEADER]: grant } : {};
}

/** Runs a finance data call with the grant; a FINANCE_LOCKED answer ends the unlock before the error goes on. */
async function withGrant<T>(
  client: ApiClient,
  options: FinanceCallOptions,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const grants = options.grants ?? client.financeGrants;
  try {
    return await call(financeGrantHeaders(grants));
  } catch (error) {
    if (isFinanceLocked(error)) grants.clear();
    throw error;
  }
}

// The gate

/** GET /finance/access: the caller's finance role and whether the gate is set up (no grant needed). */
export async function getFinanceAccess(
  client: ApiClient,
  options: FinanceCallOptions = {},
): Promise<FinanceAccess> {
  const query = options.organization ? { organization: options.organization } : undefined;
  return (await client.get('finance/access', FinanceAccessAnswerSchema, query)).data;
}

/**
 * POST /finance/unlock: checks the organization's finance credentials; the grant is kept in the store. A wrong
 * pair answers 403 'Invalid credentials. Please try again.' (not 401: the person stays signed in).
 */
export async function unlockFinance(
  client: ApiClient,
  payload: FinanceUnlockPayload,
  options: FinanceCallOptions = {},
): Promise<FinanceGrant> {
  const { data } = await client.post(
    scoped('finance/unlock', options.organization),
    FinanceGrantAnswerSchema,
    payload,
  );
  (options.grants ?? client.financeGrants).save(data);
  return data;
}

/** Ends the unlock in this browser (the gate's Logout). */
export function lockFinance(client: ApiClient, options: Pick<FinanceCallOptions, 'grants'> = {}): void {
  (options.grants ?? client.financeGrants).clear();
}

/**
 * PUT /finance/credentials (admins; with the grant once credentials exist): the gate's new username and password.
 * Every unlock issued before ends; the caller's new one is kept in the grant store.
 */
export function setFinanceCredentials(
  client: ApiClient,
  payload: FinanceCredentialsPayload,
  options: FinanceCallOptions = {},
): Promise<FinanceCredentials> {
  return withGrant(client, options, async (headers) => {
    const path = scoped('finance/credentials', options.organization);
    const { data } = await client.put(path, FinanceCredentialsAnswerSchema, payload, headers);
    // The change ended the unlock this call was made with; the answer carries the caller's new one.
    if (data.grant) (options.grants ?? client.financeGrants).save(data.grant);
    return data;
  });
}

// Figures

/** GET /finance/summary: budgets against spend per project, spend over time and by category, totals (USD cents). */
export function getFinanceSummary(
  client: ApiClient,
  query: Omit<FinanceSummaryQuery, 'organization'> = {},
  options: FinanceCallOptions = {},
): Promise<FinanceSummary> {
  return withGrant(client, options, async (headers) => {
    const params = toSearchParams({ ...query, organization: options.organization });
    return (await client.get('finance/summary', FinanceSummaryAnswerSchema, params, headers)).data;
  });
}

// Budgets

const budgetPath = (projectId: string) => `finance/projects/${encodeURIComponent(projectId)}/budget-lines`;

export function getBudgetLines(
  client: ApiClient,
  projectId: string,
  options: FinanceCallOptions = {},
): Promise<ProjectBudgetLines> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(budgetPath(projectId), options.organization);
    return (await client.get(path, ProjectBudgetLinesAnswerSchema, undefined, headers)).data;
  });
}

/** PUT the whole split of a project's budget (managers and admins). */
export function saveBudgetLines(
  client: ApiClient,
  projectId: string,
  payload: BudgetLinesPayload,
  options: FinanceCallOptions = {},
): Promise<ProjectBudgetLines> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(budgetPath(projectId), options.organization);
    return (await client.put(path, ProjectBudgetLinesAnswerSchema, payload, headers)).data;
  });
}

// Expenses

const expensePath = (id: string) => `finance/expenses/${encodeURIComponent(id)}`;

/** GET /finance/expenses: one page (page 1, limit 10 by default), newest day first. */
export function listExpenses(
  client: ApiClient,
  query: Omit<ExpenseListQueryInput, 'organization'> = {},
  options: FinanceCallOptions = {},
): Promise<Paginated<Expense>> {
  return withGrant(client, options, (headers) =>
    client.get(
      'finance/expenses',
      ExpensePageSchema,
      toSearchParams({ ...query, organization: options.organization }),
      headers,
    ),
  );
}

export function createExpense(
  client: ApiClient,
  payload: ExpenseCreatePayload,
  options: FinanceCallOptions = {},
): Promise<Expense> {
  return withGrant(client, options, async (headers) => {
    const path = scoped('finance/expenses', options.organization);
    return (await client.post(path, ExpenseAnswerSchema, payload, headers)).data;
  });
}

export function updateExpense(
  client: ApiClient,
  id: string,
  payload: ExpenseUpdatePayload,
  options: FinanceCallOptions = {},
): Promise<Expense> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(expensePath(id), options.organization);
    return (await client.patch(path, ExpenseAnswerSchema, payload, headers)).data;
  });
}

/** Deletes a draft or rejected expense; resolves with the server's text. */
export function deleteExpense(
  client: ApiClient,
  id: string,
  options: FinanceCallOptions = {},
): Promise<string> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(expensePath(id), options.organization);
    return (await client.delete(path, ApiMessageSchema, undefined, headers)).message;
  });
}

/** Moves an expense on (submit, approve, reject, mark paid, back to draft), as `expenseTransitionsFrom` allows. */
export function setExpenseStatus(
  client: ApiClient,
  id: string,
  status: ExpenseStatus,
  options: FinanceCallOptions = {},
): Promise<Expense> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(`${expensePath(id)}/status`, options.organization);
    return (await client.post(path, ExpenseAnswerSchema, { status }, headers)).data;
  });
}

/**
 * PUT the receipt (a PDF, PNG, JPEG or WebP File of at most 5 MB, sent raw under its own type; its name in
 * `?fileName=`).
 */
export function uploadReceipt(
  client: ApiClient,
  id: string,
  file: Blob & { name?: string },
  options: FinanceCallOptions = {},
): Promise<Expense> {
  return withGrant(client, options, async (headers) => {
    const params = new URLSearchParams();
    if (options.organization) params.set('organization', options.organization);
    if (file.name) params.set('fileName', file.name);
    const query = params.toString();
    const path = `${expensePath(id)}/receipt${query ? `?${query}` : ''}`;
    return (await client.put(path, ExpenseAnswerSchema, file, headers)).data;
  });
}

/** GET the receipt's bytes. */
export function getReceipt(client: ApiClient, id: string, options: FinanceCallOptions = {}): Promise<Blob> {
  return withGrant(client, options, (headers) =>
    client.getBlob(
      `${expensePath(id)}/receipt`,
      options.organization ? { organization: options.organization } : undefined,
      headers,
    ),
  );
}

export function deleteReceipt(
  client: ApiClient,
  id: string,
  options: FinanceCallOptions = {},
): Promise<Expense> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(`${expensePath(id)}/receipt`, options.organization);
    return (await client.delete(path, ExpenseAnswerSchema, undefined, headers)).data;
  });
}

// Exchange rates

/** GET /finance/rates: the organization's rates (the spec's defaults where none are set). */
export function getFinanceRates(client: ApiClient, options: FinanceCallOptions = {}): Promise<FinanceRates> {
  return withGrant(client, options, async (headers) => {
    const params = options.organization ? { organization: options.organization } : undefined;
    return (await client.get('finance/rates', FinanceRatesAnswerSchema, params, headers)).data;
  });
}

export function saveFinanceRates(
  client: ApiClient,
  payload: FinanceRatesPayload,
  options: FinanceCallOptions = {},
): Promise<FinanceRates> {
  return withGrant(client, options, async (headers) => {
    const path = scoped('finance/rates', options.organization);
    return (await client.put(path, FinanceRatesAnswerSchema, payload, headers)).data;
  });
}

// Finance access

/** GET /finance/members (admins): finance members, admins, and the people who could be added. */
export function listFinanceMembers(
  client: ApiClient,
  options: FinanceCallOptions = {},
): Promise<FinanceMembers> {
  return withGrant(client, options, async (headers) => {
    const params = options.organization ? { organization: options.organization } : undefined;
    return (await client.get('finance/members', FinanceMembersAnswerSchema, params, headers)).data;
  });
}

/** Grants or changes someone's finance role (admins). */
export function setFinanceMember(
  client: ApiClient,
  userId: string,
  role: FinanceMemberRole,
  options: FinanceCallOptions = {},
): Promise<FinanceMember> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(`finance/members/${encodeURIComponent(userId)}`, options.organization);
    return (await client.put(path, FinanceMemberAnswerSchema, { role }, headers)).data;
  });
}

/** Revokes someone's finance access (admins); resolves with the server's text. */
export function removeFinanceMember(
  client: ApiClient,
  userId: string,
  options: FinanceCallOptions = {},
): Promise<string> {
  return withGrant(client, options, async (headers) => {
    const path = scoped(`finance/members/${encodeURIComponent(userId)}`, options.organization);
    return (await client.delete(path, ApiMessageSchema, undefined, headers)).message;
  });
}
