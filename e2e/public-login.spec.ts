import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/auth';
import { allow } from './support/timing';

// Spec 2.9: the emergency sign-in (/public-login) works when the application's own code does not load.
// The main bundle's scripts are blocked; the person signs in there, lands on their dashboard URL signed in (the
// token where the app keeps it, the fingerprint cookie set), and once the bundle loads again the dashboard shows.
const DEMO_PASSWORD = 'demo1234';
const ORG_ADMIN = 'olivia@acme.example';

test.describe('Emergency sign-in', () => {
  test('signs in with the main bundle blocked and opens the dashboard once it loads', async ({ page }) => {
    const blocked: string[] = [];
    await page.route('**/assets/*.js', (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    const response = await page.goto('/public-login');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency sign-in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectNoAxeViolations(page);

    // A wrong password: the server's text, announced.
    await page.getByLabel('Email').fill(ORG_ADMIN);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again');

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/org/dashboard');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    // The app's own code never ran: its scripts were refused, and the page says nothing of the app. The page asks
    // for them after its first frame (apps/web/scripts/postbuild.mjs), which may come after the load event.
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);

    // The session is real: the API takes the token with this browser's cookie.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const me = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(ORG_ADMIN);

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: allow(15_000) });
    await expect(page).toHaveURL(/\/org\/dashboard$/);
    await expect(page.getByRole('button', { name: /Olivia Chen|account menu/i }).first()).toBeVisible();
  });

  test('works on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/public-login');
    const form = page.getByRole('form', { name: 'Emergency sign-in' });
    await expect(form).toBeVisible();
    const box = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
