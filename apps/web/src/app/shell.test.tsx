import type { User } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  storedToken,
  storeToken,
} from '../testing/network';
import { renderApp } from '../testing/renderApp';

const WORKSPACE = [
  'Dashboard',
  'My Projects',
  'Create Project',
  'My Tasks',
  'Calendar',
  'Timeline',
  'Quick Todo',
];
const ORGANIZATION = ['Organization', 'Departments', 'Invite Users', 'Organization Settings'];
const ADMIN = ['System Users', 'Reports & Analytics', 'Finance Management'];
const FOOTER = ['My Profile'];

function signIn(user: User) {
  storeToken(fakeToken());
  mockNetwork(currentUserHandler(user));
}

async function sidebarEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  // The entries are the links in the landmark's lists (the brand link home sits above them).
  return within(nav)
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'))
    .map((link) => link.textContent ?? '');
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

describe('the main layout shell', () => {
  it('shows an individual user the workspace entries and My Profile', async () => {
    signIn(makeUser());
    renderApp('/dashboard');
    expect(await sidebarEntries()).toEqual([...WORKSPACE, ...FOOTER]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('shows an organization admin the organization entries too', async () => {
    signIn(
      makeUser({ accountType: 'organization', organizationId: '64b7f0c2a1b2c3d4e5f60799', orgRole: 'owner' }),
    );
    renderApp('/dashboard');
    expect(await sidebarEntries()).toEqual([...WORKSPACE, ...ORGANIZATION, ...FOOTER]);
  });

  it("shows an admin the admin entries and the 'Admin' badge", async () => {
    signIn(makeUser({ role: 'admin', name: 'Arjun Mehta' }));
    renderApp('/users');
    expect(await sidebarEntries()).toEqual([...WORKSPACE, ...ADMIN, ...FOOTER]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'System Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Admin')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'System Users' })).toBeVisible();
  });

  // The header's greeting and New Project link depend on how far the page's own header has loaded (at once when
  // another file of the worker has loaded the screen): the Header story proves both.
  it('links the logo to /home and names the signed-in user', async () => {
    signIn(makeUser());
    renderApp('/tasks');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByRole('link', { name: 'TaskFlow' })).toHaveAttribute('href', '/home');
    expect(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' })).toBeVisible();
  });

  it('collapses and expands the sidebar from its handle', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav).queryByText('My Tasks')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/tasks');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByText('My Tasks')).toBeVisible();
  });

  it('opens an empty notification panel from the bell', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('signs out from the user menu and returns to the login screen', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('priya@example.com')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storedToken()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  it('leads a platform admin without an organization to his pages from the account menu', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ name: 'Sam Rivera', role: 'admin', platformRole: 'super_admin' }));
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Sam Rivera' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'System Test Suite' })).toHaveAttribute(
      'href',
      '/org/test-suite',
    );
    expect(within(menu).getByRole('menuitem', { name: 'System Users' })).toHaveAttribute('href', '/users');
    await user.click(within(menu).getByRole('menuitem', { name: 'Platform Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/admin'));
  });
});
