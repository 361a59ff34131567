/**
 * The read cache (docs/caching.md): what an authenticated, read-only request would otherwise fetch from the
 * database every time, kept in this process and dropped the moment a committed change makes it wrong.
 *
 * - Verified session tokens: a token's signature and claims never change, so a token verified once is not
 *   verified again until it expires (the fingerprint cookie is still checked on every request).
 * - Signed-in users by id (their token version, role, organization): dropped on any change to the user.
 * - Server-side sessions by user and session id (revoked, expiry, last seen, the organization's state and
 *   policy): dropped with their user, so one invalidation ends them on every process.
 * - Answers of list routes by caller and query, tagged with what they depend on (`user:<id>`, `org:<id>`,
 *   `project:<id>`): a change bumps the tags it touches, and an answer is served only while every tag it was
 *   built under is unchanged.
 *
 * The entries live in `lru-cache` caches, each bounded by bytes (an estimate of what an entry holds: its strings at
 * two bytes a character, and a fixed allowance for the objects around them), which drop the least recently used
 * first and forget an entry once its time to live is over. A bound by count let a few users with long fields take
 * as much as many plain ones (issue 43).
 *
 * Invalidations arrive from this process's domain events (synchronously, before the changing request answers)
 * and, on PostgreSQL, from the other processes through LISTEN/NOTIFY. While that channel is down the cache
 * neither serves nor stores anything. Every entry also has a time to live, a bound on the harm of a change that
 * was never told.
 */

import { LRUCache } from 'lru-cache';

export interface Invalidation {
  /** Tags whose list answers are no longer right. */
  tags?: readonly string[];
  /** Users whose cached row is no longer right. */
  users?: readonly string[];
  /** Everything: a change whose reach is not worth working out (a user's name shows in other people's lists). */
  all?: boolean;
}

export interface ReadCacheOptions {
  /** How long a user row or a list answer may be served without a change being told (ms). */
  ttlMs?: number;
  /** Most bytes of verified tokens kept. */
  maxTokenBytes?: number;
  /** Most bytes of users kept. */
  maxUserBytes?: number;
  /** Most bytes of sessions kept. */
  maxSessionBytes?: number;
  /** Most bytes of list answers kept. */
  maxListBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface TimedEntry<T> {
  value: T;
  expiresAt: number;
}

interface ListEntry {
  body: string;
  /** The generation of each tag when the answer was built. */
  tags: [string, number][];
}

/** A loader's answer: the value, and for list answers the tags it depends on. */
export interface Tagged<T> {
  value: T;
  tags: readonly string[];
}

export const CACHE_TAGS = {
  user: (id: string) => `user:${id}`,
  organization: (id: string) => `org:${id}`,
  project: (id: string) => `project:${id}`,
} as const;

const DEFAULTS = {
  ttlMs: 60_000,
  maxTokenBytes: 8 * 1024 * 1024,
  maxUserBytes: 8 * 1024 * 1024,
  maxSessionBytes: 4 * 1024 * 1024,
  maxListBytes: 32 * 1024 * 1024,
} as const;

/** What an entry costs beyond its strings: the entry, its object and lru-cache's bookkeeping (an estimate). */
const ENTRY_BYTES = 200;

/** The bytes a JSON-like value holds, roughly: its strings at two bytes a character, 16 bytes for anything else. */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (value === null || typeof value !== 'object') return 16;
  let bytes = 16;
  if (Array.isArray(value)) for (const item of value) bytes += approximateBytes(item);
  else if (value instanceof Map)
    for (const [key, item] of value) bytes += approximateBytes(key) + approximateBytes(item);
  else for (const [key, item] of Object.entries(value)) bytes += key.length * 2 + approximateBytes(item);
  return bytes;
}

/** lru-cache's size of an entry under `key`: never 0, which lru-cache refuses. */
const sizeOf = (value: unknown, key: string) => ENTRY_BYTES + key.length * 2 + approximateBytes(value);

// Tag generations are never forgotten one by one (a forgotten tag would make old answers valid again); past this
// many distinct tags the whole cache starts over.
const MAX_TAGS = 200_000;

/**
 * lru-cache's time to live for an entry that must end `ms` after it is stored. lru-cache serves an entry while its
 * age is at most its ttl; this cache's entries end at their expiry instant (a token at its `exp`), one millisecond
 * sooner. Undefined: nothing worth storing.
 */
