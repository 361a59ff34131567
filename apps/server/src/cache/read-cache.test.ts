import type { Task } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/bus';
import { serverModules } from '../modules';
import { ModuleEvents } from '../modules/module';
import { decodeInvalidation, encodeInvalidation } from './invalidation';
import { approximateBytes, ReadCache } from './read-cache';

const actor = { userId: 'actor', userName: 'Actor' };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function listOf(cache: ReadCache, key: string, body: string, tags: string[]) {
  return cache.list(
    key,
    async () => ({ value: body, tags }),
    (value) => value,
  );
}

describe('ReadCache list answers', () => {
  it('serves a kept answer until one of its tags changes, then builds it again', async () => {
    const cache = new ReadCache();
    expect(await listOf(cache, 'k', 'first', ['user:a', 'project:p'])).toEqual({ body: 'first', hit: false });
    expect(await listOf(cache, 'k', 'second', ['user:a', 'project:p'])).toEqual({ body: 'first', hit: true });
    cache.invalidate({ tags: ['project:other'] });
    expect((await listOf(cache, 'k', 'second', ['user:a'])).hit).toBe(true);
    cache.invalidate({ tags: ['project:p'] });
    expect(await listOf(cache, 'k', 'second', ['user:a', 'project:p'])).toEqual({
      body: 'second',
      hit: false,
    });
    expect(cache.stats).toEqual({ listHits: 2, listMisses: 2, userHits: 0, userMisses: 0 });
  });

  it('does not keep what was read while a change was being told', async () => {
    const cache = new ReadCache();
    await cache.list(
      'k',
      async () => {
        cache.invalidate({ tags: ['project:p'] });
        return { value: 'read before the change committed', tags: ['project:p'] };
      },
      (value) => value,
    );
    expect(cache.size.lists).toBe(0);
    expect((await listOf(cache, 'k', 'after', ['project:p'])).body).toBe('after');
  });

  it('forgets answers after their time to live', async () => {
    const time = clock();
    const cache = new ReadCache({ ttlMs: 1000, now: time.now });
    await listOf(cache, 'k', 'first', []);
    time.advance(999);
    expect((await listOf(cache, 'k', 'second', [])).body).toBe('first');
    time.advance(1);
    expect((await listOf(cache, 'k', 'second', [])).body).toBe('second');
  });

  it('reads from the source when asked to refresh, and keeps the fresh answer', async () => {
    const cache = new ReadCache();
    await listOf(cache, 'k', 'first', []);
    const fresh = await cache.list('k', async () => ({ value: 'fresh', tags: [] }), String, {
      refresh: true,
    });
    expect(fresh).toEqual({ body: 'fresh', hit: false });
    expect((await listOf(cache, 'k', 'later', [])).body).toBe('fresh');
  });

  it('keeps no more bytes than allowed, dropping the oldest answers first', async () => {
    const cache = new ReadCache({ maxListBytes: 8 * 100 });
    for (let i = 0; i < 10; i++) await listOf(cache, `k${i}`, 'x'.repeat(40), []);
    expect(cache.size.lists).toBe(10);
    await listOf(cache, 'k10', 'x'.repeat(40), []);
    expect(cache.size.lists).toBe(10);
    expect((await listOf(cache, 'k0', 'rebuilt', [])).body).toBe('rebuilt');
  });

  it('drops the least recently read answer first, so the answers in use stay', async () => {
    const cache = new ReadCache({ maxListBytes: 8 * 100 });
    for (let i = 0; i < 10; i++) await listOf(cache, `k${i}`, 'x'.repeat(40), []);
    expect((await listOf(cache, 'k0', 'rebuilt', [])).hit).toBe(true);
    await listOf(cache, 'k10', 'x'.repeat(40), []);
    expect((await listOf(cache, 'k0', 'rebuilt', [])).hit).toBe(true);
    expect((await listOf(cache, 'k1', 'rebuilt', [])).body).toBe('rebuilt');
  });

  it('keeps no answer larger than an eighth of the room, nor the older answer under its key', async () => {
    const cache = new ReadCache({ maxListBytes: 8 * 100 });
    await listOf(cache, 'k', 'small', []);
    const large = await cache.list('k', async () => ({ value: 'x'.repeat(51), tags: [] }), String, {
      refresh: true,
    });
    expect(large).toEqual({ body: 'x'.repeat(51), hit: false });
    expect(cache.size.lists).toBe(0);
  });

  it('serves and keeps nothing while off, and starts empty when on again', async () => {
    const cache = new ReadCache();
    await listOf(cache, 'k', 'first', []);
    cache.setEnabled(false);
    expect((await listOf(cache, 'k', 'second', [])).body).toBe('second');
    expect(cache.size.lists).toBe(0);
    cache.setEnabled(true);
    expect((await listOf(cache, 'k', 'third', [])).body).toBe('third');
  });
});

