import type { User } from '@app/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  organizationChoicesHandler,
  storeToken,
} from '../testing/network';
import { renderApp } from '../testing/renderApp';

const ORG_ID = '64b7f0c2a1b2c3d4e5f60799';

function signIn(user: User) {
  storeToken(fakeToken());
  mockNetwork(currentUserHandler(user));
}

// The shell renders a large tree; role queries over it are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('role routes (spec 6.5)', () => {
  it("show 'Access Denied' to a user without the admin role on /users, and 'Go Back' leaves", async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'System Users' })).not.toBeInTheDocument();
    // The title is set in a passive effect, which may run just after the visible DOM.
    await waitFor(() => expect(document.title).toBe('Access Denied | TaskFlow'));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("'Go Back' returns to the page the user came from", async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    const { router } = renderApp('/tasks');
    await screen.findByRole('heading', { level: 1, name: 'My Tasks' });
    await act(() => router.navigate('/finance'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('let an admin reach the admin screens', async () => {
    signIn(makeUser({ role: 'admin' }));
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
  });

  it('let a user create a project', async () => {
    signIn(makeUser());
    renderApp('/projects/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Create Project' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the organization area (spec 6.3)', () => {
  it("shows 'Access Restricted' with the required roles to a plain member on /org/settings", async () => {
    signIn(makeUser({ accountType: 'organization', organizationId: ORG_ID, orgRole: 'member' }));
    renderApp('/org/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
    const roles = screen.getByRole('list', { name: 'Required roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Organization Admin']);
  });

  it('lists every role that opens analytics', async () => {
    signIn(makeUser({ accountType: 'organization', organizationId: ORG_ID, orgRole: 'member' }));
    renderApp('/org/analytics');
    const roles = await screen.findByRole('list', { name: 'Required roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Organization Admin', 'Department Manager', 'Enterprise Admin']);
  });

  it('opens the guarded items to an org admin', async () => {
    signIn(makeUser({ accountType: 'organization', organizationId: ORG_ID, orgRole: 'org_admin' }));
    renderApp('/org/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Settings' })).toBeVisible();
  });

  it("keeps the platform area for platform admins: 'Access Denied' for anyone without a platform role (2.7)", async () => {
    signIn(makeUser({ role: 'admin' }));
    renderApp('/platform/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Access Restricted' })).not.toBeInTheDocument();
  });

  it('sends an individual user from the enterprise dashboard to /dashboard', async () => {
    signIn(makeUser());
    const { router } = renderApp('/enterprise/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each(['/org/security', '/org/test-suite'])(
    'sends an individual user from %s to /dashboard like every /org page (6.5, 2.7)',
    async (path) => {
      signIn(makeUser());
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(screen.queryByRole('heading', { name: 'Access Restricted' })).not.toBeInTheDocument();
    },
  );

  it('opens the System Test Suite to a platform admin without an organization', async () => {
    signIn(makeUser({ platformRole: 'platform_admin' }));
    const { router } = renderApp('/org/test-suite');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Test Suite' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/org/test-suite');
  });

  it('gives a platform admin without an organization the platform view of the organization area', async () => {
    const user = userEvent.setup();
    const organization = {
      _id: ORG_ID,
      name: 'Globex Industries',
      domain: 'globex.example',
      isActive: true,
      subscriptionTier: 'enterprise',
    };
    const asked: string[] = [];
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler(makeUser({ name: 'Sam Rivera', role: 'admin', platformRole: 'super_admin' })),
      ...organizationChoicesHandler([organization]),
      [`GET /api/v1/organizations/${ORG_ID}`]: () => Response.json({ success: true, data: organization }),
      [`GET /api/v1/organizations/${ORG_ID}/stats`]: (request) => {
        asked.push(new URL(request.url).pathname);
        return Response.json({ success: false, error: 'Stop here' }, { status: 503 });
      },
    });
    const { router } = renderApp('/org/dashboard');
    // The organization navigation, not a redirect: he picks the organization the pages are about.
    expect(await screen.findByRole('heading', { name: 'Choose an organization' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/org/dashboard');
    await user.click(await screen.findByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Globex Industries' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    expect(await screen.findByText('How Globex Industries is doing today.')).toBeVisible();
    await waitFor(() => expect(asked).toContain(`/api/v1/organizations/${ORG_ID}/stats`));
  });
});
