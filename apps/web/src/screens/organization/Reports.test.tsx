import type { Analytics, User } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG = '64b7f0c2a1b2c3d4e5f60799';
const ENG = '64b7f0c2a1b2c3d4e5f60001';
const PLATFORM = '64b7f0c2a1b2c3d4e5f60002';
const WEBSITE = '64b7f0c2a1b2c3d4e5f60301';

const WEEKS = ['2026-10-05', '2026-10-12', '2026-10-19'];
const answer = (options: Analytics['options'], kind: Analytics['scope']['kind']): Analytics => ({
  scope: { kind, organizationId: ORG, organizationName: 'Acme', departmentIds: [] },
  range: { from: '2026-10-05', to: '2026-10-25' },
  options,
  throughput: WEEKS.map((weekStart, index) => ({ weekStart, completed: [3, 5, 2][index] ?? 0 })),
  createdVsCompleted: WEEKS.map((weekStart) => ({ weekStart, created: 4, completed: 3 })),
  cumulativeFlow: WEEKS.map((date) => ({ date, todo: 3, 'in-progress': 2, review: 1, done: 6 })),
  burn: null,
  cycleTime: { medianDays: 2.5, p85Days: 6, count: 10 },
  leadTime: { medianDays: 7, p85Days: 12.4, count: 10 },
  workload: [{ userId: 'u1', name: 'Jordan Lee', open: 4, overdue: 1 }],
  overdueAgeing: [
    { bucket: '1–7 days', count: 1 },
    { bucket: '8–14 days', count: 0 },
    { bucket: '15–30 days', count: 0 },
    { bucket: 'Over 30 days', count: 0 },
  ],
});
const ALL_OPTIONS: Analytics['options'] = {
  projects: [{ _id: WEBSITE, title: 'Website relaunch' }],
  departments: [
    { _id: ENG, name: 'Engineering' },
    { _id: PLATFORM, name: 'Platform' },
    { _id: '64b7f0c2a1b2c3d4e5f60003', name: 'Marketing' },
  ],
  teams: [],
};
const ORGANIZATION = {
  _id: ORG,
  name: 'Acme',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'pro',
};
const BILLING = {
  organizationId: ORG,
  plan: 'pro',
  effectivePlan: 'pro',
  trialEndsAt: null,
  trialActive: false,
  seats: { used: 3, pending: 0, limit: 25 },
  details: { billingEmail: null, address: null, taxId: null },
  subscription: null,
  invoices: [],
};

function signIn(overrides: Partial<User>, data: Analytics, seen: URLSearchParams[] = []) {
  storeToken(fakeToken());
  return mockNetwork({
    ...currentUserHandler(makeUser({ accountType: 'organization', organizationId: ORG, ...overrides })),
    'GET /api/v1/organizations/current': () => Response.json({ success: true, data: ORGANIZATION }),
    [`GET /api/v1/organizations/${ORG}/billing`]: () => Response.json({ success: true, data: BILLING }),
    'GET /api/v1/analytics': (request) => {
      seen.push(new URL(request.url).searchParams);
      return Response.json({ success: true, data });
    },
    'GET /api/v1/analytics/export': (request) => {
      seen.push(new URL(request.url).searchParams);
      return new Response('xlsx', {
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
  });
}

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/reports and /org/analytics', () => {
  it('shows an admin the throughput, cycle time and tables, keeps filters in the URL and exports', async () => {
    const seen: URLSearchParams[] = [];
    signIn(
      { role: 'admin', orgRole: 'org_admin', isOrgAdmin: true },
      answer(ALL_OPTIONS, 'organization'),
      seen,
    );
    const saved = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved(blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/reports');

    expect(await screen.findByRole('heading', { name: 'Reports & Analytics', level: 1 })).toBeVisible();
    expect(await screen.findByText('10 tasks completed')).toBeVisible();
    expect(screen.getByText('All of Acme · Oct 5, 2026 – Oct 25, 2026')).toBeVisible();
    const times = screen.getByRole('list', { name: 'Cycle time and lead time' });
    expect(within(times).getByText('2.5 days')).toBeVisible();

    const throughput = screen.getByRole('figure', { name: 'Throughput per week' });
    await userEvent.click(within(throughput).getByRole('switch', { name: 'View as table' }));
    expect(within(throughput).getByRole('row', { name: 'Oct 12, 2026 5' })).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Website relaunch' }));
    await waitFor(() => expect(seen.at(-1)?.get('projectId')).toBe(WEBSITE));
    // The default range stays the server's: picking a project does not pin the dates.
    expect(seen.at(-1)?.has('from')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(seen.at(-1)?.get('format')).toBe('xlsx');
    expect(seen.at(-1)?.get('projectId')).toBe(WEBSITE);
  });

  it('offers a department manager only the departments the server answers for them', async () => {
    const mine = { ...ALL_OPTIONS, departments: ALL_OPTIONS.departments.slice(0, 2) };
    signIn({ orgRole: 'dept_manager', isDeptManager: true }, answer(mine, 'departments'));
    renderApp('/org/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    expect(await screen.findByText(/^Your departments/)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All departments', 'Engineering', 'Platform']);
  });

  it('keeps a plain member out of both screens', async () => {
    signIn({ orgRole: 'member' }, answer(ALL_OPTIONS, 'organization'));
    renderApp('/org/analytics');
    expect(await screen.findByRole('heading', { name: 'Access Restricted', level: 2 })).toBeVisible();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
