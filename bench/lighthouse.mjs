// Lighthouse (mobile preset, Debian's Chromium) on the public and signed-in first pages, and on a static
// reference page served by the same server in the same way: performance, LCP, TBT, CLS, and LCP as a ratio of the
// reference page's. The median of LIGHTHOUSE_RUNS runs (5 by default) of each page; the pages take
// turns (A B C A B C ...) so drift on the machine hits each one alike. Every run starts a fresh browser profile:
// a cold cache, as a first visit has.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { root } from '../scripts/lib.mjs';
import { startProduct } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
// The machine's network is closed: nothing in the background may try to reach it.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEMO_PASSWORD = 'demo1234';
const REFERENCE_PATH = '/lighthouse-reference.html';

// The goals: each public and signed-in page's Lighthouse scores and timings the product promises.
const MIN_PERFORMANCE = 90;
const MAX_LCP_MS = 2500;
const MAX_TBT_MS = 200;
const MAX_CLS = 0.05;
const MAX_LCP_RATIO = 3;

/** The project board: the page of alex's first demo project, its tasks as a board (found after sign-in). */
const BOARD_PAGE = '/projects/{id}?tab=tasks&view=board';

/** The pages measured; a signed-in one opens with the demo account's stored session. */
export const lighthousePages = [
  { path: '/home' },
  { path: '/auth/login' },
  { path: '/dashboard', email: 'alex@example.com' },
  { path: '/org/dashboard', email: 'olivia@acme.example' },
  { path: BOARD_PAGE, name: 'board', email: 'alex@example.com' },
];

// A plain page with a heading and a paragraph: what a browser paints when nothing stands in the way.
const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page to compare the app's first paint with." />
    <title>Reference page</title>
  </head>
  <body>
    <main>
      <h1>Project and task management for individuals and organizations</h1>
      <p>Projects, tasks, calendars, quick to-dos and teams together, with real-time updates.</p>
    </main>
  </body>
</html>
`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The session token of a demo account, from the API's sign-in. */
async function signInToken(base, email) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Signing in ${email} failed: ${response.status} ${await response.text()}`);
  return { token: (await response.json()).token, cookies: response.headers.getSetCookie() };
}

/** The id of the first project the API lists for a signed-in demo account. */
async function firstProjectId(base, session) {
  const response = await fetch(`${base}/api/v1/projects?limit=1`, {
    // The session holds only with its fingerprint cookie.
    headers: {
      authorization: `Bearer ${session.token}`,
      cookie: session.cookies.map((header) => header.split(';')[0]).join('; '),
    },
  });
  if (!response.ok) throw new Error(`Listing projects failed: ${response.status} ${await response.text()}`);
  const [project] = (await response.json()).data;
  if (!project) throw new Error('The demo account has no project to open a board of');
  return project._id;
}

