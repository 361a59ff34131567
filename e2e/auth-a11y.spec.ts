import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openApp, textField, uniqueDomain } from './support/auth';

// axe finds nothing on any auth screen, in light and dark mode.
const SCREENS = [
  { path: '/auth/login', heading: 'Sign in' },
  { path: '/auth/register-options', heading: 'Create your account' },
  { path: '/auth/register', heading: 'Create an individual account' },
  { path: '/auth/register-organization', heading: 'Register your organization' },
  { path: '/auth/forgot-password', heading: 'Forgot your password?' },
  { path: '/auth/email-sent', heading: 'Check your email' },
  { path: '/auth/reset-password/some-reset-token', heading: 'Reset your password' },
  { path: '/reset-password', heading: 'Invalid password reset link' },
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('darkMode', chosen), mode);
    });

    for (const { path, heading } of SCREENS) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('axe finds no violation on the filled wizard and its errors', async ({ page }) => {
      await openApp(page, '/auth/register-organization');
      await textField(page, 'Company domain').fill(uniqueDomain('axe'));
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Organization name is required')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe finds no violation on the login screen with its errors', async ({ page }) => {
      await openApp(page, '/auth/login?error=google');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
