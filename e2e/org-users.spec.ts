import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  passwordInput,
  signInThroughApi,
  textField,
  uniqueEmail,
} from './support/auth';
import { linkIn, waitForMail } from './support/mail';

// /org/users: the demo organization's admin invites a person from the users screen, the invitee
// registers from the mailed link with the read-only address and lands in the organization; the admin changes
// their role and it holds at once; the department manager sees only her departments' people and is refused,
// with the server's text, a change outside them. (That a link works once, and that no answer carries its secret,
// is the server's org-invitations.test.ts.)
const DEMO_PASSWORD = 'demo1234';
const PASSWORD = 'correct horse battery';

async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sessionToken(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('token'))) as string;
}

/** The row of the members table that names `text`. */
const memberRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: text });

test('the admin invites from /org/users, the invitee joins, and a role change holds at once', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(memberRow(page, 'jordan@acme.example')).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('joiner', 'invited.test');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The pending tab lists it until it is accepted.
  await page.getByRole('tab', { name: 'Pending invitations' }).click();
  await expect(page).toHaveURL(/\/org\/users\?view=invitations$/);
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(pending.getByRole('button', { name: `Cancel invitation to ${email}` })).toBeVisible();

  // The invitee, in a browser of their own, registers from the mailed link with the address fixed.
  const link = new URL(linkIn(await waitForMail(email), '/auth/join/'));
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link.pathname);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join Acme Corporation' })).toBeVisible();
  await expect(invitee.getByText('You are invited as Member.')).toBeVisible();
  const emailField = textField(invitee, 'Email address');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(invitee);
  await textField(invitee, 'Full name').fill('Jo Joiner');
  await passwordInput(invitee, 'Password').fill(PASSWORD);
  await passwordInput(invitee, 'Confirm password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(invitee).toHaveURL(/\/org\/dashboard$/);
  const inviteeUsersLink = invitee
    .getByRole('navigation', { name: 'Organization navigation' })
    .getByRole('link', { name: 'Users' });
  await expect(invitee.getByRole('navigation', { name: 'Organization navigation' })).toBeVisible();
  await expect(inviteeUsersLink).toHaveCount(0);

  const inviteeToken = await sessionToken(invitee);
  const me = await invitee.request.get('/api/v1/organizations/current', { headers: bearer(inviteeToken) });
  const organizationId = ((await me.json()) as { data: { _id: string } }).data._id;
  const usersUrl = `/api/v1/organizations/${organizationId}/users`;
  // A member may not read the member list.
  expect((await invitee.request.get(usersUrl, { headers: bearer(inviteeToken) })).status()).toBe(403);

  // Accepted: off the pending list, onto the members table.
  await page.reload();
  await expect(pending).not.toHaveAttribute('aria-busy', 'true');
  await expect(pending.getByText(email)).toBeHidden();
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('Jo Joiner');
  await expect(page).toHaveURL(/search=Jo(\+|%20)Joiner/);
  const row = memberRow(page, email);
  await expect(row).toHaveCount(1);
  await row.getByRole('combobox', { name: 'Role of Jo Joiner' }).click();
  await page.getByRole('option', { name: 'Organization Admin' }).click();
  await expect(page.getByText('Jo Joiner is now Organization Admin')).toBeVisible();

  // It holds: a reload shows it, and the member's very next request has the new rights.
  await page.reload();
  await expect(memberRow(page, email).getByRole('combobox', { name: 'Role of Jo Joiner' })).toHaveText(
    'Organization Admin',
  );
  expect((await invitee.request.get(usersUrl, { headers: bearer(inviteeToken) })).status()).toBe(200);
  // The invitee's open page follows without a reload: the navigation now offers the admin's items.
  await expect(inviteeUsersLink).toBeVisible();
  await context.close();
});

test("the department manager sees only her departments' people and is refused outside them", async ({
  page,
  request,
}) => {
  // The admin, on a request context of her own, invites a person into Engineering, who registers from the link.
  const admin = await apiToken(request, 'olivia@acme.example');
  const current = await request.get('/api/v1/organizations/current', { headers: bearer(admin) });
  const organizationId = ((await current.json()) as { data: { _id: string } }).data._id;
  const tree = await request.get(`/api/v1/organizations/${organizationId}/departments`, {
    headers: bearer(admin),
  });
  const departments = ((await tree.json()) as { data: { _id: string; name: string }[] }).data;
  const idOf = (name: string) => departments.find((department) => department.name === name)?._id as string;
  const email = uniqueEmail('mover', 'invited.test');
  const invite = await request.post('/api/v1/organizations/invite', {
    headers: bearer(admin),
    data: { email, role: 'member', departmentId: idOf('Engineering') },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URL(linkIn(await waitForMail(email), '/auth/join/')).pathname.split('/').pop();
  const joined = await page.request.post(`/api/v1/organizations/join/${token}/register`, {
    data: { name: 'Max Mover', password: PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const moverId = ((await joined.json()) as { user: { _id: string } }).user._id;

  await signInThroughApi(page, 'dana@acme.example', DEMO_PASSWORD, '/org/users');
  await expect(page.getByText('The people of the departments you manage.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Members' });
  await expect(memberRow(page, 'jordan@acme.example')).toBeVisible();
  // Marketing's people are not hers: not listed, and not a department to filter by.
  await expect(table.getByRole('cell', { name: 'Marketing' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Department' }).click();
  // Her departments only (another spec may give her a new one meanwhile): never Marketing.
  await expect(page.getByRole('option', { name: 'Engineering', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Platform', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Marketing', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('sofia');
  await expect(table.getByText('No members match these filters')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('Max Mover');
  const row = memberRow(page, email);
  await expect(row).toHaveCount(1);
  // The roles above her own are not offered.
  await row.getByRole('combobox', { name: 'Role of Max Mover' }).click();
  await expect(page.getByRole('option')).toHaveText(['Member', 'Department Manager']);
  await page.keyboard.press('Escape');

  // Meanwhile the admin moves them to Marketing: Dana's change now falls outside her departments.
  const moved = await request.put(`/api/v1/organizations/users/${moverId}/role`, {
    headers: bearer(admin),
    data: { role: 'member', departmentId: idOf('Marketing') },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await row.getByRole('combobox', { name: 'Role of Max Mover' }).click();
  await page.getByRole('option', { name: 'Department Manager' }).click();
  await expect(page.getByText('Insufficient permissions to manage organization users')).toBeVisible();
  // Refused: the person stays a member.
  const check = await request.get(`/api/v1/organizations/${organizationId}/users?search=Max%20Mover`, {
    headers: bearer(admin),
  });
  expect(((await check.json()) as { data: { orgRole: string }[] }).data[0]?.orgRole).toBe('member');
});
