import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, expectNoAxeViolations, signInThroughApi, uniqueDomain } from './support/auth';

// The platform console and the multi-organization dashboard: the platform admin deactivates an
// organization from /platform/admin and its admin's open session ends at once and signing in again fails; the
// demo enterprise admin switches organization. ('Access Denied' there for a user without a platform role is
// guards.test.tsx's.)
const DEMO_PASSWORD = 'demo1234';

test('the platform admin deactivates an organization and its admin is signed out', async ({
  page,
  browser,
}) => {
  // An organization of its own for this test, registered with its admin, who is signed in elsewhere.
  const domain = uniqueDomain('umbrella');
  const organizationName = `Umbrella ${domain.slice(9, 17)}`;
  const adminEmail = `boss@${domain}`;
  const registered = await page.request.post('/api/v1/organizations/register', {
    data: {
      organizationName,
      domain,
      adminName: 'Ursula Boss',
      adminEmail,
      adminPassword: E2E_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, adminEmail, E2E_PASSWORD, '/dashboard');
  await expect(adminPage).toHaveURL(/\/dashboard$/);

  await signInThroughApi(page, 'admin@example.com', DEMO_PASSWORD, '/platform/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Admin' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Platform figures' });
  await expect(figures.getByRole('group', { name: 'Active organizations', exact: true })).not.toHaveAttribute(
    'aria-busy',
  );
  const inactiveText = await figures.getByRole('group', { name: 'Inactive organizations' }).textContent();
  const inactiveBefore = Number(inactiveText?.match(/(\d+)\s*$/)?.[1]);

  await page
    .getByRole('searchbox', { name: 'Search organizations' })
    .or(page.getByRole('textbox', { name: 'Search organizations' }))
    .fill(domain);
  const table = page.getByRole('table', { name: 'All organizations' });
  await expect(table.getByText(domain)).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: `Deactivate ${organizationName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${organizationName}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${organizationName} deactivated; its members were signed out`)).toBeVisible();
  await expect(table.getByRole('button', { name: `Activate ${organizationName}` })).toBeVisible();
  // The figures follow (the server pushes system_stats_update, and the list's change refreshes them).
  await expect(figures.getByRole('group', { name: 'Inactive organizations' })).toContainText(
    String(inactiveBefore + 1),
  );

  // The admin's open session is over: the next navigation lands on the sign-in page.
  await adminPage.goto('/projects');
  await expect(adminPage).toHaveURL(/\/auth\/login/);
  // Signing in again is refused: the auth module refuses the members of an inactive organization.
  const again = await adminPage.request.post('/api/v1/auth/login', {
    data: { email: adminEmail, password: E2E_PASSWORD },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  await adminContext.close();
});

test('the enterprise admin switches organization from the multi-organization dashboard', async ({ page }) => {
  // Through the API, landing on the page once the app's start-up session check has answered: navigating on while
  // it is in flight aborts it, and the app takes that for a dead session.
  await signInThroughApi(page, 'elena@globex.example', DEMO_PASSWORD, '/enterprise/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-organization Dashboard' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your organizations' });
  const acme = list.getByRole('region', { name: 'Acme Corporation' });
  const globex = list.getByRole('region', { name: 'Globex Industries' });
  await expect(globex.getByText('Current')).toBeVisible();
  await expectNoAxeViolations(page);

  await acme.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
  await expect(page.getByText('You are working in Acme Corporation now')).toBeVisible();
  await expect(acme.getByText('Current')).toBeVisible();
  // The whole app follows: the organization's projects are Acme's now.
  await page.goto('/org/projects');
  await expect(page.getByText('Release Automation').first()).toBeVisible();

  // Back to Globex, so that the demo data stays as seeded.
  await page.goto('/enterprise/dashboard');
  await list.getByRole('button', { name: 'Switch to Globex Industries' }).click();
  await expect(globex.getByText('Current')).toBeVisible();
});