/** Puts the session where the app keeps it (the token in localStorage, the fingerprint cookie) in the browser. */
async function storeSession(port, base, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A same-origin answer that loads no app code.
    await page.goto(`${base}/api/v1/health`);
    await page.evaluate((token) => window.localStorage.setItem('token', token), session.token);
    for (const header of session.cookies) {
      const [pair] = header.split(';');
      const separator = pair.indexOf('=');
      await page.setCookie({
        name: pair.slice(0, separator).trim(),
        value: pair.slice(separator + 1).trim(),
        url: base,
        httpOnly: /;\s*httponly/i.test(header),
      });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** A run Lighthouse could not record (its runtimeError), as opposed to a page that is wrong. */
class LighthouseRunError extends Error {}

/** One Lighthouse run of url in a fresh browser; the figures of the run. */
async function measure(url, base, session) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await storeSession(chrome.port, base, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The stored session must stay; the profile is fresh anyway, so the cache is cold.
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    // LIGHTHOUSE_REPORT_DIR keeps each run's whole report (JSON), to see where a page's time goes.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), result.report);
    }
    if (runtimeError) {
      throw new LighthouseRunError(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    const wanted = new URL(url);
    const ended = new URL(finalDisplayedUrl);
    if (ended.pathname !== wanted.pathname || ended.search !== wanted.search) {
      throw new Error(`Lighthouse on ${url} ended on ${finalDisplayedUrl}`);
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse now and then fails to record a run's trace (NO_NAVSTART, NO_FCP on a loaded machine): that run is
// taken again, up to twice.
const ATTEMPTS = 3;

async function measureWithRetry(url, base, session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, base, session);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`${error.message}; measuring again`);
    }
  }
}

/** A server of one build of the web app, with the reference page beside it; its sessions and page URLs. */
async function serveBuild(dist, targets) {
  const webDist = mkdtempSync(join(tmpdir(), 'app-lighthouse-web-'));
  cpSync(dist, webDist, { recursive: true });
  writeFileSync(join(webDist, REFERENCE_PATH.slice(1)), REFERENCE_HTML);
  const server = await startProduct({ WEB_DIST: webDist });
  const stop = async () => {
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  };
  try {
    const sessions = new Map();
    for (const { email } of targets) {
      if (email && !sessions.has(email)) sessions.set(email, await signInToken(server.base, email));
    }
    // A page with an {id} opens on the first project its account sees.
    const urls = new Map();
    for (const { path, email } of targets) {
      const id = path.includes('{id}') ? await firstProjectId(server.base, sessions.get(email)) : '';
      urls.set(path, `${server.base}${path.replace('{id}', id)}`);
    }
    return { base: server.base, sessions, urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs the bench; returns, for each build measured, the figures of each page (median of `runs`) and the
 * reference page's. The build is apps/web/dist, or LIGHTHOUSE_WEB_DIST (a variant under study); with
 * LIGHTHOUSE_BASELINE_DIST, that build too, on a server of its own, each page measured on the two in turns
 * (baseline, build, baseline, build, ...) so that both meet the same load on the machine.
 */
export async function lighthouseFigures({ runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5) } = {}) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number >= 1`);
  // LIGHTHOUSE_PAGES=/home,/auth/login,board measures only those pages (and the reference page).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = only
    ? lighthousePages.filter(({ path, name }) => only.includes(path) || only.includes(name))
    : lighthousePages;
  const targets = [{ path: REFERENCE_PATH }, ...pages];
  const builds = [
    ...(process.env.LIGHTHOUSE_BASELINE_DIST
      ? [
          {
            label: `baseline (${process.env.LIGHTHOUSE_BASELINE_DIST})`,
            dist: process.env.LIGHTHOUSE_BASELINE_DIST,
          },
        ]
      : []),
    {
      label: `build (${process.env.LIGHTHOUSE_WEB_DIST || 'apps/web/dist'})`,
      dist: process.env.LIGHTHOUSE_WEB_DIST || join(root, 'apps/web/dist'),
    },
  ];
  const served = [];
  try {
    for (const build of builds) served.push(await serveBuild(build.dist, targets));
    const samples = builds.map(() => new Map(targets.map(({ path }) => [path, []])));
    for (let run = 0; run < runs; run++) {
      for (const { path, email } of targets) {
        for (const [index, { base, sessions, urls }] of served.entries()) {
          const session = email ? sessions.get(email) : undefined;
          const sample = await measureWithRetry(urls.get(path), base, session);
          samples[index].get(path).push(sample);
          // Each run as it is taken, to follow a long bench (LIGHTHOUSE_VERBOSE=1).
          if (process.env.LIGHTHOUSE_VERBOSE) {
            console.log(
              `run ${run + 1} ${builds[index].label} ${path}: performance ${sample.performance}, ` +
                `TBT ${Math.round(sample.tbt)} ms, LCP ${Math.round(sample.lcp)} ms, CLS ${sample.cls.toFixed(3)}`,
            );
          }
        }
      }
    }
    return builds.map(({ label }, index) => {
      const figures = new Map(
        [...samples[index]].map(([path, list]) => [
          path,
          Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((item) => item[key]))])),
        ]),
      );
      return {
        label,
        runs,
        reference: figures.get(REFERENCE_PATH),
        pages: pages.map(({ path }) => ({ path, ...figures.get(path) })),
      };
    });
  } finally {
    for (const server of served) await server.stop();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The bench rows of `npm run bench`, after a table of every page's figures. */
export async function benchLighthouse() {
  const measured = await lighthouseFigures();
  const header = ['page', 'perf', 'LCP', 'TBT', 'CLS', 'FCP', 'LCP/ref', 'a11y', 'best pr.'];
  for (const { label, runs, reference, pages } of measured) {
    const table = [{ path: `reference (${REFERENCE_PATH})`, ...reference }, ...pages].map((page) => [
      page.path,
      String(page.performance),
      seconds(page.lcp),
      `${Math.round(page.tbt)} ms`,
      page.cls.toFixed(3),
      seconds(page.fcp),
      (page.lcp / reference.lcp).toFixed(2),
      String(page.accessibility),
      String(page.bestPractices),
    ]);
    const widths = header.map((_, i) => Math.max(header[i].length, ...table.map((line) => line[i].length)));
    const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    console.log(`\nLighthouse, mobile preset, median of ${runs} run(s), ${label}\n${line(header)}`);
    for (const cells of table) console.log(line(cells));
  }

  // The goals are checked on the build (the last one measured).
  const { reference, pages } = measured[measured.length - 1];
  return pages.flatMap((page) => [
    {
      name: `lighthouse ${page.path}: performance score vs ${MIN_PERFORMANCE}`,
      measured: String(page.performance),
      ratio: page.performance / MIN_PERFORMANCE,
      target: '>= 1.00',
      ok: page.performance >= MIN_PERFORMANCE,
    },
    {
      name: `lighthouse ${page.path}: LCP vs reference page's (and <= ${seconds(MAX_LCP_MS)})`,
      measured: `${seconds(page.lcp)} / ${seconds(reference.lcp)}`,
      ratio: page.lcp / reference.lcp,
      target: `<= ${MAX_LCP_RATIO.toFixed(2)}`,
      ok: page.lcp / reference.lcp <= MAX_LCP_RATIO && page.lcp <= MAX_LCP_MS,
    },
    {
      name: `lighthouse ${page.path}: total blocking time vs ${MAX_TBT_MS} ms`,
      measured: `${Math.round(page.tbt)} ms`,
      ratio: page.tbt / MAX_TBT_MS,
      target: '<= 1.00',
      ok: page.tbt <= MAX_TBT_MS,
    },
    {
      name: `lighthouse ${page.path}: layout shift vs ${MAX_CLS}`,
      measured: page.cls.toFixed(3),
      ratio: page.cls / MAX_CLS,
      target: '<= 1.00',
      ok: page.cls <= MAX_CLS,
    },
    {
      name: `lighthouse ${page.path}: accessibility, best practices vs 100`,
      measured: `${page.accessibility} / ${page.bestPractices}`,
      ratio: Math.min(page.accessibility, page.bestPractices) / 100,
      target: '>= 1.00',
      ok: page.accessibility === 100 && page.bestPractices === 100,
    },
  ]);
}
