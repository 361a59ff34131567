import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../testing/network';
import { renderApp } from '../testing/renderApp';
import { securityReporter } from './securityReporter';

// Its own file: the dashboard module is replaced by one that throws while rendering.
vi.mock('../screens/work/Dashboard', () => ({
  Dashboard: () => {
    throw new Error('Cannot read the dashboard data');
  },
}));

// The shell renders a large tree; role queries over it are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  window.localStorage.clear();
  // React and the router report the caught error on the console; the test asserts what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("shows 'Something went wrong' with the error, its stack and the ways out when a screen throws", async () => {
  const user = userEvent.setup();
  storeToken(fakeToken());
  mockNetwork(currentUserHandler(makeUser()));
  renderApp('/dashboard');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 5000 }),
  ).toBeVisible();
  const main = screen.getByRole('main');
  expect(within(main).getByText('The application encountered an unexpected error')).toBeVisible();
  expect(within(main).getByText('Cannot read the dashboard data')).toBeVisible();
  expect(within(main).getByRole('link', { name: 'Go to Emergency Login' })).toHaveAttribute(
    'href',
    '/public-login',
  );
  expect(within(main).getByRole('button', { name: 'Reload Page' })).toBeVisible();

  const toggle = within(main).getByRole('button', { name: 'Show stack trace' });
  await user.click(toggle);
  expect(within(main).getByRole('button', { name: 'Hide stack trace' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(main).getByLabelText('Stack trace')).toHaveTextContent('Cannot read the dashboard data');
});

it('leaves the error screen for the next screen the user goes to', async () => {
  storeToken(fakeToken());
  mockNetwork(currentUserHandler(makeUser()));
  const { router } = renderApp('/dashboard');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 5000 }),
  ).toBeVisible();
  await act(() => router.navigate('/help'));
  await waitFor(() =>
    expect(screen.queryByRole('heading', { level: 1, name: 'Something went wrong' })).toBeNull(),
  );
  expect(router.state.location.pathname).toBe('/help');
});

it('reports the error a screen threw to the security report, with the session CSRF token', async () => {
  // The app's one reporter paces each category: the earlier tests' reports must not hold this one back.
  securityReporter.dispose();
  storeToken(fakeToken());
  const reports: { csrf: string | null; body: { category: string; data: Record<string, unknown> } }[] = [];
  mockNetwork({
    ...currentUserHandler(makeUser()),
    'GET /api/v1/security/csrf-token': () => Response.json({ success: true, data: { token: 'csrf-test' } }),
    'POST /api/v1/security/report': async (request) => {
      reports.push({ csrf: request.headers.get('X-CSRF-Token'), body: await request.json() });
      return Response.json(
        { success: true, data: { _id: '64b7f0c2a1b2c3d4e5f60719' }, message: 'Report received' },
        { status: 201 },
      );
    },
  });
  renderApp('/dashboard');
  await waitFor(() => expect(reports).toHaveLength(1), { timeout: 5000 });
  expect(reports[0]).toMatchObject({
    csrf: 'csrf-test',
    body: { category: 'render-error', data: { name: 'Error', message: 'Cannot read the dashboard data' } },
  });
});
