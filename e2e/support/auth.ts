import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { allow } from './timing';

/** The password of every account the specs create. */
export const E2E_PASSWORD = 'correct horse battery';

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

/**
 * Opens a page of the app and waits until the app has taken it over (`data-app-ready` on <html>, set when the
 * first screen has rendered or hydrated): the public pages and the sign-in screens arrive rendered, and a test
 * that typed into them at once would race the app starting.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openApp(page, '/auth/login');
  await textField(page, 'Email address').fill(email);
  await passwordInput(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function registerIndividual(page: Page, name: string, email: string, password: string) {
  await openApp(page, '/auth/register');
  await textField(page, 'Full name').fill(name);
  await textField(page, 'Email address').fill(email);
  await passwordInput(page, 'Password').fill(password);
  await passwordInput(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * Puts a session the API answered (POST /auth/register or /auth/login) where the app keeps it: the token in
 * localStorage under `token` (@app/sdk's token storage), the fingerprint cookie in the page's context (it came
 * back on `page.request`, which shares the context's cookies). Then opens `landing`.
 */
async function useSession(page: Page, answer: APIResponse, status: number, landing: string): Promise<void> {
  expect(answer.status(), await answer.text()).toBe(status);
  const { token } = (await answer.json()) as { token: string };
  // A same-origin document that loads no app code, so nothing reads the storage before the token is in it.
  await page.goto('/api/v1/health');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  // The app checks the stored session (GET /auth/me) as it starts. A test that navigated on while that request
  // was in flight would abort it, and the app takes a failed check for a dead session and signs out.
  const sessionChecked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/auth/me',
  );
  await page.goto(landing);
  expect((await sessionChecked).status(), 'the session check as the app starts').toBe(200);
  // The app itself, not the outline of a landing page the server sent (which has the page's heading already, and
  // which the app replaces once its code has run, seconds later on a loaded machine).
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: allow(30_000) });
}

/**
 * A fresh individual account, created through the API instead of the sign-up form, and signed in: the page opens
 * on the dashboard. Only auth-*.spec.ts, which are about the forms, sign up through the UI. Returns the email.
 */
export async function signUpThroughApi(page: Page, name: string, password = E2E_PASSWORD): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() || 'user');
  const answer = await page.request.post('/api/v1/auth/register', { data: { name, email, password } });
  await useSession(page, answer, 201, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Signs in an existing account (a seeded demo one, say) through the API, and opens `landing`. */
export async function signInThroughApi(page: Page, email: string, password: string, landing = '/') {
  const answer = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  await useSession(page, answer, 200, landing);
}

/** Signs out through the user menu of the app shell. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** Fails on any accessibility violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Not mid-transition: a menu fading out after a click has its options at a fraction of their opacity, which
  // axe measures as a contrast failure. Endless animations (a spinner, a skeleton's pulse) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
