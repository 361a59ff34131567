import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';
import { allow } from './support/timing';

// The System Test Suite: on the healthy suite server (loopback SMTP and OpenID provider, no Redis) every check
// is green or skipped. (The mail check red, alone, when SMTP_URL points at a closed port is the server's
// system-checks.test.ts, and its display SystemTestSuite.test.tsx.) The seeded platform admin is an individual
// account: the suite must open for them too.

const PLATFORM_ADMIN = 'admin@example.com';
const DEMO_PASSWORD = 'demo1234';
const CHECK_COUNT = 8;

async function runAllChecks(page: Page) {
  await page.goto('/org/test-suite');
  await expect(page.getByRole('heading', { name: 'System Test Suite', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run all checks' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Checks finished/ });
  await expect(status).toHaveText(/^Checks finished: \d+ passed, \d+ failed, \d+ skipped$/, {
    timeout: allow(30_000),
  });
  const rows = page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
  await expect(rows).toHaveCount(CHECK_COUNT);
  return { rows, status };
}

function row(page: Page, label: string) {
  return page.getByRole('list', { name: 'Checks' }).getByRole('listitem').filter({ hasText: label });
}

test('every check is green on a healthy server, and the run joins the history', async ({ page }) => {
  await signInThroughApi(page, PLATFORM_ADMIN, DEMO_PASSWORD, '/dashboard');
  const { status } = await runAllChecks(page);
  await expect(status).toHaveText(/ 0 failed, /);
  for (const label of [
    'Database read and write',
    'Database migrations',
    'Mail transport',
    'Real-time socket round trip',
    'Google sign-in configuration',
    'Free disk space',
    'Clock',
  ]) {
    await expect(row(page, label)).toContainText('Passed');
  }
  // No Redis on this server: shown as skipped, not red.
  await expect(row(page, 'Redis')).toContainText('Skipped');
  await expect(row(page, 'Mail transport')).toContainText('The SMTP server accepted a connection');
  await expect(row(page, 'Clock')).toContainText(/\d+ ms/);

  const history = page.getByRole('table', { name: 'Run history' });
  await expect(history.getByRole('row').nth(1)).toContainText('All passed');
  await expectNoAxeViolations(page);

  // The probes for process supervisors.
  expect((await page.request.get('/api/v1/health/live')).status()).toBe(200);
  const ready = await page.request.get('/api/v1/health/ready');
  expect(ready.status()).toBe(200);
  expect((await ready.json()).status).toBe('ready');
});
