import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// @app/domain, @app/sdk and @app/ui as another team gets them: packed with plain `npm pack` (each package's
// `prepack` builds it), installed with plain npm into an app outside the workspace (e2e/consumer), built with Vite
// (scripts/pack-packages.mjs, which `npm test` runs beside the production build, and this spec itself when its
// output is missing), and served here by `vite preview`, which proxies the API and its socket to the server this
// suite started. Nothing of the workspace is resolvable from there: a file missing from a tarball, a dependency
// declared in the wrong place or an export pointing at source fails the install, the build or the page.

const root = resolve(import.meta.dirname, '..');
/** Where scripts/pack-packages.mjs leaves the tarballs, npm's report of them and the consumer app. */
const PACKAGES_DIR = join(root, '.tmp', 'packages');
const PACKAGES = ['@app/domain', '@app/sdk', '@app/ui'];
const DEMO_PASSWORD = 'demo1234';

test.describe.configure({ mode: 'serial' });

let consumer: string;
let preview: ChildProcess | undefined;
let previewOrigin: string;
const apiOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  const dir = PACKAGES_DIR;
  if (!existsSync(join(dir, 'ready'))) {
    // Three library builds (vite and tsc each), an install and an app build, on a machine the rest of the suite
    // also keeps busy.
    test.setTimeout(900_000);
    run(process.execPath, [join(root, 'scripts', 'pack-packages.mjs')], root);
  }
  const packed = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8')) as {
    name: string;
    files: { path: string }[];
  }[];
  expect(packed.map((entry) => entry.name).sort()).toEqual(PACKAGES);
  for (const entry of packed) {
    const files = entry.files.map((file) => file.path);
    expect(files, `${entry.name} ships its build`).toContain('dist/index.js');
    expect(files, `${entry.name} ships its declarations`).toContain('dist/index.d.ts');
    expect(
      files.filter((file) => file.startsWith('src/')),
      `${entry.name} ships no source`,
    ).toEqual([]);
  }
  consumer = join(dir, 'app');

  const port = await freePort();
  previewOrigin = `http://127.0.0.1:${port}`;
  preview = spawn(join(consumer, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(port)], {
    cwd: consumer,
    env: { ...process.env, API_ORIGIN: apiOrigin },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(previewOrigin).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  preview?.kill('SIGTERM');
});

test('an app outside the workspace signs in with @app/sdk and shows the tasks with @app/ui in its organization colours', async ({
  page,
  request,
}) => {
  // An organization member: BrandingProvider applies an organization's branding to its members only (spec 4.8).
  const email = 'jordan@acme.example';
  const signedIn = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const tasks = await request.get('/api/v1/tasks?limit=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const titles = ((await tasks.json()) as { data: { title: string }[] }).data.map((task) => task.title);
  expect(titles.length, 'the demo member has tasks').toBeGreaterThan(0);

  await page.goto(`${previewOrigin}/?${new URLSearchParams({ email, password: DEMO_PASSWORD })}`);
  const list = page.getByRole('list', { name: 'Tasks' });
  // The first ten by last change: other specs running beside this one add and move Acme's tasks, which can push
  // one at the end of the page of 50 out of it between the two reads.
  for (const title of titles.slice(0, 10)) await expect(list.getByText(title, { exact: true })).toBeVisible();

  // The primary colour the app received with the organization is the one its buttons are painted in.
  const brand = page.getByTestId('brand-colour');
  await expect(brand).toHaveText(/^#[0-9a-f]{6}$/i);
  const hex = (await brand.textContent()) ?? '';
  const rgb = `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
  await expect(page.getByRole('button', { name: 'Branded action' })).toHaveCSS('background-color', rgb);
});

test('plain Node creates a task with @app/sdk and hears its live event over the socket', () => {
  const title = `From Node ${Date.now()}`;
  const output = run(
    process.execPath,
    ['node-realtime.mjs', apiOrigin, 'alex@example.com', DEMO_PASSWORD, title],
    consumer,
  );
  const { taskId, projectId, event } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    taskId: string;
    projectId: string;
    event: { projectId: string; task: { _id: string; title: string } };
  };
  expect(event.task).toMatchObject({ _id: taskId, title });
  expect(event.projectId).toBe(projectId);
});
