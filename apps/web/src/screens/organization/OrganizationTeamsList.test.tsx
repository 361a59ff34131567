import { ORG_STRUCTURE_TEXTS, type User } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG = '64b7f0c2a1b2c3d4e5f60799';
const ENG = '64b7f0c2a1b2c3d4e5f60001';
const PLATFORM = '64b7f0c2a1b2c3d4e5f60002';
const MARKETING = '64b7f0c2a1b2c3d4e5f60003';
const DANA = '64b7f0c2a1b2c3d4e5f60102';

const dana = { _id: DANA, name: 'Dana', email: 'dana@acme.example' };
const department = (_id: string, name: string, parentId: string | null, managers = [] as object[]) => ({
  _id,
  organizationId: ORG,
  parentId,
  name,
  description: null,
  managers,
  memberCount: 2,
  teamCount: 1,
  projectCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  children: [] as object[],
});
const TREE = [
  { ...department(ENG, 'Engineering', null, [dana]), children: [department(PLATFORM, 'Platform', ENG)] },
  department(MARKETING, 'Marketing', null),
];
const team = (id: string, name: string, departmentId: string | null) => ({
  _id: id,
  organizationId: ORG,
  departmentId,
  name,
  description: null,
  lead: dana,
  members: [dana],
  createdAt: '2026-01-01T00:00:00.000Z',
});
const TEAMS = [
  team('64b7f0c2a1b2c3d4e5f60201', 'Core Platform', PLATFORM),
  team('64b7f0c2a1b2c3d4e5f60202', 'Growth', MARKETING),
];

const ORGANIZATION = {
  _id: ORG,
  name: 'Acme',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'enterprise',
  trialEndsAt: null,
};

const billingOf = (organization: object) => {
  const { subscriptionTier, trialEndsAt } = organization as {
    subscriptionTier: string;
    trialEndsAt: string | null;
  };
  return {
    organizationId: ORG,
    plan: subscriptionTier,
    effectivePlan: subscriptionTier,
    trialEndsAt,
    trialActive: false,
    seats: { used: 3, pending: 0, limit: 5 },
    details: { billingEmail: null, address: null, taxId: null },
    subscription: null,
    invoices: [],
  };
};

function signIn(overrides: Partial<User>, organization: object = ORGANIZATION) {
  storeToken(fakeToken());
  return mockNetwork({
    ...currentUserHandler(makeUser({ accountType: 'organization', organizationId: ORG, ...overrides })),
    'GET /api/v1/organizations/current': () => Response.json({ success: true, data: organization }),
    [`GET /api/v1/organizations/${ORG}/billing`]: () =>
      Response.json({ success: true, data: billingOf(organization) }),
    [`GET /api/v1/organizations/${ORG}/departments`]: () => Response.json({ success: true, data: TREE }),
    [`GET /api/v1/organizations/${ORG}/users`]: () =>
      Response.json({ success: true, data: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } }),
    [`GET /api/v1/organizations/${ORG}/teams`]: (request) => {
      const departmentId = new URL(request.url).searchParams.get('departmentId');
      const data = TEAMS.filter((item) => !departmentId || item.departmentId === departmentId);
      return Response.json({
        success: true,
        data,
        pagination: { page: 1, limit: 12, total: data.length, pages: 1 },
      });
    },
  });
}

function editButtons(): string[] {
  return screen
    .queryAllByRole('button', { name: /^Edit / })
    .map((button) => button.getAttribute('aria-label') ?? '');
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

describe('/org/teams: the actions follow the policy', () => {
  it('lets an organization admin create, edit and delete every team', async () => {
    signIn({ orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' });
    renderApp('/org/teams');
    expect(await screen.findByRole('heading', { name: 'Growth' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ORG_STRUCTURE_TEXTS.newTeam })).toBeInTheDocument();
    expect(editButtons()).toEqual(['Edit Core Platform', 'Edit Growth']);
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
  });

  it('lets a department manager change the teams of their departments only, and create in them', async () => {
    signIn({ _id: DANA, orgRole: 'dept_manager', isDeptManager: true });
    renderApp('/org/teams');
    expect(await screen.findByRole('heading', { name: 'Growth' }, { timeout: 10_000 })).toBeInTheDocument();
    // Known once the department tree has come: Dana manages Engineering.
    await waitFor(() => expect(editButtons()).toEqual(['Edit Core Platform']));
    await userEvent.click(screen.getByRole('button', { name: ORG_STRUCTURE_TEXTS.newTeam }));
    const dialog = await screen.findByRole('dialog', { name: ORG_STRUCTURE_TEXTS.createTeamTitle });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Engineering', 'Engineering / Platform']);
  });

  it('shows a member the teams read-only, filtered by department, without loading the member list', async () => {
    const requests = signIn({ orgRole: 'member' });
    renderApp('/org/teams');
    expect(await screen.findByRole('heading', { name: 'Growth' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORG_STRUCTURE_TEXTS.newTeam })).not.toBeInTheDocument();
    expect(editButtons()).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Core Platform' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Growth' })).toBeInTheDocument();
    const calls = requests.map((request) => request.url);
    expect(calls.some((url) => url.includes('/users'))).toBe(false);
  });
});

describe('/org/teams: the subscription gate', () => {
  it("shows a free organization past its trial 'Upgrade Required', whose 'Upgrade Now' leads to billing", async () => {
    const requests = signIn(
      { orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' },
      { ...ORGANIZATION, subscriptionTier: 'free', trialEndsAt: '2020-01-01T00:00:00.000Z' },
    );
    renderApp('/org/teams');
    expect(await screen.findByRole('heading', { name: 'Upgrade Required', level: 2 })).toBeInTheDocument();
    const calls = requests.map((request) => request.url);
    expect(calls.some((url) => url.includes('/teams'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(
      await screen.findByRole('heading', { name: 'Change plan' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trial ended')).toBeInTheDocument();
  });

  it('opens the teams during a trial that ends in the future', async () => {
    signIn(
      { orgRole: 'member' },
      {
        ...ORGANIZATION,
        subscriptionTier: 'free',
        trialEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    );
    renderApp('/org/teams');
    expect(await screen.findByRole('heading', { name: 'Growth' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