function ttlFor(ms: number): number | undefined {
  const ttl = Math.floor(ms) - 1;
  return ttl >= 1 ? ttl : undefined;
}

export class ReadCache {
  readonly #ttlMs: number;
  readonly #now: () => number;

  readonly #tokens: LRUCache<string, { claims: unknown }>;
  readonly #users: LRUCache<string, { value: unknown }>;
  /**
   * Sessions by user id, then session id: dropping a user drops their sessions. The bound is on users; a user's
   * own sessions (a handful) keep their expiry in the entry.
   */
  readonly #sessions: LRUCache<string, Map<string, TimedEntry<unknown>>>;
  readonly #lists: LRUCache<string, ListEntry>;
  readonly #tagGenerations = new Map<string, number>();
  #generation = 0;
  /** Counts every invalidation: a load that saw it change meanwhile does not store what it read. */
  #invalidations = 0;
  #enabled = true;

  /** Hits and misses since start, for the health of the cache in tests and benchmarks. */
  readonly stats = { listHits: 0, listMisses: 0, userHits: 0, userMisses: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? DEFAULTS.ttlMs;
    const maxListBytes = options.maxListBytes ?? DEFAULTS.maxListBytes;
    this.#now = options.now ?? Date.now;
    // The clock read on every check (no timer per millisecond), and no timers purging entries: a stale entry is
    // dropped when it is next read, or evicted by newer ones.
    const clock = { perf: { now: this.#now }, ttlResolution: 0 } as const;
    const bounded = (maxSize: number) => ({ maxSize, maxEntrySize: Math.max(1, Math.floor(maxSize / 8)) });
    this.#tokens = new LRUCache<string, { claims: unknown }>({
      ...bounded(options.maxTokenBytes ?? DEFAULTS.maxTokenBytes),
      sizeCalculation: sizeOf,
      ...clock,
    });
    this.#users = new LRUCache<string, { value: unknown }>({
      ...bounded(options.maxUserBytes ?? DEFAULTS.maxUserBytes),
      sizeCalculation: sizeOf,
      ...clock,
    });
    this.#sessions = new LRUCache<string, Map<string, TimedEntry<unknown>>>({
      ...bounded(options.maxSessionBytes ?? DEFAULTS.maxSessionBytes),
      sizeCalculation: sizeOf,
    });
    this.#lists = new LRUCache({
      maxSize: maxListBytes,
      // No single answer may take more than an eighth of the room.
      maxEntrySize: Math.max(1, Math.floor(maxListBytes / 8)),
      // UTF-16: two bytes a character.
      sizeCalculation: (entry) => Math.max(1, entry.body.length * 2),
      ...clock,
    });
  }

  /** False while invalidations from other processes may be missed: nothing is served or stored then. */
  get enabled(): boolean {
    return this.#enabled;
  }

  /** Turns the cache off (emptied) or back on (still empty: nothing kept from before can be trusted). */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.#enabled = enabled;
  }

  clear(): void {
    this.#invalidations++;
    this.#tokens.clear();
    this.#users.clear();
    this.#sessions.clear();
    this.#lists.clear();
    this.#tagGenerations.clear();
  }

  // Verified tokens.

  /** The claims of a token verified before, while it has not expired (`expiresAt` in ms). */
  verifiedToken<C>(token: string): C | undefined {
    if (!this.#enabled) return undefined;
    return this.#tokens.get(token)?.claims as C | undefined;
  }

  rememberToken(token: string, claims: unknown, expiresAt: number): void {
    if (!this.#enabled) return;
    const ttl = ttlFor(expiresAt - this.#now());
    if (ttl !== undefined) this.#tokens.set(token, { claims }, { ttl });
  }

  // Users.

  /** The user with this id: from the cache, or loaded (and kept unless a change was told meanwhile). */
  async user<U extends object>(id: string, load: () => Promise<U | undefined>): Promise<U | undefined> {
    if (this.#enabled) {
      const cached = this.#users.get(id);
      if (cached) {
        this.stats.userHits++;
        return cached.value as U;
      }
    }
    this.stats.userMisses++;
    const before = this.#invalidations;
    const user = await load();
    const ttl = ttlFor(this.#ttlMs);
    if (user && this.#enabled && before === this.#invalidations && ttl !== undefined) {
      // Shared by every request of this user: nobody may change it in place.
      this.#users.set(id, { value: Object.freeze(user) }, { ttl });
    }
    return user;
  }

  // Sessions.

  /**
   * The session `sessionId` of user `userId`: from the cache, or loaded (and kept unless a change was told
   * meanwhile). `refresh` loads it even when cached (another process may have touched it since).
   */
  async session<S extends object>(
    userId: string,
    sessionId: string,
    load: () => Promise<S | undefined>,
    { refresh = false }: { refresh?: boolean } = {},
  ): Promise<S | undefined> {
    const own = this.#sessions.get(userId);
    const cached = own?.get(sessionId);
    if (cached && this.#enabled && !refresh) {
      if (cached.expiresAt > this.#now()) return cached.value as S;
      own?.delete(sessionId);
    }
    const before = this.#invalidations;
    const session = await load();
    if (session && this.#enabled && before === this.#invalidations)
      this.#storeSession(userId, sessionId, session);
    return session;
  }

  /** Replaces a kept session with what this process just wrote (its last-seen time), keeping its time to live. */
  updateSession<S extends object>(userId: string, sessionId: string, session: S): void {
    const entry = this.#sessions.get(userId)?.get(sessionId);
    if (entry && this.#enabled) entry.value = Object.freeze(session);
  }

  #storeSession(userId: string, sessionId: string, session: object): void {
    let own = this.#sessions.get(userId);
    if (!own) {
      own = new Map();
      this.#sessions.set(userId, own);
    }
    own.set(sessionId, { value: Object.freeze(session), expiresAt: this.#now() + this.#ttlMs });
    // Set again: lru-cache measures an entry when it is set, and this one grew.
    this.#sessions.set(userId, own);
  }

  // List answers.

  /**
   * The serialized answer kept under `key`, while it is fresh and no tag it depends on has changed since;
   * otherwise `load` builds it (value and tags), `serialize` turns it into the body that is kept and returned.
   */
  async list<T>(
    key: string,
    load: () => Promise<Tagged<T>>,
    serialize: (value: T) => string,
    { refresh = false }: { refresh?: boolean } = {},
  ): Promise<{ body: string; hit: boolean }> {
    if (!refresh) {
      const body = this.#freshList(key);
      if (body !== undefined) {
        this.stats.listHits++;
        return { body, hit: true };
      }
    }
    this.stats.listMisses++;
    const before = this.#invalidations;
    const { value, tags } = await load();
    const body = serialize(value);
    if (this.#enabled && before === this.#invalidations) this.#storeList(key, body, tags);
    return { body, hit: false };
  }

  #freshList(key: string): string | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#lists.get(key);
    if (!entry) return undefined;
    if (entry.tags.every(([tag, gen]) => this.#tagGeneration(tag) === gen)) return entry.body;
    this.#lists.delete(key);
    return undefined;
  }

  #storeList(key: string, body: string, tags: readonly string[]): void {
    const ttl = ttlFor(this.#ttlMs);
    if (ttl === undefined) return;
    // An answer too large to keep is not kept, and neither is the older answer under its key.
    this.#lists.set(
      key,
      { body, tags: [...new Set(tags)].map((tag) => [tag, this.#tagGeneration(tag)]) },
      { ttl },
    );
  }

  #tagGeneration(tag: string): number {
    return this.#tagGenerations.get(tag) ?? 0;
  }

  // Invalidation.

  /** Drops what a committed change made wrong. Synchronous: the next read, in any request, sees it. */
  invalidate({ tags = [], users = [], all = false }: Invalidation): void {
    if (all) {
      this.clear();
      return;
    }
    if (tags.length === 0 && users.length === 0) return;
    this.#invalidations++;
    for (const id of users) {
      this.#users.delete(id);
      this.#sessions.delete(id);
    }
    if (this.#tagGenerations.size + tags.length > MAX_TAGS) {
      this.clear();
      return;
    }
    for (const tag of tags) this.#tagGenerations.set(tag, ++this.#generation);
  }

  /** How many entries of each kind are kept (tests). */
  get size(): { tokens: number; users: number; sessions: number; lists: number } {
    let sessions = 0;
    for (const own of this.#sessions.values()) sessions += own.size;
    return { tokens: this.#tokens.size, users: this.#users.size, sessions, lists: this.#lists.size };
  }
}
