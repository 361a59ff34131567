import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, root } from '../scripts/lib.mjs';

/** Waits until GET url answers 200. */
export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a node script as a child process on a free port; returns its base URL and a stop function. */
export async function startProcess(script, { env = {}, readyPath = '/', readyTimeoutMs } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // BENCH_SERVER_LOG=1 shows the server's log (stdout) beside the bench's.
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // A fresh embedded database migrates and seeds first: on a loaded machine that can take minutes.
    await waitFor(
      `${base}${readyPath}`,
      readyTimeoutMs ?? Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000),
    );
  } catch (error) {
    // Not left running behind a failed bench.
    child.kill('SIGTERM');
    throw error;
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The server's production bundle that benches start: `BENCH_SERVER_MAIN` (another build's main.js), or this one's. */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN || join(root, 'apps/server/dist/main.js');

/** Our server from its production bundle, on a fresh embedded database (or DATABASE_URL when given). */
export async function startProduct(env = {}, main = SERVER_MAIN) {
  const dataDir = mkdtempSync(join(tmpdir(), 'app-bench-'));
  const server = await startProcess(main, {
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    readyPath: '/api/v1/health',
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile (nearest rank) of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The error to report when an autocannon run had answers other than 2xx or connection errors. */
export function failures(url, result) {
  if (result.non2xx === 0 && result.errors === 0) return undefined;
  return new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
}

/**
 * Runs autocannon against one URL; returns requests per second and latency percentiles (ms). Without
 * `overallRate` every connection sends its next request as soon as the answer is in (the server's capacity);
 * with it, the connections together send that many requests per second.
 *
 * The percentiles come from each answer's own time, to the microsecond: autocannon's summary histogram keeps
 * whole milliseconds, which at a p99 of 1-2 ms cuts up to half of the value off and makes ratios of two such
 * figures jump between 1, 1.5 and 2. With a rate, a late answer also counts the requests it held back, as
 * autocannon's summary does (coordinated omission, with its 1 ms interval).
 */
export function load(url, { connections = 50, duration = 5, headers = {}, overallRate, method, body } = {}) {
  return new Promise((resolve, reject) => {
    const rate = overallRate ? { overallRate } : {};
    // A write (`method` and `body`, e.g. POST with a JSON body) is sent the same way, the same body each time.
    const request = method ? { method, body } : {};
    const latencies = [];
    const instance = autocannon(
      { url, connections, duration, headers, ...rate, ...request },
      (error, result) => {
        if (error) return reject(error);
        const failed = failures(url, result);
        if (failed) return reject(failed);
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          rps: result.requests.average,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode >= 300) return;
      latencies.push(responseTime);
      if (overallRate) for (let held = responseTime - 1; held >= 1; held -= 1) latencies.push(held);
    });
  });
}

/**
 * Measures several targets side by side: rounds interleave them (A B A B ...) so drift on the machine hits
 * each one alike; returns the mean of each.
 */
export async function sideBySide(targets, { rounds = 2, ...options } = {}) {
  const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of Object.entries(targets)) {
      // A target is a URL, or { url, headers } for an authenticated one ({ url, headers, method, body } for a write).
      const { url, headers, ...request } = typeof target === 'string' ? { url: target, headers: {} } : target;
      results[name].push(
        await load(url, { ...options, ...request, headers: { ...options.headers, ...headers } }),
      );
    }
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  return Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        rps: mean(runs.map((r) => r.rps)),
        p50: mean(runs.map((r) => r.p50)),
        p95: mean(runs.map((r) => r.p95)),
        p99: mean(runs.map((r) => r.p99)),
      },
    ]),
  );
}

/** The PostgreSQL server the benches use: DATABASE_URL, or the machine's on loopback. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty PostgreSQL database (`<prefix>_<random>`) and the function that drops it. */
export async function scratchDatabase(prefix = 'bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement) => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Signs a Playwright page in through the sign-in screen and waits for the signed-in frame. */
export async function signInPage(page, base, email, password) {
  await page.goto(`${base}/auth/login`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page
    .getByLabel(/^Password/)
    .and(page.locator('input'))
    .fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
  await page
    .getByRole('button', { name: /Notifications/ })
    .first()
    .waitFor({ timeout: 60_000 });
}
