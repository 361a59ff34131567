import { expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, expectNoAxeViolations, uniqueDomain } from './support/auth';
import { startScratchServer } from './support/scratch-server';
import { allow } from './support/timing';

// The subscription gate: a free organization whose trial has ended meets 'Upgrade Required' on teams
// (and the server refuses the teams call with 402), follows 'Upgrade Now' to billing, upgrades to Pro with a
// confirmation, and teams open. The trial is aged in the database, so the spec runs on PostgreSQL, as in CI.

/** Puts the registration's session where the app keeps it, then opens `landing`. */
async function useToken(page: Page, token: string, landing: string): Promise<void> {
  await page.goto('/api/v1/health');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  const sessionChecked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/auth/me',
  );
  await page.goto(landing);
  expect((await sessionChecked).status(), 'the session check as the app starts').toBe(200);
}

test('a free organization past its trial upgrades on /org/billing and teams open', async ({ browser }) => {
  const databaseUrl = process.env.DATABASE_URL;
  test.skip(!databaseUrl, 'needs PostgreSQL (DATABASE_URL), as in CI: the trial is aged in the database');
  test.setTimeout(allow(180_000));
  const scratch = await startScratchServer(databaseUrl ?? '', { label: 'billing', seed: false });
  const context = await browser.newContext({ baseURL: scratch.base });
  const db = scratch.db;
  try {
    const page = await context.newPage();
    const domain = uniqueDomain('lapsed');
    const registered = await page.request.post('/api/v1/organizations/register', {
      data: {
        organizationName: 'Lapsed Trial Inc',
        domain,
        adminName: 'Lena Lapsed',
        adminEmail: `lena@${domain}`,
        adminPassword: E2E_PASSWORD,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { data } = (await registered.json()) as { data: { token: string; organization: { _id: string } } };
    const organizationId = data.organization._id;

    // The trial ended yesterday.
    await db.query(`update organizations set trial_ends_at = now() - interval '1 day' where id = $1`, [
      organizationId,
    ]);

    // The server refuses the gated call...
    const refused = await page.request.get(`/api/v1/organizations/${organizationId}/teams`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Upgrade Required: /);

    // ...and the screen shows the card.
    await useToken(page, data.token, '/org/teams');
    await expect(page.getByRole('heading', { name: 'Upgrade Required', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upgrade Now' }).click();

    await expect(page).toHaveURL(/\/org\/billing$/);
    await expect(page.getByText('Trial ended')).toBeVisible();
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change to Pro?' });
    await expect(dialog).toContainText('Pro with 5 seats costs $60 a month');
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByText('Your organization is now on the Pro plan')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('Pro, 5 seats');
    await expectNoAxeViolations(page);

    // Teams open, through the organization menu.
    await page.getByRole('link', { name: 'Teams' }).first().click();
    await expect(page).toHaveURL(/\/org\/teams$/);
    await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toHaveCount(0);
  } finally {
    await context.close();
    await scratch.close();
  }
});
