import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInThroughApi } from './support/auth';
import { allow } from './support/timing';

type Watched = { sentHeading: Element | null; recovered: string[] };

/**
 * Notes, before any of the app's code runs, the heading the server sent and what React reports when the page it
 * takes over is not the one it would render (a hydration mismatch, after which it renders the page, or a part of
 * it, anew).
 */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as Watched;
    seen.recovered = [];
    const report = window.reportError.bind(window);
    window.reportError = (error: unknown) => {
      seen.recovered.push(String((error as Error)?.message ?? error));
      report(error);
    };
    document.addEventListener('DOMContentLoaded', () => {
      seen.sentHeading = document.querySelector('h1');
    });
  });
}

/** Whether the server's heading is still the page's (hydration keeps the server's elements), and what React reported. */
function takeover(page: Page): Promise<{ kept: boolean; recovered: string[] }> {
  return page.evaluate(() => {
    const seen = window as unknown as Watched;
    const sent = seen.sentHeading;
    return {
      kept: sent?.isConnected === true && sent === document.querySelector('h1'),
      recovered: seen.recovered,
    };
  });
}

// Where / and an unknown path lead and what the legal pages say are apps/web's app.test.tsx; the health check, the
// API's JSON 404 and the web app served for client-side routes are the server's app.test.ts and web-app.test.ts.
test.describe('public pages', () => {
  test('the privacy policy is reachable from the landing page footer', async ({ page }) => {
    await page.goto('/home');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  });

  test('fonts come from the app itself, never from a font CDN', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/Inter/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
  });

  for (const path of ['/home', '/privacy', '/terms']) {
    test(`axe finds no accessibility violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
});

/** Holds back every script of the app until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('before the app has started', () => {
  test('a sign-in typed and sent on the prerendered page waits for the app, and never puts the password in the URL', async ({
    page,
  }) => {
    // The app's code is held back: the visitor sees only the page the server sent.
    const releaseCode = await holdAppCode(page);
    await page.goto('/auth/login');
    await page.locator('input[name="email"]').fill('alex@example.com');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('button[type="submit"]').click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('password');
    await expect(page).toHaveURL(/\/auth\/login$/);

    releaseCode();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: allow(30_000) });
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByText('Alex Morgan'),
    ).toBeVisible();
  });

  test('a button pressed before the app is there is pressed again once it is', async ({ page }) => {
    const releaseCode = await holdAppCode(page);
    await page.goto('/auth/login');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');

    releaseCode();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'text', {
      timeout: allow(30_000),
    });
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  test("a signed-in landing page shows its frame and title before the app's code, then the page in its place", async ({
    page,
  }) => {
    await signInThroughApi(page, 'alex@example.com', 'demo1234', '/dashboard');
    await expect(page.getByRole('button', { name: 'Refresh dashboard' })).toBeVisible({
      timeout: allow(30_000),
    });
    // When the outline leaves, what stands in its place: the page itself, or a spinner.
    await page.addInitScript(() => {
      const state = window as unknown as { outlineReplacedBy?: string };
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root || root.querySelector('.signed-in-shell')) return;
        observer.disconnect();
        state.outlineReplacedBy = root.querySelector('.MuiCircularProgress-root')
          ? 'spinner'
          : (root.querySelector('button[aria-label="Refresh dashboard"]') &&
              root.querySelector('h1')?.textContent) ||
            'nothing';
      }).observe(document, { childList: true, subtree: true });
    });
    const releaseCode = await holdAppCode(page);
    await page.reload();
    const outline = page.locator('#root[data-shell="/dashboard"] .signed-in-shell');
    await expect(outline.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(outline.getByText('Where your projects and tasks stand today.')).toBeVisible();
    await expect(page.locator('.startup-overlay')).toBeHidden();

    releaseCode();
    await expect(page.getByRole('button', { name: 'Refresh dashboard' })).toBeVisible({
      timeout: allow(30_000),
    });
    await expect(outline).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { outlineReplacedBy?: string }).outlineReplacedBy),
    ).toBe('Dashboard');
  });

  test("a signed-in landing page's start script asks for its code a few files per task", async ({ page }) => {
    await signInThroughApi(page, 'alex@example.com', 'demo1234', '/dashboard');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    // The start script's links (Vite's own, for code loaded later, say as="script"): how many each task added. A
    // MutationObserver's callback runs once after each task that changed the page.
    await page.addInitScript(() => {
      const state = window as unknown as { preloadBatches: number[] };
      state.preloadBatches = [];
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => Array.from(record.addedNodes))
          .filter(
            (node) =>
              node instanceof HTMLLinkElement && node.rel === 'modulepreload' && !node.hasAttribute('as'),
          ).length;
        if (added > 0) state.preloadBatches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    const batches = await page.evaluate(
      () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
    );
    // The entry's files and the dashboard's: dozens, eight at most per task.
    expect(batches.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(16);
    expect(Math.max(...batches), batches.join(' ')).toBeLessThanOrEqual(8);
  });

  test('a visitor without a session sees the start-up spinner on a landing page, never its outline', async ({
    page,
  }) => {
    const releaseCode = await holdAppCode(page);
    await page.goto('/org/dashboard');
    await page.waitForTimeout(1_500);
    await expect(page.locator('.startup-overlay')).toBeVisible();
    await expect(page.locator('.signed-in-shell')).toBeHidden();
    releaseCode();
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: allow(30_000) });
  });

  for (const [email, landing, answers, count] of [
    ['alex@example.com', '/dashboard', /^\/api\/v1\/(dashboard|projects)\?/, 2],
    [
      'olivia@acme.example',
      '/org/dashboard',
      /^\/api\/v1\/organizations\/(current|[\w-]+\/(stats|online))/,
      3,
    ],
  ] as const) {
    test(`${landing} opened at start asks for its answers with its code, each once`, async ({ page }) => {
      await signInThroughApi(page, email, 'demo1234', landing);
      // The app, not only the outline the server sent, and every answer of this first load.
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
          asked.push(url.pathname + url.search);
      });
      await page.reload();
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      // The screen's first answers (asked for by its prefetch, while its code loaded) are the ones it shows: a
      // second request for the same one would mean the prefetch asked for something else.
      // (A prefetch asking for another page or filter than the screen's would show as one request more.)
      const screenAnswers = asked.filter((path) => answers.test(path));
      expect(screenAnswers, asked.join('\n')).toHaveLength(count);
      expect(new Set(screenAnswers).size, asked.join('\n')).toBe(count);
    });
  }

  test('every page rendered at build time is taken over as it is, never rendered anew', async ({ page }) => {
    const prerendered = [
      '/home',
      '/privacy',
      '/terms',
      '/auth/login',
      '/auth/register-options',
      '/auth/register',
      '/auth/register-organization',
      '/auth/forgot-password',
    ];
    await watchTakeover(page);
    for (const path of prerendered) {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      // Hydration keeps the server's elements; a page rendered anew (a mismatch, an update during hydration)
      // would have replaced them.
      const { kept } = await takeover(page);
      expect(kept, path).toBe(true);
    }
  });

  test('a page still being read when its code is here paints and is taken over once it is whole', async ({
    page,
    baseURL,
  }) => {
    // The server's page reaches the browser in two halves, 1.5 s apart, as a long page does on a slow line or
    // CPU: the start script's frame and timer come while the browser is still reading it. The app must wait for
    // the whole page (taking half of it over, React would render the page anew), and the page paints once whole.
    const app = new URL(baseURL ?? '');
    const proxy = createServer((request, response) => {
      const upstream = httpRequest(
        {
          host: app.hostname,
          port: app.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: app.host, 'accept-encoding': 'identity' },
        },
        (answer) => {
          if (!String(answer.headers['content-type']).startsWith('text/html')) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () => {
            const body = Buffer.concat(parts);
            const { 'content-length': _length, ...headers } = answer.headers;
            response.writeHead(answer.statusCode ?? 502, headers);
            const half =
              body.indexOf('id="root"') + Math.floor((body.length - body.indexOf('id="root"')) / 2);
            response.write(body.subarray(0, half));
            setTimeout(() => response.end(body.subarray(half)), 1500);
          });
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
    try {
      const { port } = proxy.address() as AddressInfo;
      await watchTakeover(page);
      // Twice: the second time the app's code comes from the browser's cache, at once.
      for (let round = 0; round < 2; round += 1) {
        await page.goto(`http://127.0.0.1:${port}/home?round=${round}`);
        await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
        const taken = await takeover(page);
        expect(taken.recovered, `round ${round + 1}`).toEqual([]);
        expect(taken.kept, `round ${round + 1}`).toBe(true);
        // Nothing painted before the page's last byte: half a page painted first moves as the rest arrives.
        const { painted, lastByte } = await page.evaluate(() => ({
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .responseEnd,
        }));
        expect(painted, `round ${round + 1}: first paint after the last byte`).toBeGreaterThanOrEqual(
          lastByte,
        );
      }
    } finally {
      proxy.closeAllConnections();
      await new Promise((closed) => proxy.close(closed));
    }
  });

  test("a stored session's user is asked for once, before the app's code", async ({ page }) => {
    await signIn(page, 'alex@example.com', 'demo1234');
    await expect(page).toHaveURL(/\/dashboard$/);
    let userRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/auth/me') userRequests += 1;
    });
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByText('Alex Morgan'),
    ).toBeVisible();
    expect(userRequests).toBe(1);
    // The page's own clock: the request for the user left before the request for the app's entry chunk.
    const started = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/api\/v1\/auth\/me$|\/assets\/index-[\w-]+\.js$/.test(name))
        .map(({ name, startTime }) => ({ user: name.endsWith('/auth/me'), startTime })),
    );
    const user = started.find((entry) => entry.user);
    const entry = started.find((candidate) => !candidate.user);
    expect(user && entry && user.startTime < entry.startTime).toBe(true);
  });
});
