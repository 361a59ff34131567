import type { Expense, FinanceAccess, FinanceRole, FinanceSummary, ProjectRates } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../app/api';
import { makeUser, mockNetwork } from './network';

export const FINANCE_ORG = '64b7f0c2a1b2c3d4e5f60799';
export const PROJECT_ID = '64b7f0c2a1b2c3d4e5f60801';
/** The project's one member, who may be given an hourly rate of their own. */
export const RATED_MEMBER_ID = '64b7f0c2a1b2c3d4e5f60802';
export const DEMO = { username: 'finance_admin', password: 'Finance@2024' };

/** An admin of the finance organisation. */
export const FINANCE_ADMIN = makeUser({
  role: 'admin',
  accountType: 'organization',
  organizationId: FINANCE_ORG,
  orgRole: 'org_admin',
  isOrgAdmin: true,
});

/** Before each finance screen test: empty storage, no unlock left by an earlier test, no network answers yet. */
export function resetFinanceScreen(): void {
  window.localStorage.clear();
  // The unlock of an earlier test ends (the store also keeps it in memory).
  api.financeGrants.clear();
  window.sessionStorage.clear();
  mockNetwork();
}

/** Fills the finance gate with these values (the demo ones by default) and submits it; returns the gate. */
export async function unlockFinance(
  username = DEMO.username,
  password = DEMO.password,
): Promise<HTMLElement> {
  const gate = await screen.findByRole('form', { name: 'Finance Dashboard Access' }, { timeout: 15_000 });
  await userEvent.type(within(gate).getByLabelText(/Username/), username);
  await userEvent.type(within(gate).getByLabelText(/^Password/), password);
  await userEvent.click(within(gate).getByRole('button', { name: 'Access Finance Dashboard' }));
  return gate;
}

type Handler = (request: Request) => Response | Promise<Response>;

export const financeAccess = (role: FinanceRole | null, overrides: Partial<FinanceAccess> = {}) => ({
  organizationId: FINANCE_ORG,
  organizationName: 'Acme Corporation',
  role,
  gate: { configured: true, demo: DEMO },
  ...overrides,
});

