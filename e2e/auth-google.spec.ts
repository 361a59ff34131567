import { AUTH_MESSAGES } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { openApp, signIn, signOut, uniqueEmail } from './support/auth';
import { loopback, OIDC_TEST_PARAMS } from './support/loopback';

/** Adds the loopback provider's test parameters to the browser's visit of its authorize endpoint. */
async function atProvider(page: Page, params: Record<string, string>) {
  await page.route(`${loopback().issuer}/authorize**`, (route) => {
    const url = new URL(route.request().url());
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return route.continue({ url: url.href });
  });
}

test.describe('Google sign-in against the loopback OpenID Connect provider', () => {
  test('signs in, stores the token, opens /dashboard and keeps the token out of the address bar', async ({
    page,
  }) => {
    const email = uniqueEmail('google');
    await atProvider(page, { [OIDC_TEST_PARAMS.email]: email, [OIDC_TEST_PARAMS.name]: 'Gina Google' });
    await openApp(page, '/auth/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu for Gina Google' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    const history = await page.evaluate(() => window.location.href);
    expect(history).not.toContain('token=');

    // The account has no password: signing in with one falls back to the catalogue's login failure.
    await signOut(page);
    await signIn(page, email, 'any password at all');
    await expect(
      page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.loginFailedDetailed }),
    ).toBeVisible();
  });

  test('a refusal at the provider leads through /login to the sign-in screen with the failure message', async ({
    page,
  }) => {
    await atProvider(page, { [OIDC_TEST_PARAMS.error]: 'access_denied' });
    await openApp(page, '/auth/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?error=google$/);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.googleAuthFailed);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
