// The gzip size of the JavaScript each route loads first, measured two ways:
// - from Vite's build manifest: the entry chunk and everything it imports statically, plus the route's lazily
//   loaded layouts and screen and their static imports;
// - in the browser (issue 42): every script Chromium fetches for the page, from the navigation until the app is
//   ready (`html[data-app-ready]`) and the network has then been quiet for half a second, served by the built
//   server as a visitor gets it (a fresh profile: a cold cache). That counts what the manifest cannot see: the
//   chunks the app asks for while starting (the schemas loaded with the first answers, the query client, code
//   loaded after the first paint).
// Both count gzip (level 9) of each file, the encoding the budgets are written in. The server sends brotli to a
// browser that accepts it (its precompressed .br files); the browser rows also print what went over the wire.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root } from '../scripts/lib.mjs';
import { startProduct } from './lib.mjs';

// BUNDLES_WEB_DIST measures another build of the web app (a variant under study) instead of apps/web/dist.
const dist = process.env.BUNDLES_WEB_DIST || join(root, 'apps/web/dist');
const KB = 1024;
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const DEMO_PASSWORD = 'demo1234';
// After the app is ready, the network must be quiet this long before the count ends.
const QUIET_MS = 500;

// route -> the modules it loads lazily (file names without extension: layout, screen), and its budget in KB gzip.
export const routeBudgets = [
  { route: '/auth/login', screens: ['Login'], budgetKb: 190 },
  { route: '/home', screens: ['PublicPageLayout', 'Home'], budgetKb: 190 },
  { route: '/dashboard', screens: ['signedInRoutes', 'MainLayout', 'Dashboard'], budgetKb: 250 },
  {
    route: '/org/dashboard',
    screens: ['signedInRoutes', 'MainLayout', 'OrganizationGuard', 'EnhancedOrganizationDashboard'],
    budgetKb: 250,
  },
];

// The pages the browser opens, signed in as a demo account where the page needs it, and their budgets (KB gzip).
export const browserBudgets = [
  { route: '/home', budgetKb: 190 },
  { route: '/auth/login', budgetKb: 190 },
  { route: '/dashboard', email: 'alex@example.com', budgetKb: 250 },
  { route: '/org/dashboard', email: 'olivia@acme.example', budgetKb: 250 },
];

export function routeFirstJs(manifest, screens) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The web build manifest has no entry chunk');
  const screenKeys = screens.map((screen) => {
    const key = Object.keys(manifest).find(
      (candidate) =>
        manifest[candidate].isDynamicEntry && basename(candidate).replace(/\.[jt]sx?$/, '') === screen,
    );
    if (!key) throw new Error(`No lazily loaded module named ${screen} in the web build`);
    return key;
  });
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of screenKeys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function gzipKb(files) {
  return (
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / KB
  );
}

export function manifestRows() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  return routeBudgets.map(({ route, screens, budgetKb }) => {
    const files = routeFirstJs(manifest, screens);
    const kb = gzipKb(files);
    return {
      name: `first JS of ${route} (manifest, KB gzip) vs budget`,
      measured: `${kb.toFixed(1)} KB / ${budgetKb} KB (${files.length} files)`,
      ratio: kb / budgetKb,
      target: '<= 1.00',
      ok: kb <= budgetKb,
    };
  });
}

/** A demo account's session as the app keeps it: the token in localStorage, the fingerprint cookie. */
async function sessionState(base, email) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Signing in ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const separator = pair.indexOf('=');
    return {
      name: pair.slice(0, separator).trim(),
      value: pair.slice(separator + 1).trim(),
      url: base,
      httpOnly: /;\s*httponly/i.test(header),
    };
  });
  return { cookies, origins: [{ origin: base, localStorage: [{ name: 'token', value: token }] }] };
}

const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/**
 * Opens url in a fresh context and returns the scripts fetched until the app is ready and the network has been
 * quiet for QUIET_MS: each with its gzip size (level 9, computed from the body) and the bytes that came over the
 * wire (brotli, as the server sends it), and which of them had arrived when the app was ready.
 */
export async function browserScripts(browser, url, storageState) {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  const pending = new Set();
  let lastActivity = Date.now();
  let readyAt;
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', async (request) => {
    try {
      const response = await request.response();
      if (response && isScript(response)) {
        const body = await response.body();
        const sizes = await request.sizes();
        scripts.push({
          url: response.url(),
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          beforeReady: readyAt === undefined,
        });
      }
    } finally {
      settle(request);
    }
  });
  try {
    await page.goto(url);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
    readyAt = Date.now();
    const deadline = Date.now() + 30_000;
    while ((pending.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${page.url()}`);
    }
    return scripts;
  } finally {
    await context.close();
  }
}

export async function browserRows() {
  const server = await startProduct({ WEB_DIST: dist });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const { route, email, budgetKb } of browserBudgets) {
      const storageState = email ? await sessionState(server.base, email) : undefined;
      const scripts = await browserScripts(browser, `${server.base}${route}`, storageState);
      const sum = (list, key) => list.reduce((total, script) => total + script[key], 0) / KB;
      const kb = sum(scripts, 'gzip');
      const ready = scripts.filter((script) => script.beforeReady);
      const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
      if (process.env.BUNDLES_LIST) {
        for (const script of scripts) {
          console.log(
            `${route} ${(script.gzip / KB).toFixed(1)} KB ${script.beforeReady ? '' : '(after ready) '}${script.url}`,
          );
        }
      }
      rows.push({
        name: `first JS of ${route} (browser, KB gzip) vs budget`,
        measured:
          `${kb.toFixed(1)} KB / ${budgetKb} KB (${scripts.length} files; ${sum(ready, 'gzip').toFixed(1)} KB ` +
          `at ready; ${sum(scripts, 'wire').toFixed(1)} KB sent, ${encodings})`,
        ratio: kb / budgetKb,
        target: '<= 1.00',
        ok: kb <= budgetKb,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function benchBundles() {
  return [...manifestRows(), ...(await browserRows())];
}
