import type { Task } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockNetwork, storeToken } from '../../testing/network';
import { CORE_TEAM_ID, organizationHandlers } from '../../testing/organization';
import { renderApp } from '../../testing/renderApp';

const TASK: Task = {
  _id: '64b7f0c2a1b2c3d4e5f60a01',
  title: 'Migrate the build',
  status: 'in-progress',
  priority: 'high',
  projectId: '64b7f0c2a1b2c3d4e5f60901',
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

describe("the organization's tasks (/org/tasks)", () => {
  it('reads the team filter from the URL, sends it, and clears it', async () => {
    storeToken(fakeToken());
    const asked: URLSearchParams[] = [];
    mockNetwork({
      ...organizationHandlers(),
      'GET /api/v1/tasks': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return Response.json({
          success: true,
          data: [TASK],
          pagination: { page: 1, limit: 10, total: 1, pages: 1 },
        });
      },
    });
    const { router } = renderApp(`/org/tasks?teamId=${CORE_TEAM_ID}`);
    const link = await screen.findByRole('link', { name: 'Migrate the build' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/tasks/${TASK._id}`);
    expect(asked[0]?.get('teamId')).toBe(CORE_TEAM_ID);
    const bar = within(screen.getByRole('search', { name: 'Filter tasks' }));
    await waitFor(() => expect(bar.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Core'));

    await userEvent.setup().click(bar.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(asked.at(-1)?.has('teamId')).toBe(false));
  });
});
