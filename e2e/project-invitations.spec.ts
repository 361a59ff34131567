import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  E2E_PASSWORD,
  expectNoAxeViolations,
  passwordInput,
  signUpThroughApi,
  textField,
  uniqueEmail,
} from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { allow } from './support/timing';

// Project invitations: an owner invites by email from the project's Members tab, the mail arrives on the
// loopback SMTP server, and the invited person follows the link: registering, signing in, or accepting at once
// when already signed in with the invited address; someone signed in as another person is refused and can switch.
// Declined, cancelled and spent links are refused with one text (an expired one too: the server's
// project-invitations.test.ts ages a link, and AcceptInvitation.test.tsx shows the server's refusal).

interface Api {
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  token: string;
}

/** The API as the person signed in on `page` (their stored token). */
async function apiAs(page: Page): Promise<Api> {
  const token = (await page.evaluate(() => window.localStorage.getItem('token'))) as string;
  return {
    token,
    async post<T>(path: string, data?: unknown): Promise<T> {
      const response = await page.request.post(`/api/v1/${path}`, {
        headers: { authorization: `Bearer ${token}` },
        data: data ?? {},
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

/** A fresh owner with a fresh project; returns the owner's page, API and the project. */
async function ownerWithProject(page: Page, title: string) {
  const ownerEmail = await signUpThroughApi(page, 'Olga Owner');
  const api = await apiAs(page);
  const project = await api.post<{ _id: string; title: string }>('projects', { title });
  return { ownerEmail, api, project };
}

/** Invites `email` through the API as the owner and returns the link's path and query from the mail. */
async function inviteByApi(api: Api, projectId: string, email: string, role = 'team-member', count = 1) {
  await api.post('invite/send', { projectId, email, role });
  const link = new URL(linkIn(await waitForMail(email, count), '/invite?token='));
  return `${link.pathname}${link.search}`;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the owner invites by email on the Members tab; a new person registers from the link and lands on the project', async ({
  page,
  browser,
}) => {
  const { project } = await ownerWithProject(page, 'Invitation Harbour');
  await page.goto(`/projects/${project._id}?tab=members`);
  const form = page.getByRole('form', { name: 'Invite by email' });
  const email = uniqueEmail('newcomer', 'invited.test');
  await form.getByRole('textbox', { name: /Email address/ }).fill(email);
  // The roles with their meanings; the owner may offer all three.
  await expect(form.getByRole('radio', { name: /Supervisor/ })).toBeVisible();
  await form.getByRole('radio', { name: /Team lead/ }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending project invitations' });
  await expect(pending).toContainText(email);
  await expect(pending).toContainText('Expires in 7 days');
  await expectNoAxeViolations(page);

  const link = new URL(linkIn(await waitForMail(email), '/invite?token='));
  const invitee = await freshPage(browser);
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { name: 'Invitation Harbour' })).toBeVisible();
  await expect(invitee.getByText('Olga Owner invited you to join Invitation Harbour')).toBeVisible();
  await expect(invitee.getByText('manage members and assign tasks')).toBeVisible();
  // No account with this address: the server suggests registering, the address is fixed.
  const emailField = textField(invitee, 'Email address');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(invitee);

  // Spec 5's register-mode checks.
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(invitee.getByText('Name is required')).toBeVisible();
  await textField(invitee, 'Full name').fill('Nina Newcomer');
  await passwordInput(invitee, 'Password').fill(E2E_PASSWORD);
  await passwordInput(invitee, 'Confirm password').fill(`${E2E_PASSWORD}!`);
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(invitee.getByText('Passwords do not match. Please check and try again')).toBeVisible();
  await passwordInput(invitee, 'Confirm password').fill(E2E_PASSWORD);
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();

  // The welcome counts down from 5 into the project.
  await expect(invitee.getByRole('heading', { name: 'Welcome to Invitation Harbour!' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Go to Project Now' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(invitee).toHaveURL(new RegExp(`/projects/${project._id}$`), { timeout: allow(10_000) });

  // The owner's open Members tab: the newcomer joined and the invitation left the pending list, live.
  await expect(page.getByRole('region', { name: /^Team members/ })).toContainText('Nina Newcomer');
  await expect(pending).not.toContainText(email);
  await invitee.context().close();
});

test('a person with an account signs in from the link with the address fixed, and goes to the project now', async ({
  page,
  browser,
}) => {
  const { api, project } = await ownerWithProject(page, 'Sign-in Quay');
  const invitee = await freshPage(browser);
  const email = await signUpThroughApi(invitee, 'Sid Signin');
  await invitee.evaluate(() => window.localStorage.clear());
  await invitee.context().clearCookies();
  const path = await inviteByApi(api, project._id, email);

  await invitee.goto(path);
  // An account exists: sign-in mode first; the other mode is one click away.
  await expect(invitee.getByRole('button', { name: 'Sign in and accept' })).toBeVisible();
  await expect(textField(invitee, 'Email address')).toHaveValue(email);
  await passwordInput(invitee, 'Password').fill(E2E_PASSWORD);
  await invitee.getByRole('button', { name: 'Sign in and accept' }).click();
  await expect(invitee.getByRole('heading', { name: 'Welcome to Sign-in Quay!' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Go to Project Now' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/projects/${project._id}$`));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Sign-in Quay' })).toBeVisible();

  // The link is spent: a second visit is refused.
  await invitee.goto(path);
  await expect(invitee.getByText('Invalid or expired invitation...')).toBeVisible();
  await invitee.context().close();
});

test('signed in with the invited address, one click accepts; through /accept-invitation too', async ({
  page,
  browser,
}) => {
  const { api, project } = await ownerWithProject(page, 'One Click Wharf');
  const invitee = await freshPage(browser);
  const email = await signUpThroughApi(invitee, 'Ada Accept');
  const path = await inviteByApi(api, project._id, email, 'supervisor');
  const token = new URL(path, 'http://x').searchParams.get('token') as string;

  await invitee.goto(`/accept-invitation/${token}?project=${project._id}`);
  await expect(invitee.getByText('full project management')).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee.getByRole('heading', { name: 'Welcome to One Click Wharf!' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);

  // Without the project in the query the link is not whole.
  await invitee.goto(`/accept-invitation/${token}`);
  await expect(invitee.getByText('Invalid invitation link: Missing token or project ID.')).toBeVisible();
  await invitee.context().close();
});

test('signed in as someone else: refused plainly, and can sign out and continue', async ({
  page,
  browser,
}) => {
  const { api, project } = await ownerWithProject(page, 'Wrong Door Pier');
  const email = uniqueEmail('rightful', 'invited.test');
  const path = await inviteByApi(api, project._id, email);
  const other = await freshPage(browser);
  const otherEmail = await signUpThroughApi(other, 'Oscar Other');

  await other.goto(path);
  await expect(
    other.getByText(`This invitation is for ${email}, but you are signed in as ${otherEmail}.`),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(other.getByRole('button', { name: 'Create account and accept' })).toBeVisible();
  await expect(textField(other, 'Email address')).toHaveValue(email);
  await other.context().close();
});

test('decline asks first, then goes to /; declined and cancelled links are refused', async ({
  page,
  browser,
}) => {
  const { api, project } = await ownerWithProject(page, 'Decline Bay');
  const invitee = await freshPage(browser);
  const email = await signUpThroughApi(invitee, 'Dora Decline');
  const path = await inviteByApi(api, project._id, email);

  await invitee.goto(path);
  await invitee.getByRole('button', { name: 'Decline', exact: true }).click();
  const confirm = invitee.getByRole('alertdialog', { name: 'Decline this invitation?' });
  await expect(confirm).toContainText('You will not join Decline Bay.');
  await confirm.getByRole('button', { name: 'Decline invitation' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await invitee.goto(path);
  await expect(invitee.getByText('Invalid or expired invitation...')).toBeVisible();

  // The owner cancels a second invitation from the list (after confirming); its link stops working.
  const second = uniqueEmail('cancelled', 'invited.test');
  const secondPath = await inviteByApi(api, project._id, second);
  await page.goto(`/projects/${project._id}?tab=members`);
  const pending = page.getByRole('list', { name: 'Pending project invitations' });
  await expect(pending).toContainText('Declined');
  await pending
    .getByRole('listitem')
    .filter({ hasText: second })
    .getByRole('button', { name: /Cancel invitation/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this invitation?' })
    .getByRole('button', { name: 'Cancel invitation' })
    .click();
  await expect(pending).not.toContainText(second);

  const stranger = await freshPage(browser);
  await stranger.goto(secondPath);
  await expect(stranger.getByText('Invalid or expired invitation...')).toBeVisible();
  await expectNoAxeViolations(stranger);
  await stranger.context().close();
  await invitee.context().close();
});
