import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations, signUpThroughApi } from './support/auth';
import { moveCardRightByKeyboard } from './support/board';
import { freePort, startServerProcess } from './support/server-process';
import { allow } from './support/timing';

// What one person changes shows for the others at once, without a reload, whichever server process they
// are connected to.

/** The API as the page's signed-in user: its bearer token, and the browser's cookies sent along. */
async function apiAs(page: Page, base = '') {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const cookies = await page.context().cookies();
  const headers = {
    Authorization: `Bearer ${token}`,
    ...(base ? { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } : {}),
  };
  const call = async <T>(method: 'post' | 'put' | 'get', path: string, data?: unknown, status = 200) => {
    const response = await page.request[method](`${base}/api/v1/${path}`, {
      headers,
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), await response.text()).toBe(status);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    post: <T>(path: string, data: unknown) => call<T>('post', path, data, 201),
    put: <T>(path: string, data: unknown) => call<T>('put', path, data),
    get: <T>(path: string) => call<T>('get', path),
  };
}

const column = (page: Page, name: string) => page.getByRole('group', { name });
const card = (page: Page, columnName: string, title: string) =>
  column(page, columnName).getByRole('button', { name: new RegExp(`^${title}`) });

/** Marks the page so that a reload (which would lose the mark) shows. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
  return () => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

test('a task moved by one member moves on the other’s board, and the other’s bell rings, without a reload', async ({
  browser,
}) => {
  test.setTimeout(allow(90_000));
  // Wide enough for the board's four columns side by side.
  const viewport = { width: 1600, height: 900 };
  const contexts: BrowserContext[] = [
    await browser.newContext({ viewport }),
    await browser.newContext({ viewport }),
  ];
  const [alexContext, samContext] = contexts as [BrowserContext, BrowserContext];
  try {
    const alex = await alexContext.newPage();
    const sam = await samContext.newPage();
    await signUpThroughApi(alex, 'Alex Live');
    const samEmail = await signUpThroughApi(sam, 'Sam Live');

    const alexApi = await apiAs(alex);
    const project = await alexApi.post<{ _id: string }>('projects', { title: 'Live board' });
    await alexApi.post(`projects/${project._id}/members`, { email: samEmail, role: 'team-lead' });
    const samApi = await apiAs(sam);
    await samApi.post('tasks', { title: 'Ship the live board', projectId: project._id });

    await sam.goto(`/projects/${project._id}?tab=tasks&view=board`);
    await alex.goto(`/projects/${project._id}?tab=tasks&view=board`);
    await expect(card(sam, 'To do', 'Ship the live board')).toBeVisible();
    const notReloaded = await markPage(sam);
    // Both have the project open: each sees the other online.
    await expect(sam.getByText('2 online')).toBeVisible();

    // Alex moves the card by keyboard to In progress: Sam's board follows.
    await alex.bringToFront();
    await moveCardRightByKeyboard(alex, card(alex, 'To do', 'Ship the live board'), 'To do', 'In progress');
    await expect(card(alex, 'In progress', 'Ship the live board')).toBeVisible();
    await expect(card(sam, 'In progress', 'Ship the live board')).toBeVisible();

    // Then with the card's menu to Done.
    await column(alex, 'In progress').getByRole('button', { name: 'Move Ship the live board' }).click();
    await alex.getByRole('menuitem', { name: 'Move to Done' }).click();
    await expect(card(alex, 'Done', 'Ship the live board')).toBeVisible();

    // Sam's board follows, and Sam is told the task was completed: a toast and the bell.
    await expect(card(sam, 'Done', 'Ship the live board')).toBeVisible();
    await expect(card(sam, 'To do', 'Ship the live board')).toHaveCount(0);
    await expect(sam.getByText('Task completed: Alex Live completed "Ship the live board"')).toBeVisible();
    const bell = sam.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    // Sam made the task, so follows it: the move to In progress was news too.
    await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await bell.click();
    const panel = sam.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Alex Live completed "Ship the live board"')).toBeVisible();
    await expect(panel.getByText('Alex Live moved "Ship the live board" to In progress')).toBeVisible();
    await expect(panel.getByText('Alex Live added you to project "Live board"')).toBeVisible();
    await panel
      .getByRole('button', { name: /^Mark .*as read$/ })
      .first()
      .click();
    await expect(panel.getByRole('button', { name: /^Mark .*as read$/ })).toHaveCount(2);
    await sam.keyboard.press('Escape');
    await expect(sam.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(await notReloaded()).toBe(true);

    // The discussion: Sam writes, Alex sees it typed and then posted.
    await alex.goto(`/projects/${project._id}?tab=discussion`);
    await sam.goto(`/projects/${project._id}?tab=discussion`);
    await expect(alex.getByText('2 online').first()).toBeVisible();
    await sam.getByRole('textbox', { name: 'Message' }).fill('Moved it, thanks!');
    await expect(alex.getByText('Sam Live is typing…')).toBeVisible();
    await sam.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(alex.getByRole('log', { name: 'Discussion messages' })).toContainText('Moved it, thanks!');
    await expect(alex.getByText('Sam Live is typing…')).toHaveCount(0);
    await expectNoAxeViolations(alex);
  } finally {
    for (const context of contexts) await context.close();
  }
});

// ---- Two server processes sharing PostgreSQL and Redis ----

async function startProcess(port: number, env: Record<string, string>): Promise<() => Promise<void>> {
  const server = await startServerProcess({ port, env: { SEED: 'false', ...env }, withWebApp: true });
  return async () => {
    await server.stop();
  };
}

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

test('a change made through process A reaches a browser connected to process B', async ({ browser }) => {
  test.skip(!databaseUrl || !redisUrl, 'needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), as in CI');
  test.setTimeout(allow(180_000));
  const name = `app_e2e_realtime_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl ?? '');
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'app-e2e-two-processes-'));
  const shared = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl ?? '',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const stops: (() => Promise<void>)[] = [];
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${portB}` });
  try {
    stops.push(await startProcess(portA, shared));
    stops.push(await startProcess(portB, shared));

    const page = await context.newPage();
    await signUpThroughApi(page, 'Bea Both');
    const onB = await apiAs(page);
    const project = await onB.post<{ _id: string }>('projects', { title: 'Two processes' });
    const task = await onB.post<{ _id: string }>('tasks', {
      title: 'Cross the wire',
      projectId: project._id,
    });
    await page.goto(`/projects/${project._id}?tab=tasks&view=board`);
    await expect(card(page, 'To do', 'Cross the wire')).toBeVisible();
    const notReloaded = await markPage(page);

    // The same person, through process A (same database, same secret, the browser's cookie).
    const onA = await apiAs(page, `http://127.0.0.1:${portA}`);
    await onA.put(`tasks/${task._id}`, { status: 'review' });
    await expect(card(page, 'Review', 'Cross the wire')).toBeVisible();
    await expect(card(page, 'To do', 'Cross the wire')).toHaveCount(0);
    expect(await notReloaded()).toBe(true);
  } finally {
    await context.close();
    for (const stop of stops) await stop();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
