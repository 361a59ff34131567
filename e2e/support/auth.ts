import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** An address no other test uses. */
export function uniqueEmail(prefix: string, domain = 'example.test'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;
}

/** A company domain no other test uses. */
export function uniqueDomain(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}.test`;
}

/** The text box with this label (required fields carry an asterisk after it). */
export function textField(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** The password input with this label. */
export function passwordInput(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input'));
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await textField(page, 'Email address').fill(email);
  await passwordInput(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function registerIndividual(page: Page, name: string, email: string, password: string) {
  await page.goto('/auth/register');
  await textField(page, 'Full name').fill(name);
  await textField(page, 'Email address').fill(email);
  await passwordInput(page, 'Password').fill(password);
  await passwordInput(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs out through the user menu of the app shell. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** Fails on any accessibility violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
