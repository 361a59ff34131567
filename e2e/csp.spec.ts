import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AppPath, paths } from '../apps/web/src/app/paths';
import { watchViolations } from './support/csp';
import { allow } from './support/timing';

// Every screen of the route table, opened as a visitor, as an individual and as an organization admin (the
// seeded demo accounts), must load without the browser reporting a Content-Security-Policy violation: the
// policy is strict (scripts only from the app and the inline colour-scheme script by hash), so anything the app
// does that it forbids would break in production.

const DEMO_PASSWORD = 'demo1234';
const INDIVIDUAL = 'alex@example.com';
const ORG_ADMIN = 'olivia@acme.example';

/** Every route pattern of `paths`, walked from the one route table file. */
function routePatterns(): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if ('path' in node && typeof (node as AppPath).path === 'string') {
      found.push((node as AppPath).path);
      return;
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(paths);
  return [...new Set(found)];
}

interface Ids {
  projectId: string;
  taskId: string;
}

function concrete(pattern: string, ids: Ids): string {
  const token = randomBytes(32).toString('base64url');
  return pattern
    .replace(':projectId', ids.projectId)
    .replace(':id', pattern.startsWith('/tasks') ? ids.taskId : ids.projectId)
    .replace(':resettoken', token)
    .replace(':token', token);
}

/** Waits until the screen has rendered: the start-up and loading spinners gone (at most a few seconds). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        Boolean(document.querySelector('#root')?.childElementCount) &&
        !document.querySelector('[role="progressbar"]'),
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

/**
 * Opens each screen: the first with a full page load (the document, its policy and the inline script), the others
 * as the app itself moves between screens (the router follows the history), which loads each screen's code and
 * data under the same policy without starting the whole app again for every route.
 */
async function openEvery(page: Page, urls: string[], reported: string[]): Promise<void> {
  const [first, ...rest] = urls;
  if (!first) return;
  const response = await page.goto(first, { waitUntil: 'load' });
  expect(response?.headers()['content-security-policy'], first).toContain("script-src 'self'");
  await settle(page);
  expect(reported, `CSP violations on ${first}`).toEqual([]);
  for (const url of rest) {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await settle(page);
    expect(reported, `CSP violations on ${url}`).toEqual([]);
  }
}

/** The route table in groups small enough to run side by side and each well inside a test's time. */
function inGroups<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

const GROUP_SIZE = 31;
const ROUTE_GROUPS = inGroups(routePatterns(), GROUP_SIZE);

async function signInThroughApi(page: Page, request: APIRequestContext, email: string): Promise<Ids> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // The fingerprint cookie came with the answer into this context; the token goes where the app keeps it.
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const headers = { authorization: `Bearer ${token}` };
  const projects = (await (await request.get('/api/v1/projects', { headers })).json()) as {
    data: Array<{ _id: string }>;
  };
  const tasks = (await (await request.get('/api/v1/tasks', { headers })).json()) as {
    data: Array<{ _id: string }>;
  };
  return {
    projectId: projects.data[0]?._id ?? 'a'.repeat(24),
    taskId: tasks.data[0]?._id ?? 'a'.repeat(24),
  };
}

test.describe('Content-Security-Policy', () => {
  test('reports a violation when a script the policy forbids runs (the check can fail)', async ({ page }) => {
    const reported = await watchViolations(page);
    await page.goto('/home');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => reported.length).toBeGreaterThan(0);
    // The screens after the first are opened through the app's router, as openEvery does: it must really move.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/terms');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
  });

  for (const [index, group] of ROUTE_GROUPS.entries()) {
    const label = `routes ${index * GROUP_SIZE + 1}-${index * GROUP_SIZE + group.length}`;

    test(`no screen reports a violation to a visitor (${label})`, async ({ page }) => {
      test.setTimeout(allow(120_000));
      const reported = await watchViolations(page);
      const none = { projectId: 'a'.repeat(24), taskId: 'b'.repeat(24) };
      await openEvery(
        page,
        group.map((pattern) => concrete(pattern, none)),
        reported,
      );
    });

    for (const [who, email] of [
      ['an individual', INDIVIDUAL],
      ['an organization admin', ORG_ADMIN],
    ] as const) {
      test(`no screen reports a violation to ${who} (${label})`, async ({ page }) => {
        test.setTimeout(allow(120_000));
        const reported = await watchViolations(page);
        const ids = await signInThroughApi(page, page.request, email);
        await openEvery(
          page,
          group.map((pattern) => concrete(pattern, ids)),
          reported,
        );
      });
    }
  }
});
