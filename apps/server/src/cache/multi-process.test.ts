import type { Paginated, Task } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  addMember,
  type Caller,
  callerFor,
  expectData,
  newProject,
  newTask,
  signUp,
} from '../modules/projects/test-support';
import { TEST_PASSWORD } from '../test/auth';
import { createTestApp, makeTempDir, type TestApp, testDb, testEnv } from '../test/helpers';
import { INVALIDATION_CHANNEL } from './invalidation';

// Two server processes on one PostgreSQL database, as behind a load balancer: a change made through one drops
// what the other's read cache kept (LISTEN/NOTIFY). PGlite belongs to one process, so this is PostgreSQL only.
describe.runIf(testDb() === 'postgres')('the read cache across processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let alexOnA: Caller;
  let samOnB: Caller;
  const temp = makeTempDir('cache-b');

  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({ config: loadConfig(testEnv(temp.dir)), database: a.database });
    await b.ready();
    alexOnA = await signUp(a.app, 'Alex Morgan');
    samOnB = callerFor(b, (await signUp(a.app, 'Sam Lee')).session);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    temp.remove();
  });

  async function statusOf(caller: Caller, taskId: string) {
    const page = (await caller.request('GET', '/tasks?limit=100')).json() as Paginated<Task>;
    return page.data.find((task) => task._id === taskId)?.status;
  }

  it("drops process A's kept list when the task changes through process B", async () => {
    const project = await newProject(alexOnA, { title: 'Shared' });
    await addMember(alexOnA, project._id, samOnB, 'team-lead');
    const task = await newTask(alexOnA, { title: 'Across processes', projectId: project._id });
    expect(await statusOf(alexOnA, task._id)).toBe('todo');
    const hits = a.app.readCache.stats.listHits;
    expect(await statusOf(alexOnA, task._id)).toBe('todo');
    expect(a.app.readCache.stats.listHits).toBe(hits + 1);

    await expectData(samOnB.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    await vi.waitFor(async () => expect(await statusOf(alexOnA, task._id)).toBe('done'), { timeout: 5000 });
  });

  it('refuses on process A a session revoked through process B', async () => {
    const samOnA = callerFor(a.app, samOnB.session);
    expect((await samOnA.request('GET', '/auth/me')).statusCode).toBe(200);
    const changed = await samOnB.request('PUT', '/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await samOnA.request('GET', '/auth/me')).statusCode).toBe(401), {
      timeout: 5000,
    });
  });

  it('serves nothing from the cache while it cannot hear the other processes, and resumes when it can', async () => {
    const task = await newTask(alexOnA, { title: 'While deaf' });
    await statusOf(alexOnA, task._id);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${INVALIDATION_CHANNEL}`}`,
    );
    await vi.waitFor(() => expect(a.app.readCache.enabled).toBe(false), { timeout: 5000 });
    const hits = a.app.readCache.stats.listHits;
    expect(await statusOf(alexOnA, task._id)).toBe('todo');
    expect(await statusOf(alexOnA, task._id)).toBe('todo');
    expect(a.app.readCache.stats.listHits).toBe(hits);

    await vi.waitFor(() => expect(a.app.readCache.enabled).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(b.readCache.enabled).toBe(true), { timeout: 10_000 });
    await statusOf(alexOnA, task._id);
    expect(await statusOf(alexOnA, task._id)).toBe('todo');
    expect(a.app.readCache.stats.listHits).toBe(hits + 1);
  });
});
