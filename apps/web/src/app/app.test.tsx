import { screen, waitFor, within } from '@testing-library/react';
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

const LANDING_HEADLINE = 'Plan, track and deliver every project in one place';

async function expectLocation(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

beforeEach(() => {
  window.localStorage.clear();
  // Any request a test does not expect fails it.
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed-out visitors', () => {
  it('land on /home with the landing page from /', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    const hero = screen.getByRole('region', { name: LANDING_HEADLINE });
    expect(within(hero).getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    expect(within(hero).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    // The title is set in a passive effect, which may run just after the visible DOM.
    await waitFor(() => expect(document.title).toMatch(/^TaskFlow/));
  });

  it('are sent from an unknown path to /home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('are sent from a signed-in screen to the login screen', async () => {
    const { router } = renderApp('/projects');
    await expectLocation(router, '/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  it('are sent from the organization area to the login screen', async () => {
    const { router } = renderApp('/org');
    await expectLocation(router, '/auth/login');
  });

  it('reach the auth screens, with the wider card for the registration choice', async () => {
    renderApp('/auth/register-options');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByText('Most Popular')).toBeVisible();
  });

  it('follow older links to their current path, keeping the query', async () => {
    const { router } = renderApp('/login?error=expired');
    await expectLocation(router, '/auth/login');
    expect(router.state.location.search).toBe('?error=expired');
  });

  it('navigate from the landing page through the app bar without a reload', async () => {
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: LANDING_HEADLINE });
    within(screen.getByRole('banner')).getByRole('link', { name: 'Get started' }).click();
    await expectLocation(router, '/auth/register-options');
  });
});

describe('legal pages', () => {
  it('/privacy shows the privacy policy with its sections and storage keys', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Information we collect' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Cloud-drive integration' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies and local storage' })).toBeVisible();
    const storage = screen.getByRole('region', { name: 'Cookies and local storage' });
    for (const key of ['token', 'darkMode', 'userTheme', 'selectedCurrency', 'exchangeRates']) {
      expect(within(storage).getByText(key)).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights and choices' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
    // The text's addresses, figures and links come from the product's constants (content/legal/values.ts).
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getAllByRole('link', { name: 'privacy@taskflow.app' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@taskflow.app',
    );
    const changes = screen.getByRole('region', { name: 'Changes to this policy' });
    expect(within(changes).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('main')).toHaveTextContent(/which expires after 8 hours/);
    // The title is set in a passive effect, which may run just after the visible DOM.
    await waitFor(() => expect(document.title).toBe('Privacy Policy | TaskFlow'));
  });

  it('/terms says the product integrates with a cloud drive and users must be at least 13', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/integrates with a third-party cloud-drive service/);
    expect(main).toHaveTextContent(/at least 13 years old/);
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    // The title is set in a passive effect, which may run just after the visible DOM.
    await waitFor(() => expect(document.title).toBe('Terms of Service | TaskFlow'));
  });
});

describe('signed-in users', () => {
  it('go from / to /dashboard', async () => {
    storeToken(fakeToken());
    mockNetwork(currentUserHandler(makeUser()));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('with an organization account go from / to /org/dashboard', async () => {
    storeToken(fakeToken());
    mockNetwork(currentUserHandler(makeUser({ accountType: 'organization', orgRole: 'org_admin' })));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/org/dashboard');
  });

  it('with an organization account go from /org to /org/dashboard', async () => {
    storeToken(fakeToken());
    mockNetwork(currentUserHandler(makeUser({ accountType: 'organization' })));
    const { router } = renderApp('/org');
    await expectLocation(router, '/org/dashboard');
  });

  it('with an individual account are kept out of the organization area', async () => {
    storeToken(fakeToken());
    mockNetwork(currentUserHandler(makeUser()));
    const { router } = renderApp('/org/settings');
    await expectLocation(router, '/dashboard');
  });

  it('visiting an auth screen go on to /dashboard', async () => {
    storeToken(fakeToken());
    mockNetwork(currentUserHandler(makeUser()));
    const { router } = renderApp('/auth/login');
    await expectLocation(router, '/dashboard');
  });

  it('reach a project by its id', async () => {
    storeToken(fakeToken());
    const id = '64b7f0c2a1b2c3d4e5f60718';
    const user = makeUser();
    const now = new Date().toISOString();
    mockNetwork({
      ...currentUserHandler(user),
      [`GET /api/v1/projects/${id}`]: () =>
        Response.json({
          success: true,
          data: {
            _id: id,
            title: 'Apollo launch',
            status: 'active',
            priority: 'high',
            progress: 40,
            members: [],
            teamSize: 1,
            taskCounts: { total: 5, done: 2, overdue: 0 },
            myRole: 'owner',
            createdAt: now,
            updatedAt: now,
          },
        }),
    });
    renderApp(`/projects/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apollo launch' })).toBeVisible();
  });

  it('send their token to the current-user call', async () => {
    const token = fakeToken();
    storeToken(token);
    const requests = mockNetwork(currentUserHandler(makeUser()));
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/v1/auth/me');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});

describe('the session', () => {
  it('removes an expired token without calling the server', async () => {
    storeToken(fakeToken(-60));
    const requests = mockNetwork();
    const { router } = renderApp('/dashboard');
    await expectLocation(router, '/auth/login');
    expect(storedToken()).toBeNull();
    expect(requests).toEqual([]);
  });

  it('removes a token the server refuses', async () => {
    storeToken(fakeToken());
    mockNetwork({
      'GET /api/v1/auth/me': () =>
        Response.json({ success: false, error: 'Not authorized' }, { status: 401 }),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(storedToken()).toBeNull();
  });

  it('removes the token when the server cannot be reached', async () => {
    storeToken(fakeToken());
    mockNetwork({
      'GET /api/v1/auth/me': () => Response.error(),
    });
    const { router } = renderApp('/tasks');
    await expectLocation(router, '/auth/login');
    expect(storedToken()).toBeNull();
  });
});

describe('start-up', () => {
  it('shows a full-page spinner before the first screen', async () => {
    // The second counts from the page's start (performance.now()): here, from now on.
    renderApp('/home', { startupDelayMs: performance.now() + 200 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  });
});