describe('ReadCache users and tokens', () => {
  it('loads a user once, drops them when told, and freezes the kept row', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ id: 'u', name: `load ${++loads}` });
    expect(await cache.user('u', load)).toEqual({ id: 'u', name: 'load 1' });
    const kept = await cache.user('u', load);
    expect(kept).toEqual({ id: 'u', name: 'load 1' });
    expect(Object.isFrozen(kept)).toBe(true);
    cache.invalidate({ users: ['u'] });
    expect(await cache.user('u', load)).toEqual({ id: 'u', name: 'load 2' });
  });

  it('does not keep a missing user, nor one read while a change was told', async () => {
    const cache = new ReadCache();
    expect(await cache.user('gone', async () => undefined)).toBeUndefined();
    await cache.user('u', async () => {
      cache.invalidate({ users: ['u'] });
      return { id: 'u', tokenVersion: 0 };
    });
    expect(cache.size.users).toBe(0);
  });

  it('bounds users by bytes, not by count: long rows take more room and the oldest go first', async () => {
    const cache = new ReadCache({ maxUserBytes: 64 * 1024 });
    const short = async () => ({ id: 'u', name: 'Short' });
    for (let i = 0; i < 100; i++) await cache.user(`short${i}`, short);
    expect(cache.size.users).toBe(100);
    // Rows of 2,000 characters (4 KB each): 64 KB holds only a dozen, however few users that is.
    const long = async () => ({ id: 'u', name: 'x'.repeat(2000) });
    for (let i = 0; i < 30; i++) await cache.user(`long${i}`, long);
    expect(cache.size.users).toBeLessThanOrEqual(16);
    let loads = 0;
    await cache.user('long29', async () => {
      loads++;
      return { id: 'u' };
    });
    expect(loads).toBe(0);
  });

  it('bounds verified tokens and sessions by bytes', async () => {
    const time = clock();
    const cache = new ReadCache({ maxTokenBytes: 32 * 1024, maxSessionBytes: 32 * 1024, now: time.now });
    for (let i = 0; i < 100; i++)
      cache.rememberToken(`${'t'.repeat(1000)}${i}`, { sub: 'u' }, time.now() + 60_000);
    expect(cache.size.tokens).toBeLessThan(20);
    expect(cache.verifiedToken(`${'t'.repeat(1000)}99`)).toEqual({ sub: 'u' });
    for (let i = 0; i < 100; i++) await cache.session('u', `s${i}`, async () => ({ note: 'n'.repeat(500) }));
    // One user's sessions grow their one entry until it is too large to keep.
    expect(cache.size.sessions).toBeLessThan(100);
  });

  it('estimates the bytes of what it keeps', () => {
    expect(approximateBytes('abcd')).toBe(8);
    expect(approximateBytes({ ab: 'cd' })).toBe(16 + 4 + 4);
    expect(approximateBytes([1, 'a'])).toBe(16 + 16 + 2);
    expect(approximateBytes(new Map([['k', 'v']]))).toBe(16 + 2 + 2);
  });

  it('keeps verified tokens until they expire', () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    cache.rememberToken('t', { sub: 'u' }, time.now() + 500);
    expect(cache.verifiedToken('t')).toEqual({ sub: 'u' });
    time.advance(500);
    expect(cache.verifiedToken('t')).toBeUndefined();
    expect(cache.size.tokens).toBe(0);
  });
});

