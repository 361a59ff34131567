import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInThroughApi } from './support/auth';
import { allow } from './support/timing';

// The finance gate (spec 2.6, 4.2, 5, 9): Olivia, Acme's admin, opens /finance with the demo values the
// gate shows, sees budgets against spend, adds an expense in rupees, approves it and finds the totals grown by its
// dollar value, in dollars (to the cent) and in rupees (whole rupees); a wrong password is refused; Logout and the
// end of the 8 hours (a moved clock) bring the gate back. Who may read finance data (the permission matrix, a
// member without a finance role refused with or without someone else's grant) is the server's
// finance.routes.test.ts, and the refused screen FinanceDashboard.test.tsx.
const DEMO_PASSWORD = 'demo1234';

/** '$31,279.75' → 31279.75; '₹6,73,250' → 673250. */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function total(page: Page, label: string): Promise<string> {
  const card = page.getByRole('list', { name: 'Totals' }).getByRole('group', { name: label, exact: true });
  return (await card.locator('p').last().innerText()).trim();
}

test('an admin unlocks finance with the demo values, adds an expense in INR, and the gate returns', async ({
  page,
}) => {
  test.setTimeout(allow(120_000));
  // The browser's clock starts 8 hours back: moving it 8 hours on then ends the finance unlock (kept by the
  // browser's clock) while the sign-in (a token whose expiry the server set from its own clock) still holds.
  await page.clock.install({ time: Date.now() - 8 * 3_600_000 });
  await signInThroughApi(page, 'olivia@acme.example', DEMO_PASSWORD, '/finance');
  const gate = page.getByRole('form', { name: 'Finance Dashboard Access' });
  await expect(gate).toBeVisible();
  const demo = (await gate.getByRole('note', { name: 'Demo credentials' }).innerText()).trim();
  const username = /Username:\s*(\S+)/.exec(demo)?.[1] ?? '';
  const password = /Password:\s*(\S+)/.exec(demo)?.[1] ?? '';
  expect(username, 'the demo values are on the page').not.toBe('');
  await expectNoAxeViolations(page);

  // A wrong password is refused, and Olivia stays signed in.
  await gate.getByLabel(/^Username/).fill(username);
  await gate.getByLabel(/^Password/).fill(`${password}-wrong`);
  await gate.getByRole('button', { name: 'Access Finance Dashboard' }).click();
  await expect(gate.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await expect(page).toHaveURL(/\/finance$/);

  await gate.getByLabel(/^Password/).fill(password);
  await gate.getByRole('button', { name: 'Access Finance Dashboard' }).click();
  const budgets = page.getByRole('table', { name: 'Budgets by project' });
  await expect(budgets.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Budget against actual' })).toBeVisible();
  await page.getByRole('button', { name: 'USD', exact: true }).click();
  await expect.poll(() => total(page, 'Actual')).toMatch(/^\$[\d,]+/);
  const actualBefore = amountOf(await total(page, 'Actual'));

  // An expense in rupees: 8,315 INR at the rate in force (1 INR = 0.012 USD) is $99.78.
  const description = `Workshop venue ${Date.now()}`;
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'INR' }).click();
  await dialog.getByLabel(/^Amount/).fill('8315');
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByRole('button', { name: 'Submit expense' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('₹8,315');
  await expect(row).toContainText('$99.78');
  await row.getByRole('button', { name: new RegExp(`^Approve ${description}`) }).click();
  await expect(row).toContainText('Approved');

  await expect.poll(async () => amountOf(await total(page, 'Actual'))).toBeCloseTo(actualBefore + 99.78, 2);
  const usd = await total(page, 'Actual');
  expect(usd, 'dollars with at most two decimals').toMatch(/^\$[\d,]+(\.\d{1,2})?$/);
  await page.getByRole('button', { name: 'INR', exact: true }).click();
  const inr = await total(page, 'Actual');
  expect(inr, 'rupees without decimals').toMatch(/^₹[\d,]+$/);
  expect(amountOf(inr)).toBe(Math.round(amountOf(usd) * 83.15));
  await page.getByRole('button', { name: 'USD', exact: true }).click();
  await expectNoAxeViolations(page);

  // Logout brings the gate back; so does the end of the 8 hours.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(gate).toBeVisible();
  await gate.getByLabel(/^Username/).fill(username);
  await gate.getByLabel(/^Password/).fill(password);
  await gate.getByRole('button', { name: 'Access Finance Dashboard' }).click();
  await expect(budgets).toBeVisible();
  await page.clock.fastForward('08:00:01');
  await expect(gate).toBeVisible();
  await expect(budgets).toBeHidden();
});
