import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, passwordInput, textField, uniqueEmail } from './support/auth';
import { linkIn, waitForMail } from './support/mail';

// Issue 17, organization invitations: the demo organization's admin invites a new person through the API, the
// mail arrives on the loopback SMTP server, and the invitee registers on the link's screen with the invited
// address fixed, landing in the organization's area. The link works once.
const DEMO_PASSWORD = 'demo1234';
const PASSWORD = 'correct horse battery';

test('an invited person registers with the read-only email and lands in the organization', async ({
  page,
  browser,
}) => {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'olivia@acme.example', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const email = uniqueEmail('invitee', 'invited.test');
  const invite = await page.request.post('/api/v1/organizations/invite', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role: 'member' },
  });
  expect(invite.status(), await invite.text()).toBe(201);

  const link = new URL(linkIn(await waitForMail(email), '/auth/join/'));
  // The answer to the admin never carried the link's secret.
  expect(await invite.text()).not.toContain(link.pathname.split('/').pop() as string);

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link.pathname);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join Acme Corporation' })).toBeVisible();
  await expect(invitee.getByText('You are invited as Member.')).toBeVisible();
  const emailField = textField(invitee, 'Email address');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(invitee);

  await textField(invitee, 'Full name').fill('Ines Invitee');
  await passwordInput(invitee, 'Password').fill(PASSWORD);
  await passwordInput(invitee, 'Confirm password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(invitee).toHaveURL(/\/org\/dashboard$/);

  // A member of Acme now, signed in as the invited address.
  const sessionToken = await invitee.evaluate(() => window.localStorage.getItem('token'));
  const me = await invitee.request.get('/api/v1/organizations/current', {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { name: string } }).data.name).toBe('Acme Corporation');

  // The link works once.
  await context.clearCookies();
  await invitee.evaluate(() => window.localStorage.clear());
  await invitee.goto(link.pathname);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible();
  await expect(invitee.getByRole('alert')).toContainText('already been used');
  await context.close();
});
