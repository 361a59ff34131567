import { SYSTEM_CHECKS, type SystemCheckRun, type SystemRunEvent, type User } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const RUN_ID = '64b7f0c2a1b2c3d4e5f60901';
const result = (name: (typeof SYSTEM_CHECKS)[number]['name'], label: string) => ({
  name,
  label,
  status:
    name === 'mail'
      ? ('fail' as const)
      : name === 'redis' || name === 'google'
        ? ('skip' as const)
        : ('pass' as const),
  durationMs: 9,
  message:
    name === 'mail' ? 'The SMTP server did not accept a connection: connect ECONNREFUSED' : `${label} ok`,
});
const RESULTS = SYSTEM_CHECKS.map(({ name, label }) => result(name, label));
const STORED: SystemCheckRun = {
  _id: RUN_ID,
  organizationId: null,
  runBy: '64b7f0c2a1b2c3d4e5f60718',
  runByName: 'Priya Sharma',
  status: 'failed',
  results: RESULTS,
  startedAt: '2026-11-26T09:00:00.000Z',
  finishedAt: '2026-11-26T09:00:00.250Z',
};

function ndjson(events: SystemRunEvent[]): Response {
  const body = events.map((event) => `${JSON.stringify(event)}\n`).join('');
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

function signIn(overrides: Partial<User>) {
  storeToken(fakeToken());
  let runs: SystemCheckRun[] = [];
  return mockNetwork({
    ...currentUserHandler(makeUser(overrides)),
    'GET /api/v1/system/test-runs': () =>
      Response.json({
        success: true,
        data: runs,
        pagination: { page: 1, limit: 10, total: runs.length, pages: runs.length ? 1 : 0 },
      }),
    'POST /api/v1/system/test-runs': () => {
      runs = [STORED];
      return ndjson([
        { type: 'started', runId: RUN_ID, startedAt: STORED.startedAt, checks: [...SYSTEM_CHECKS] },
        ...RESULTS.map((item) => ({ type: 'result' as const, result: item })),
        { type: 'finished', run: STORED },
      ]);
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('System Test Suite', () => {
  it('lets an individual platform admin run every check and shows each result, then the run in the history', async () => {
    signIn({ platformRole: 'super_admin', accountType: 'individual' });
    renderApp('/org/test-suite');
    expect(await screen.findByRole('heading', { name: 'System Test Suite', level: 1 })).toBeVisible();
    expect(await screen.findByText('No runs yet')).toBeVisible();
    expect(screen.getAllByText('Not run yet')).toHaveLength(SYSTEM_CHECKS.length);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Run all checks' }));
    const list = screen.getByRole('list', { name: 'Checks' });
    await waitFor(() => expect(within(list).getAllByText('Passed')).toHaveLength(5));
    expect(within(list).getByText('Failed')).toBeVisible();
    expect(within(list).getAllByText('Skipped')).toHaveLength(2);
    expect(within(list).getByText(/ECONNREFUSED/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checks finished: 5 passed, 1 failed, 2 skipped');

    const history = await screen.findByRole('table', { name: 'Run history' });
    await waitFor(() => expect(within(history).getByText('5 passed, 1 failed, 2 skipped')).toBeVisible());
    expect(within(history).getByText('Priya Sharma')).toBeVisible();
  });

  it('shows a member of an organization Access Restricted', async () => {
    signIn({ accountType: 'organization', organizationId: '64b7f0c2a1b2c3d4e5f60799', orgRole: 'member' });
    renderApp('/org/test-suite');
    expect(await screen.findByRole('heading', { name: 'Access Restricted', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Run all checks' })).not.toBeInTheDocument();
  });
});
