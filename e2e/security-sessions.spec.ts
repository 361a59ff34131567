import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';

// Sessions: the member sees where they are signed in on /profile; the organization's admin, in
// another browser, signs them out everywhere from /org/users, and the member's very next action fails: they
// land on the sign-in page.
const DEMO_PASSWORD = 'demo1234';

test("a member's session ended by the admin stops working at once", async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInThroughApi(member, 'jordan@acme.example', DEMO_PASSWORD, '/profile');
  const sessions = member.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expectNoAxeViolations(member);
  const token = (await member.evaluate(() => window.localStorage.getItem('token'))) as string;
  // The member's browser (its fingerprint cookie) with its token: accepted before the admin acts.
  const me = () => member.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/users');
  await page.getByRole('button', { name: 'Sign Jordan Lee out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign Jordan Lee out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out everywhere')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The member's next action: the server refuses the ended session and the app goes to the sign-in page.
  await member.getByRole('link', { name: 'My Tasks' }).first().click();
  await expect(member).toHaveURL(/\/auth\/login/);
  expect((await me()).status()).toBe(401);
  await memberContext.close();
});
