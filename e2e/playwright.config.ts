import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { loopbackEnv, SERVER_TEST_ENV } from './support/loopback';
import { allow } from './support/timing';

// The e2e suite drives Debian's Chromium against the real product: `npm start` (built web app + API + PGlite)
// on a free port with a fresh data dir. Nothing downloads a browser.
const root = resolve(import.meta.dirname, '..');
// The app's port and the loopback services' ports are asked of the system (port 0), so a port some other
// program holds (a fixed guess once landed on 4369, Erlang's port mapper on the CI machine) is never chosen.
// They go into the environment, which the global setup and the spec workers inherit, so every process agrees.
if (!process.env.E2E_PORT) {
  const [app, smtp, oidc] = freePorts(3);
  process.env.E2E_PORT = String(app);
  process.env.E2E_SMTP_PORT ??= String(smtp);
  process.env.E2E_OIDC_PORT ??= String(oidc);
}
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `app-e2e-${port}`);
if (!process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  process.env.E2E_DATA_DIR = dataDir;
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  // A loopback SMTP server and a stand-in Google (OpenID Connect) provider for the auth flows.
  globalSetup: './support/global-setup.ts',
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One worker per core: each drives a Chromium page against the one server, which shares the cores.
  workers: availableParallelism(),
  // One retry in CI only (.ci/run sets CI): a test that passes on its retry shows as flaky in the report, and a
  // failure on a developer's machine is seen at once.
  retries: process.env.CI ? 1 : 0,
  // A test signs up through the API in well under a second, then drives the real app; on a busy 2-core machine a
  // long flow (projects, tasks) needs the minute. Both budgets double in CI (support/timing.ts).
  timeout: allow(60_000),
  expect: { timeout: allow(10_000) },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, '.tmp/reports/playwright.json') },
    ],
  ],
  outputDir: join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and a DOM snapshot of every action: about a third of the suite's time when
    // every test records one. It is recorded on a failed test's retry (CI), or asked for with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      // The e2e suite runs on the embedded database; the restart spec covers PostgreSQL separately.
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few seconds: the e2e suite is not a brute-force attack.
      AUTH_RATE_LIMIT_MAX: '100000',
      ...SERVER_TEST_ENV,
      ...loopbackEnv(port),
    },
  },
});

/** `count` distinct ports that are free on 127.0.0.1 now, chosen by the system (the config loads synchronously). */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(' '));
      for (const s of servers) s.close();
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}
