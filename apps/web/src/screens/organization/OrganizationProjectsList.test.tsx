import type { Project } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  organizationChoicesHandler,
  storeToken,
} from '../../testing/network';
import { ENGINEERING_ID, ORG_ID, organizationHandlers } from '../../testing/organization';
import { renderApp } from '../../testing/renderApp';

const PROJECT: Project = {
  _id: '64b7f0c2a1b2c3d4e5f60901',
  title: 'Platform rebuild',
  status: 'active',
  priority: 'high',
  progress: 40,
  teamSize: 3,
};

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the organization's projects (/org/projects)", () => {
  it('filters by department in the URL, offers that department’s teams, and leads to the project', async () => {
    storeToken(fakeToken());
    const asked: URLSearchParams[] = [];
    mockNetwork({
      ...organizationHandlers(),
      'GET /api/v1/projects': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const data =
          params.get('departmentId') === ENGINEERING_ID || !params.get('departmentId') ? [PROJECT] : [];
        return Response.json({
          success: true,
          data,
          pagination: { page: 1, limit: 12, total: data.length, pages: 1 },
        });
      },
    });
    const { router } = renderApp('/org/projects');
    const card = await screen.findByRole('link', { name: /Platform rebuild/ }, { timeout: 10_000 });
    expect(card).toHaveAttribute('href', `/projects/${PROJECT._id}`);
    const user = userEvent.setup();
    const bar = within(screen.getByRole('search', { name: 'Filter projects' }));

    await user.click(bar.getByRole('combobox', { name: 'Team' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All teams',
      'Core',
      'Growth',
    ]);
    await user.keyboard('{Escape}');

    await user.click(bar.getByRole('combobox', { name: 'Department' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All departments',
      'Engineering',
      'Engineering / Platform',
      'Marketing',
    ]);
    await user.click(screen.getByRole('option', { name: 'Engineering' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?departmentId=${ENGINEERING_ID}`));
    await waitFor(() => expect(asked.at(-1)?.get('departmentId')).toBe(ENGINEERING_ID));
    expect(asked.at(-1)?.get('limit')).toBe('12');
    await user.click(bar.getByRole('combobox', { name: 'Team' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All teams', 'Core']);
  });

  it('shows a platform admin the organization he chose, which the organization navigation keeps', async () => {
    storeToken(fakeToken());
    const organization = {
      _id: ORG_ID,
      name: 'Acme Corp',
      domain: 'acme.example',
      isActive: true,
      subscriptionTier: 'enterprise',
    };
    const asked: URLSearchParams[] = [];
    mockNetwork({
      ...organizationHandlers(),
      // A platform admin of no organization: the projects he owns are not the organization's.
      ...currentUserHandler(makeUser({ name: 'Sam Rivera', role: 'admin', platformRole: 'super_admin' })),
      ...organizationChoicesHandler([organization]),
      [`GET /api/v1/organizations/${ORG_ID}`]: () => Response.json({ success: true, data: organization }),
      [`GET /api/v1/organizations/${ORG_ID}/stats`]: () =>
        Response.json({ success: false, error: 'Not needed here' }, { status: 503 }),
      'GET /api/v1/projects': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const data = params.get('organization') === ORG_ID ? [PROJECT] : [];
        return Response.json({
          success: true,
          data,
          pagination: { page: 1, limit: 12, total: data.length, pages: 1 },
        });
      },
    });
    const { router } = renderApp('/org/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Organization' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Acme Corp' }));
    const navigation = within(screen.getByRole('navigation', { name: 'Organization navigation' }));
    // He chose once: the menu's links name the organization, and the menu names it under him.
    expect(await navigation.findByText('Acme Corp')).toBeVisible();
    await user.click(navigation.getByRole('link', { name: 'Projects' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Platform rebuild' }, { timeout: 10_000 }),
    ).toBeVisible();
    // He reads the list; the project stays its members' to open.
    expect(screen.queryByRole('link', { name: /Platform rebuild/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/org/projects');
    expect(router.state.location.search).toBe(`?organization=${ORG_ID}`);
    expect(asked.every((params) => params.get('organization') === ORG_ID)).toBe(true);
    expect(navigation.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(navigation.getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'href',
      `/org/tasks?organization=${ORG_ID}`,
    );
    // The filters read the chosen organization's departments, and clearing them keeps the organization.
    const bar = within(screen.getByRole('search', { name: 'Filter projects' }));
    await user.click(bar.getByRole('combobox', { name: 'Department' }));
    await user.click(screen.getByRole('option', { name: 'Engineering' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?organization=${ORG_ID}&departmentId=${ENGINEERING_ID}`),
    );
    await user.click(bar.getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(router.state.location.search).toBe(`?organization=${ORG_ID}`));
  });
});
