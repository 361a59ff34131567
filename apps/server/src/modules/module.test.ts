import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_EVENT_SCHEMAS } from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DomainEventBus, EventOutbox } from '../events/bus';
import { rooms } from '../realtime/rooms';
import {
  type ClientSocket,
  connected,
  emitWithAck,
  listen,
  nextEvent,
  openSocket,
} from '../realtime/test-support';
import { orderSeedSteps } from '../seed';
import { createTestApp, type TestApp } from '../test/helpers';
import { serverModules } from '.';
import {
  defineModule,
  ModuleEvents,
  type RealtimeContext,
  type SocketContext,
  type SocketEvents,
  seedStep,
  socketEventsOf,
} from './module';
import { signUp } from './projects/test-support';

const here = path.dirname(fileURLToPath(import.meta.url));
const step = (after?: string[]) => seedStep({ ...(after ? { after } : {}), run: async () => {} });

describe('the module list', () => {
  it('names every module folder once, by its folder name', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(serverModules.map((module) => module.name).sort()).toEqual(folders);
  });

  it('lists auth right after health, before every module whose routes rely on its guard enforcer', () => {
    expect(serverModules.slice(0, 2).map((module) => module.name)).toEqual(['health', 'auth']);
  });

  it('gives every event type its handlers, and orders the seed steps of the demo data', () => {
    const events = new ModuleEvents(serverModules);
    expect(events.types().sort()).toEqual([
      'account.deleted',
      'activity.recorded',
      'attachment.added',
      'attachment.removed',
      'custom-field.changed',
      'discussion.message',
      'label.changed',
      'member.changed',
      'notification.created',
      'organization.activity',
      'organization.deleted',
      'organization.member.changed',
      'organization.policy.changed',
      'organization.structure.changed',
      'organization.switched',
      'organization.updated',
      'platform.changed',
      'project.deleted',
      'project.saved',
      'saved-view.changed',
      'sessions.ended',
      'sessions.revoked',
      'task.commented',
      'task.deleted',
      'task.saved',
      'time.changed',
      'todo.changed',
      'transfer.imported',
      'transfer.progress',
      'user.changed',
      'watchers.changed',
      'workflow.changed',
    ]);
    expect(orderSeedSteps(serverModules).map((entry) => entry.module)).toEqual([
      'organizations',
      'auth',
      'billing',
      'projects',
      'project-invitations',
      'labels',
      'tasks',
      'custom-fields',
      'workflows',
      'attachments',
      'watchers',
      'views',
      'todos',
      'planning',
      'finance',
      'analytics',
      'time',
    ]);
  });
});

describe('ModuleEvents', () => {
  const a = defineModule({
    name: 'a',
    events: {
      'user.changed': { invalidate: (event) => ({ users: [event.userId] }) },
      'notification.created': { publishRank: 1 },
    },
  });
  const b = defineModule({
    name: 'b',
    events: {
      'user.changed': {
        invalidate: () => ({ tags: ['org:o'], all: true }),
        realtime: (event, { io }) => {
          io.to(`user:${event.userId}`).emit('dashboard_update', { type: 'x', data: null });
        },
      },
    },
  });

  it('adds up the invalidations of every module that handles an event, and answers none for the others', () => {
    const events = new ModuleEvents([a, b]);
    expect(events.invalidationOf({ type: 'user.changed', userId: 'u' })).toEqual({
      tags: ['org:o'],
      users: ['u'],
      all: true,
    });
    expect(new ModuleEvents([a]).invalidationOf({ type: 'user.changed', userId: 'u' })).toEqual({
      users: ['u'],
    });
    expect(events.invalidationOf({ type: 'sessions.revoked', userId: 'u' })).toBeUndefined();
  });

  it('hands an event to the real-time handlers of its type only', async () => {
    const emit = vi.fn();
    const to = vi.fn(() => ({ emit }));
    const context = { io: { to }, db: {} } as unknown as RealtimeContext;
    const events = new ModuleEvents([a, b]);
    await events.fanOut({ type: 'user.changed', userId: 'u' }, context);
    await events.fanOut({ type: 'sessions.revoked', userId: 'u' }, context);
    expect(to).toHaveBeenCalledTimes(1);
    expect(to).toHaveBeenCalledWith('user:u');
    expect(emit).toHaveBeenCalledWith('dashboard_update', { type: 'x', data: null });
  });

  it('publishes the events of one transaction by their modules’ ranks, in order within a rank', () => {
    const events = new ModuleEvents([a]);
    const bus = new DomainEventBus(undefined, (type) => events.publishRank(type));
    const heard: string[] = [];
    bus.subscribe((event) => {
      heard.push(event.type === 'user.changed' ? `user ${event.userId}` : event.type);
    });
    const outbox = new EventOutbox();
    outbox.add(
      { type: 'notification.created', recipientId: 'r', notification: {} as never },
      { type: 'user.changed', userId: '1' },
      { type: 'user.changed', userId: '2' },
    );
    outbox.flushTo(bus);
    expect(heard).toEqual(['user 1', 'user 2', 'notification.created']);
  });
});