export const expense = (overrides: Partial<Expense> = {}): Expense => ({
  _id: '64b7f0c2a1b2c3d4e5f60901',
  projectId: PROJECT_ID,
  projectTitle: 'Website Redesign',
  category: 'travel',
  spentOn: '2026-03-05',
  amountMinor: 4_157_500,
  currency: 'INR',
  usdRate: 0.012,
  amountUsdMinor: 49_890,
  description: 'Client workshop in Pune',
  status: 'submitted',
  submittedBy: { _id: 'u1', name: 'Dana Lee' },
  decidedBy: null,
  decidedAt: null,
  receipt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const summary = (expenses: Expense[]): FinanceSummary => {
  const actual = expenses.filter((item) => item.status === 'approved' || item.status === 'paid');
  const pending = expenses.filter((item) => item.status === 'submitted');
  const sum = (items: Expense[]) => items.reduce((total, item) => total + item.amountUsdMinor, 0);
  return {
    organizationId: FINANCE_ORG,
    from: '2025-10-01',
    to: '2026-03-31',
    interval: 'month',
    rates: { USD: { INR: 83.15 }, INR: { USD: 0.012 } },
    projects: [
      {
        projectId: PROJECT_ID,
        projectTitle: 'Website Redesign',
        projectStatus: 'active',
        startDate: '2026-01-01',
        dueDate: '2026-06-30',
        budgetUsdMinor: 1_000_000,
        lines: [],
        actualUsdMinor: sum(actual),
        labourUsdMinor: 0,
        pendingUsdMinor: sum(pending),
        burnRateUsdMinorPerDay: 1_000,
        forecastUsdMinor: 900_000,
        percentUsed: (sum(actual) / 1_000_000) * 100,
        alertLevel: 'none',
        byCategory: [],
      },
    ],
    spendOverTime: [
      { periodStart: '2026-03-01', actualUsdMinor: sum(actual), pendingUsdMinor: sum(pending) },
    ],
    spendByCategory: [
      { category: 'travel', budgetUsdMinor: 0, actualUsdMinor: sum(actual), pendingUsdMinor: sum(pending) },
    ],
    totals: {
      budgetUsdMinor: 1_000_000,
      actualUsdMinor: sum(actual),
      labourUsdMinor: 0,
      pendingUsdMinor: sum(pending),
      rangeActualUsdMinor: sum(actual),
      rangeLabourUsdMinor: 0,
      rangePendingUsdMinor: sum(pending),
      byCurrency: [],
    },
  };
};

/**
 * A small finance server for screen tests: the access answer, the unlock (the demo values open it), and the
 * data calls, which refuse without the grant the unlock gave.
 */
export function financeHandlers(role: FinanceRole | null, expenses: Expense[] = [expense()]) {
  const GRANT = 'grant-1';
  const sent: { method: string; path: string; body: unknown }[] = [];
  const locked = () =>
    Response.json(
      { success: false, error: 'Finance is locked.', details: { code: 'FINANCE_LOCKED' } },
      { status: 403 },
    );
  const granted =
    (answer: () => unknown): Handler =>
    (request) =>
      request.headers.get('X-Finance-Grant') === GRANT
        ? Response.json({ success: true, data: answer() })
        : locked();
  const rates: ProjectRates = { projectId: PROJECT_ID, projectRate: null, members: [] };
  const handlers: Record<string, Handler> = {
    'GET /api/v1/finance/access': () => Response.json({ success: true, data: financeAccess(role) }),
    'POST /api/v1/finance/unlock': async (request) => {
      const body = (await request.json()) as { username: string; password: string };
      sent.push({ method: 'POST', path: 'unlock', body });
      if (body.username !== DEMO.username || body.password !== DEMO.password) {
        return Response.json(
          {
            success: false,
            error: 'Invalid credentials. Please try again.',
            details: { code: 'FINANCE_CREDENTIALS_INVALID' },
          },
          { status: 403 },
        );
      }
      const expiresAt = new Date(Date.now() + 8 * 3_600_000).toISOString();
      return Response.json({ success: true, data: { grant: GRANT, expiresAt } });
    },
    'GET /api/v1/finance/summary': granted(() => summary(expenses)),
    'GET /api/v1/finance/rates': granted(() => ({ USD: { INR: 83.15 }, INR: { USD: 0.012 } })),
    // The project's hourly rates beside the budgets (issue 40), and its members to give rates to.
    [`GET /api/v1/projects/${PROJECT_ID}/rates`]: granted(() => rates),
    [`PUT /api/v1/projects/${PROJECT_ID}/rates`]: async (request) => {
      const body = (await request.clone().json()) as { projectRate: typeof rates.projectRate };
      sent.push({ method: 'PUT', path: `projects/${PROJECT_ID}/rates`, body });
      rates.projectRate = body.projectRate;
      return granted(() => rates)(request);
    },
    [`GET /api/v1/projects/${PROJECT_ID}`]: () =>
      Response.json({
        success: true,
        data: {
          _id: PROJECT_ID,
          title: 'Website Redesign',
          status: 'active',
          priority: 'medium',
          progress: 0,
          members: [
            {
              _id: RATED_MEMBER_ID,
              name: 'Dana Lee',
              email: 'dana@example.com',
              role: 'owner',
              joinedAt: '2026-01-01T10:00:00.000Z',
            },
          ],
          teamSize: 1,
          createdAt: '2026-01-01T10:00:00.000Z',
          updatedAt: '2026-01-01T10:00:00.000Z',
        },
      }),
    'GET /api/v1/finance/expenses': (request) =>
      request.headers.get('X-Finance-Grant') === GRANT
        ? Response.json({
            success: true,
            data: expenses,
            pagination: { page: 1, limit: 10, total: expenses.length, pages: 1 },
          })
        : locked(),
  };
  for (const item of expenses) {
    handlers[`POST /api/v1/finance/expenses/${item._id}/status`] = async (request) => {
      const body = (await request.json()) as { status: Expense['status'] };
      sent.push({ method: 'POST', path: `expenses/${item._id}/status`, body });
      item.status = body.status;
      return granted(() => item)(request);
    };
  }
  return { handlers, sent };
}
