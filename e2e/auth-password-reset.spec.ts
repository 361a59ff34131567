import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@app/domain';
import { expect, test } from '@playwright/test';
import { passwordInput, registerIndividual, signIn, signOut, textField, uniqueEmail } from './support/auth';
import { linkIn, waitForMail } from './support/mail';

const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';

test('forgot password: mail on the loopback SMTP server, reset, sign in; the old token and the used link are dead', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await registerIndividual(page, 'Fran Forgetful', email, OLD_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const oldToken = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(oldToken).toBeTruthy();
  const me = () => page.request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${oldToken}` } });
  expect((await me()).status()).toBe(200);
  await signOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await textField(page, 'Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/auth\/email-sent$/);
  await expect(page.getByText(AUTH_MESSAGES.resetLinkSent)).toBeVisible();

  const mail = await waitForMail(email);
  const link = linkIn(mail, '/auth/reset-password/');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await passwordInput(page, 'New password').fill('short');
  await passwordInput(page, 'Confirm new password').fill('shorts');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(VALIDATION_MESSAGES.passwordTooShort, { exact: true })).toBeVisible();
  await expect(page.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch, { exact: true })).toBeVisible();
  await passwordInput(page, 'New password').fill(NEW_PASSWORD);
  await passwordInput(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // The reset revoked every token issued before it, on its very next request.
  expect((await me()).status()).toBe(401);

  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.incorrectPassword })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // The link worked once.
  await page.goto(link);
  await passwordInput(page, 'New password').fill('yet another password');
  await passwordInput(page, 'Confirm new password').fill('yet another password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(AUTH_MESSAGES.resetLinkExpired)).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});
