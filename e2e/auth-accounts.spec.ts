import { expect, test } from '@playwright/test';
import {
  openApp,
  passwordInput,
  registerIndividual,
  signIn,
  signOut,
  textField,
  uniqueDomain,
  uniqueEmail,
} from './support/auth';

const PASSWORD = 'correct horse battery';

test.describe('accounts', () => {
  test('register an individual, sign out, sign in again', async ({ page }) => {
    const email = uniqueEmail('individual');
    await registerIndividual(page, 'Ivy Individual', email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu for Ivy Individual' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

    await signOut(page);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // Signed out means signed out: the app's pages send the visitor to the login screen.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signIn(page, email.toUpperCase(), PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu for Ivy Individual' })).toBeVisible();

    // A signed-in visitor of an auth screen goes on to the dashboard.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('register an organization through both wizard steps and land in the organization area', async ({
    page,
  }) => {
    const domain = uniqueDomain('acme');
    await openApp(page, '/auth/register-options');
    await expect(page.getByText('Most Popular')).toBeVisible();
    await page.getByRole('link', { name: 'Organization', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/register-organization$/);

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await textField(page, 'Company name').fill('Acme Rockets');
    await textField(page, 'Company domain').fill(domain);
    await expect(page.getByText('Domain is available')).toBeVisible();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Admin account' })).toBeVisible();
    await textField(page, 'Admin name').fill('Ada Admin');
    await expect(textField(page, 'Admin work email')).toHaveValue(`ada.admin@${domain}`);
    await textField(page, 'Job title').fill('CTO');
    await passwordInput(page, 'Password').fill(PASSWORD);
    await passwordInput(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create organization' }).click();

    await expect(page).toHaveURL(/\/organization$/);
    // The alternative organization layout (spec 2.3): its top bar signs out with 'Sign Out'.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // The domain is now taken: the check says so and offers free alternatives.
    await openApp(page, '/auth/register-organization');
    await textField(page, 'Company domain').fill(domain);
    await expect(page.getByText('An organization with this domain is already registered')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Use / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // An individual on the organization's domain is told they will join it.
    await openApp(page, '/auth/register');
    await textField(page, 'Email address').fill(`new.member@${domain}`);
    await expect(page.getByText('You will join Acme Rockets')).toBeVisible();

    // The admin signs in again and starts in the organization area.
    await signIn(page, `ada.admin@${domain}`, PASSWORD);
    await expect(page).toHaveURL(/\/org\/dashboard$/);
  });
});