describe('orderSeedSteps', () => {
  it('runs each step after the ones it names, otherwise in list order', () => {
    const modules = [
      defineModule({ name: 'tasks', seed: step(['projects']) }),
      defineModule({ name: 'projects', seed: step(['accounts']) }),
      defineModule({ name: 'health' }),
      defineModule({ name: 'accounts', seed: step() }),
      defineModule({ name: 'notes', seed: step() }),
    ];
    expect(orderSeedSteps(modules).map((entry) => entry.module)).toEqual([
      'accounts',
      'projects',
      'tasks',
      'notes',
    ]);
  });

  it('refuses a step that waits on a module without demo data, or steps that wait on each other', () => {
    expect(() => orderSeedSteps([defineModule({ name: 'tasks', seed: step(['health']) })])).toThrow(
      "The seed step of tasks runs after 'health', which has no seed step",
    );
    expect(() =>
      orderSeedSteps([
        defineModule({ name: 'a', seed: step(['b']) }),
        defineModule({ name: 'b', seed: step(['a']) }),
      ]),
    ).toThrow('Seed steps wait on each other: a -> b -> a');
  });
});

describe('a new module', () => {
  // Only in this test: a route without tables, a handler of a domain event and a socket event of its own. A real
  // module names its socket event in the domain's event map (the client's contract too); this one casts it in.
  const extraModule = defineModule({
    name: 'extra',
    routes: (async (api) => {
      api.get(
        '/extra/ping',
        {
          config: { guard: 'signed-in' },
          schema: { response: { 200: z.object({ success: z.literal(true), data: z.string() }) } },
        },
        async () => ({ success: true as const, data: 'pong' }),
      );
    }) as FastifyPluginAsync,
    events: {
      'user.changed': {
        realtime: (event, { io }) => {
          io.to(rooms.user(event.userId)).emit('dashboard_update', {
            type: 'extra.user',
            data: event.userId,
          });
        },
      },
    },
    socket: {
      extra_echo: {
        schema: z.object({ word: z.string().min(1, 'Say a word') }),
        handle: ({ socket, viewer }: SocketContext, { word }: { word: string }) => {
          socket.emit('dashboard_update', { type: 'extra.echo', data: `${viewer.name}: ${word}` });
        },
      },
    } as unknown as SocketEvents,
  });

  let t: TestApp;
  let socket: ClientSocket | undefined;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...serverModules, extraModule] });
  });
  afterAll(async () => {
    socket?.disconnect();
    await t?.close();
  });

  it('serves its route, hears its domain events and answers its socket event once it is in the module list', async () => {
    const url = await listen(t);
    const alex = await signUp(t.app, 'Alex Morgan');
    const ping = await alex.request('GET', '/extra/ping');
    expect(ping.json()).toEqual({ success: true, data: 'pong' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/extra/ping' })).statusCode).toBe(401);

    socket = await connected(openSocket(url, alex.session));
    const echoed = nextEvent(socket, 'dashboard_update', (update) => update.type === 'extra.echo');
    expect(await emitWithAck(socket, 'extra_echo', { word: 'hello' })).toEqual({ ok: true });
    expect((await echoed).data).toBe('Alex Morgan: hello');
    // Its payload is checked with its schema first, as the module list's events are.
    expect(await emitWithAck(socket, 'extra_echo', { word: '' })).toEqual({ ok: false, error: 'Say a word' });

    const told = nextEvent(socket, 'dashboard_update', (update) => update.type === 'extra.user');
    t.app.events.publish({ type: 'user.changed', userId: alex.id });
    expect((await told).data).toBe(alex.id);
  });

  it('may not claim a socket event another module handles', () => {
    const rival = defineModule({
      name: 'rival',
      socket: { typing: { schema: CLIENT_EVENT_SCHEMAS.typing, handle: () => {} } },
    });
    expect(() => socketEventsOf([...serverModules, rival])).toThrow(
      'The socket event typing is handled by discussion and by rival',
    );
  });
});
