import type { Project } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockNetwork, storeToken } from '../testing/network';
import { ENGINEERING_ID, organizationHandlers } from '../testing/organization';
import { renderApp } from '../testing/renderApp';

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
});
