import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { addMember, type Caller, newProject, newTask, signUp } from '../modules/projects/test-support';
import { createTestApp, makeTempDir, type TestApp, testEnv } from '../test/helpers';
import { connected, emitWithAck, listen, nextEvent, openSocket } from './test-support';

// Two servers sharing one database and one Redis, as two processes behind a load balancer would: what happens
// through one reaches the sockets of the other. Runs where Redis answers (CI sets REDIS_URL).
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('several server processes through Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlB: string;
  let alex: Caller;
  let sam: Caller;
  const temp = makeTempDir('realtime-b');

  beforeAll(async () => {
    // A key of this run only, so other test files on the same Redis stay out of these rooms.
    const redisKey = `taskflow-test-${randomBytes(6).toString('hex')}`;
    a = await createTestApp({ env: { REDIS_URL: redisUrl }, realtime: { redisKey } });
    b = await buildApp({
      config: loadConfig(testEnv(temp.dir, { REDIS_URL: redisUrl })),
      database: a.database,
      realtime: { redisKey },
    });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const address = b.server.address();
    urlB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    alex = await signUp(a.app, 'Alex Morgan');
    sam = await signUp(a.app, 'Sam Lee');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    temp.remove();
  });

  it('delivers a change made through process A to a socket on process B, rooms and presence included', async () => {
    const project = await newProject(alex, { title: 'Shared' });
    await addMember(alex, project._id, sam, 'team-member');
    // Sam's session was issued by A; B checks it against the same database and secret.
    const samOnB = await connected(openSocket(urlB, sam.session));
    expect(await emitWithAck(samOnB, 'join_project', { projectId: project._id })).toEqual({ ok: true });

    const heard = nextEvent(samOnB, 'taskUpdated', (event) => event.task.title === 'Across processes');
    const notified = nextEvent(samOnB, 'new_notification');
    await newTask(alex, { title: 'Across processes', projectId: project._id, assignedTo: sam.id });
    expect((await heard).updatedBy?.userId).toBe(alex.id);
    expect((await notified).title).toBe('Task assigned');

    // Presence counts sockets on both processes.
    const urlA = await listen(a);
    const joined = nextEvent(samOnB, 'userJoinedProject', (event) => event.userId === alex.id);
    const alexOnA = await connected(openSocket(urlA, alex.session));
    await emitWithAck(alexOnA, 'join_project', { projectId: project._id });
    expect((await joined).onlineUsers.map((user) => user.userId).sort()).toEqual([alex.id, sam.id].sort());

    // Revoking Sam's sessions through A drops Sam's socket on B.
    const dropped = new Promise<string>((resolve) => samOnB.once('disconnect', resolve));
    await sam.request('POST', '/auth/logout-all');
    expect(await dropped).toBe('io server disconnect');
    alexOnA.disconnect();
  });
});

describe('Redis out of reach', () => {
  it('starts, answers and stops anyway: real time stays within the process until Redis answers', async () => {
    // The adapter's subscriptions, still waiting for Redis, are rejected when the stop drops the connection:
    // each must be handled, none left to the process.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
      let stopping = 0;
      try {
        expect((await app.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      } finally {
        stopping = Date.now();
        await app.close();
      }
      // The stop waits for Redis at most a second a step (SHUTDOWN_STEP_MS), never until it answers. Only the
      // stop is timed: the start-up's database is no part of what this proves.
      expect(Date.now() - stopping).toBeLessThan(10_000);
      // Rejections are reported after the microtasks of the turn they happen in.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