describe('ReadCache sessions', () => {
  it('loads a session once, keeps what this process wrote, and drops it with its user', async () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    let loads = 0;
    const load = async () => ({ id: 's', seen: 0, load: ++loads });
    expect(await cache.session('u', 's', load)).toEqual({ id: 's', seen: 0, load: 1 });
    expect(await cache.session('u', 's', load)).toEqual({ id: 's', seen: 0, load: 1 });
    cache.updateSession('u', 's', { id: 's', seen: 5, load: 1 });
    expect(await cache.session('u', 's', load)).toEqual({ id: 's', seen: 5, load: 1 });
    expect(await cache.session('u', 's', load, { refresh: true })).toEqual({ id: 's', seen: 0, load: 2 });
    expect(cache.size.sessions).toBe(1);
    cache.invalidate({ users: ['other'] });
    expect(cache.size.sessions).toBe(1);
    cache.invalidate({ users: ['u'] });
    expect(cache.size.sessions).toBe(0);
    expect(await cache.session('u', 's', load)).toEqual({ id: 's', seen: 0, load: 3 });
    time.advance(60_000);
    expect(await cache.session('u', 's', load)).toEqual({ id: 's', seen: 0, load: 4 });
  });
});

describe('invalidations of domain events', () => {
  // What the app dispatches to: the invalidations its modules registered.
  const moduleEvents = new ModuleEvents(serverModules);
  const invalidationOf = (event: DomainEvent) => moduleEvents.invalidationOf(event);
  const task = { _id: 't', projectId: 'p2', createdBy: 'creator', assignedTo: 'assignee' } as Task;

  it('names the lists a task was in before and after it moved', () => {
    const invalidation = invalidationOf({
      type: 'task.saved',
      change: 'updated',
      task,
      organizationId: null,
      previousStatus: 'todo',
      before: { projectId: 'p1', organizationId: 'o1', assignedTo: 'former' },
      actor,
    });
    expect(invalidation?.tags).toEqual(
      expect.arrayContaining([
        'project:p2',
        'user:creator',
        'user:assignee',
        'user:actor',
        'project:p1',
        'org:o1',
        'user:former',
      ]),
    );
  });

  it('drops everything for a changed or revoked user, and nothing for events lists do not show', () => {
    expect(invalidationOf({ type: 'user.changed', userId: 'u' })).toEqual({ users: ['u'], all: true });
    expect(invalidationOf({ type: 'sessions.revoked', userId: 'u' })).toEqual({ users: ['u'], all: true });
    expect(
      invalidationOf({
        type: 'notification.created',
        recipientId: 'u',
        notification: {} as never,
      }),
    ).toBeUndefined();
  });

  it('carries invalidations between processes, ignoring its own and foreign payloads', () => {
    const payload = encodeInvalidation('a', { tags: ['project:p'], users: ['u'] });
    expect(decodeInvalidation('b', payload)).toEqual({ tags: ['project:p'], users: ['u'], all: false });
    expect(decodeInvalidation('a', payload)).toBeUndefined();
    expect(decodeInvalidation('b', 'not json')).toBeUndefined();
    expect(decodeInvalidation('b', '{"t":["x"]}')).toBeUndefined();
    const long = encodeInvalidation('a', { tags: Array.from({ length: 1000 }, (_, i) => `project:${i}`) });
    expect(decodeInvalidation('b', long)).toEqual({ tags: [], users: [], all: true });
  });
});
