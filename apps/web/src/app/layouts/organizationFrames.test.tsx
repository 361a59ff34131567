import type { User } from '@app/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG_ID = '64b7f0c2a1b2c3d4e5f60799';
const ORG_NAV = 'Organization navigation';

function signIn(overrides: Partial<User>) {
  storeToken(fakeToken());
  mockNetwork(
    currentUserHandler(makeUser({ accountType: 'organization', organizationId: ORG_ID, ...overrides })),
  );
}

async function navLabels(name: string): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'))
    .map((link) => link.textContent ?? '');
}

/** A phone: MUI's `down('md')` queries match, every other media query does not. */
function usePhoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

// The shell renders a large tree; role queries over it are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Spec 2.4 labels in spec order, filtered by the rules of 6.3.
const EVERYONE = ['Dashboard', 'Projects', 'Tasks', 'Teams'];

describe('the /org frame: the organization navigation in place of the main sidebar (spec 2.4, 6.3)', () => {
  it.each([
    [
      'an organization admin',
      { orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' },
      [
        ...EVERYONE,
        'Departments',
        'Users',
        'Analytics',
        'Organization Settings',
        'Security & Compliance',
        'Billing & Subscription',
        'System Test Suite',
      ],
    ],
    [
      'a department manager',
      { orgRole: 'dept_manager', isDeptManager: true },
      [...EVERYONE, 'Departments', 'Users', 'Analytics'],
    ],
    ['a member', { orgRole: 'member' }, EVERYONE],
    [
      'an enterprise admin',
      { orgRole: 'enterprise_admin' },
      [...EVERYONE, 'Analytics', 'Multi-organization dashboard'],
    ],
    [
      'a platform admin',
      { orgRole: 'member', platformRole: 'platform_admin' },
      [...EVERYONE, 'Platform Admin', 'System Test Suite'],
    ],
  ] as const)('shows %s their items, the current one marked', async (_who, roles, expected) => {
    signIn(roles as Partial<User>);
    renderApp('/org/dashboard');
    expect(await navLabels(ORG_NAV)).toEqual(expected);
    const nav = screen.getByRole('navigation', { name: ORG_NAV });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/org/teams');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it("keeps the shell header: the page's PageHeader title is the header's h1 and the tab's", async () => {
    signIn({ orgRole: 'member' });
    renderApp('/org/teams');
    const heading = await within(await screen.findByRole('banner')).findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).not.toMatch(/^Welcome back/));
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | TaskFlow`));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: ORG_NAV });
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the main sidebar back outside the organization area', async () => {
    signIn({ orgRole: 'member' });
    const { router } = renderApp('/org/tasks');
    await screen.findByRole('navigation', { name: ORG_NAV });
    await act(() => router.navigate('/tasks'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: ORG_NAV })).not.toBeInTheDocument();
  });

  it('on a phone opens as a drawer from the menu button, takes focus, and closes on navigation', async () => {
    usePhoneViewport();
    const user = userEvent.setup();
    signIn({ orgRole: 'org_admin', isOrgAdmin: true });
    const { router } = renderApp('/org/dashboard');
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: ORG_NAV })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const nav = await screen.findByRole('navigation', { name: ORG_NAV });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The drawer is modal: focus moves into it, and the page behind is hidden from assistive technology.
    await waitFor(() => expect(screen.getByRole('presentation').contains(document.activeElement)).toBe(true));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Departments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/departments'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: ORG_NAV })).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});

describe('the /organization frame: the alternative organization layout (spec 2.3)', () => {
  it('shows an organization admin every menu link, both quick actions and the page title', async () => {
    signIn({ orgRole: 'org_admin', isOrgAdmin: true, role: 'admin' });
    renderApp('/organization');
    const menu = await screen.findByRole('navigation', { name: 'Organization menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/organization',
      '/projects',
      '/organization/departments',
      '/organization/users',
      '/organization/analytics',
      '/organization/reports',
      '/organization/billing',
      '/organization/settings',
    ]);
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/projects/create', '/organization/invite']);
    // The page's PageHeader is the page's h1 and the tab's title in this frame too.
    const heading = await within(screen.getByRole('main')).findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | TaskFlow`));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('hides from a member what the menu permissions refuse, and the route refuses it too', async () => {
    signIn({ orgRole: 'member' });
    const { router } = renderApp('/organization');
    const menu = await screen.findByRole('navigation', { name: 'Organization menu' });
    expect(within(menu).queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/projects/create');
    await act(() => router.navigate('/organization/invite'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
  });

  it('signs out from the top bar to /auth/login', async () => {
    const user = userEvent.setup();
    signIn({ orgRole: 'member' });
    const { router } = renderApp('/organization');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe("both organization frames name the member's organization", () => {
  it('under the user in the /org navigation and under the product name on /organization', async () => {
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler(
        makeUser({ accountType: 'organization', organizationId: ORG_ID, orgRole: 'member' }),
      ),
      'GET /api/v1/organizations/current': () =>
        Response.json({
          success: true,
          data: {
            _id: ORG_ID,
            name: 'Acme Corporation',
            domain: 'acme.example',
            isActive: true,
            subscriptionTier: 'enterprise',
          },
        }),
    });
    const { router } = renderApp('/org/teams');
    const nav = await screen.findByRole('navigation', { name: ORG_NAV });
    expect(await within(nav).findByText('Acme Corporation')).toBeVisible();
    await act(() => router.navigate('/organization/users'));
    const top = await screen.findByRole('banner');
    expect(await within(top).findByText('Acme Corporation')).toBeVisible();
  });
});
