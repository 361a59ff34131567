import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  E2E_PASSWORD as PASSWORD,
  passwordInput,
  signIn,
  signOut,
  signUpThroughApi,
  textField,
} from './support/auth';

// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('profile', () => {
  test('change the name and the picture', async ({ page }) => {
    await signUpThroughApi(page, 'Pat Profile');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('img', { name: "Pat Profile's initial" })).toHaveText('P');
    await expectNoAxeViolations(page);

    await textField(page, 'Full name').fill('Patricia Profile');
    await textField(page, 'Job title').fill('Head of Gardens');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Patricia Profile' })).toBeVisible();

    // A file that is not an image is refused before anything is sent.
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();

    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByText('Profile picture updated')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Profile picture of Patricia Profile' });
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/users\/[0-9a-f]{24}\/avatar/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);

    await page.reload();
    await expect(textField(page, 'Full name')).toHaveValue('Patricia Profile');
    await expect(textField(page, 'Job title')).toHaveValue('Head of Gardens');
    await expect(page.getByRole('img', { name: 'Profile picture of Patricia Profile' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByRole('img', { name: "Patricia Profile's initial" })).toHaveText('P');
  });

  test('change the password, then sign in with the new one', async ({ page }) => {
    const email = await signUpThroughApi(page, 'Paula Password');
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await passwordInput(page, 'Current password').fill('not my password');
    await passwordInput(page, 'New password').fill('brand new secret');
    await passwordInput(page, 'Confirm new password').fill('brand new secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toBeVisible();

    await passwordInput(page, 'Current password').fill(PASSWORD);
    await passwordInput(page, 'New password').fill('brand new secret');
    await passwordInput(page, 'Confirm new password').fill('brand new secre');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await passwordInput(page, 'Confirm new password').fill('brand new secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    // This session stays signed in with the new token.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    await signOut(page);
    // The old password no longer works; the new one does.
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    await signIn(page, email, 'brand new secret');
    await expect(page.getByRole('button', { name: 'Account menu for Paula Password' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth\//);
  });

  test('delete the account with the password', async ({ page }) => {
    const email = await signUpThroughApi(page, 'Dee Delete');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await passwordInput(page, 'Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await passwordInput(page, 'Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test.describe('settings', () => {
  test('dark mode, currency and notifications persist', async ({ page }) => {
    await signUpThroughApi(page, 'Sam Settings');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Dark mode: applied at once, kept under darkMode, still on after a reload.
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await expect(dark).not.toBeChecked();
    await dark.check();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('dark');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).colorScheme))
      .toContain('dark');
    await expectNoAxeViolations(page);

    // Currency: the preview converts the sample amount; the choice survives a reload and reaches budgets.
    await expect(page.getByText('$1,234.56')).toBeVisible();
    await page.getByRole('group', { name: 'Display currency' }).getByRole('button', { name: 'INR' }).click();
    await expect(page.getByText('₹1,02,654')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Display currency' }).getByRole('button', { name: 'INR' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('selectedCurrency'))).toContain('INR');

    await page.evaluate(async () => {
      const response = await fetch('/api/v1/projects', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ title: 'Budgeted', budget: 1000 }),
      });
      if (!response.ok) throw new Error(`Project not created: ${response.status}`);
    });
    await page.goto('/projects');
    await expect(page.getByRole('list', { name: 'Projects' })).toContainText('₹83,150');

    // Notifications: saved to the profile.
    await page.goto('/settings');
    const joined = page.getByRole('switch', { name: 'Someone joins one of my projects' });
    await expect(joined).toBeChecked();
    await joined.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Someone joins one of my projects' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'A task is assigned to me' })).toBeChecked();
  });
});
