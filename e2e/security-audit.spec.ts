import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';
import { startScratchServer } from './support/scratch-server';
import { allow } from './support/timing';

// The audit log: the demo organization's admin changes a member's role on /org/users and finds the
// entry (actor, 'Role changed', the roles before and after) on /org/security; an entry altered directly in the
// database is then named by 'Verify'. The database is altered with SQL, so the journey runs on a server of its
// own on a scratch PostgreSQL database (DATABASE_URL, as in CI), seeded with the demo data.
const DEMO_PASSWORD = 'demo1234';

test('a role change is in the audit log, and Verify names an entry altered in the database', async ({
  browser,
}) => {
  const databaseUrl = process.env.DATABASE_URL;
  test.skip(!databaseUrl, 'needs PostgreSQL (DATABASE_URL), as in CI: an entry is altered in the database');
  test.setTimeout(allow(180_000));
  const scratch = await startScratchServer(databaseUrl ?? '', { label: 'audit', seed: true });
  const context = await browser.newContext({ baseURL: scratch.base });
  const db = scratch.db;
  try {
    const page = await context.newPage();
    await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/org/users');
    const row = page
      .getByRole('table', { name: 'Members' })
      .getByRole('row')
      .filter({ hasText: 'jordan@acme.example' });
    const role = row.getByRole('combobox', { name: /^Role of / });
    await role.click();
    await page.getByRole('option', { name: 'Enterprise Admin' }).click();
    await expect(role).toHaveText('Enterprise Admin');

    // The entry: Olivia changed Jordan's role, from member to enterprise admin.
    await page.goto('/org/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security & Compliance' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Role changed', exact: true }).click();
    await expect(page).toHaveURL(/action=member\.role_changed/);
    const log = page.getByRole('table', { name: 'Audit log' });
    const entry = log.getByRole('row').filter({ hasText: 'jordan@acme.example' }).first();
    await expect(entry).toContainText('olivia@acme.example');
    await expect(entry).toContainText('Role changed');
    await entry.getByRole('button', { name: /^Show changes: Role changed/ }).click();
    await expect(entry).toContainText('Before: member');
    await expect(entry).toContainText('After: enterprise_admin');
    await expectNoAxeViolations(page);

    // Untouched, the chain holds.
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Audit log intact' })).toBeVisible();

    // Someone with database access rewrites the entry: 'Verify' names it by its action and time.
    const altered = await db.query(
      `update audit_log set after = '{"role":"member"}'::jsonb
        where action = 'member.role_changed' and target_label = 'jordan@acme.example' returning id`,
    );
    expect(altered.rowCount).toBe(1);
    await page.getByRole('button', { name: 'Verify' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Audit log altered' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("The first altered entry is the entry 'Role changed'");
  } finally {
    await context.close();
    await scratch.close();
  }
});
