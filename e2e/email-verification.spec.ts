import { expect, test } from '@playwright/test';
import { registerIndividual, uniqueEmail } from './support/auth';
import { linkIn, waitForMail } from './support/mail';

// Spec 2.5 with a proven address: registering on an organization's domain (the seeded Acme Corporation owns
// acme.example) says to check the email; the account joins only through the mailed link.
const PASSWORD = 'correct horse battery';

test('an address on an organization domain joins it through the mailed link, once', async ({ page }) => {
  const email = uniqueEmail('newcomer', 'acme.example');
  await registerIndividual(page, 'Nia Newcomer', email, PASSWORD);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `To join Acme Corporation` })).toBeVisible();
  // Until the link is followed the account is an individual one: it cannot open an Acme project list.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const before = await page.request.get('/api/v1/organizations/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(404);

  const link = new URL(linkIn(await waitForMail(email), '/auth/verify-email/'));
  await page.getByRole('button', { name: 'Continue to TaskFlow' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('you are now a member of Acme Corporation')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to TaskFlow' }).click();
  await expect(page).toHaveURL(/\/org\/dashboard$/);

  // A link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('invalid, has expired or has already been used');
});
