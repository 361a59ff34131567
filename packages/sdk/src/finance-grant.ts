import { FINANCE_ACCESS_STORAGE_KEY, FINANCE_GATE_SESSION_MS, type FinanceGrant } from '@app/domain';

/** What the browser keeps of an unlock (sessionStorage `financeAccess`): the grant, when, until when. */
export interface FinanceAccessRecord {
  grant: string;
  /** Milliseconds since the epoch, by this browser's clock. */
  unlockedAt: number;
  /** The server's end of the grant (ISO date-time). */
  expiresAt: string;
}

export interface FinanceGrantStore {
  /** The unlock, or undefined when there is none or it is over (8 hours after `unlockedAt`): it is then dropped. */
  get(): FinanceAccessRecord | undefined;
  /** The grant to send as X-Finance-Grant, when the unlock holds. */
  grant(): string | undefined;
  /** Keeps the grant the unlock returned, from now. */
  save(grant: FinanceGrant): FinanceAccessRecord;
  /** Ends the unlock (Logout, sign-out, or a call answered FINANCE_LOCKED). */
  clear(): void;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface FinanceGrantStoreOptions {
  /** The browser's sessionStorage by default, resolved on use (absent under SSR: kept in memory then). */
  storage?: () => Storage | undefined;
  /** The clock, for tests. */
  now?: () => number;
}

function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.sessionStorage ?? undefined);
  } catch {
    return undefined;
  }
}

function parseRecord(raw: string | null): FinanceAccessRecord | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<FinanceAccessRecord> | null;
    if (
      value &&
      typeof value.grant === 'string' &&
      typeof value.unlockedAt === 'number' &&
      Number.isFinite(value.unlockedAt) &&
      typeof value.expiresAt === 'string'
    ) {
      return { grant: value.grant, unlockedAt: value.unlockedAt, expiresAt: value.expiresAt };
    }
  } catch {
    // Not ours, or damaged: read as no unlock.
  }
  return undefined;
}

/**
 * The finance gate's unlock for this browser session (spec 4.2): kept in sessionStorage under `financeAccess` with
 * its timestamp, over 8 hours later by this browser's clock (the server refuses the grant after 8 hours by its own)
 * or on Logout.
 */
export function createFinanceGrantStore(options: FinanceGrantStoreOptions = {}): FinanceGrantStore {
  const storageOf = options.storage ?? browserSessionStorage;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let lastRaw: string | null | undefined;
  let snapshot: FinanceAccessRecord | undefined;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const read = (): string | null => {
    const storage = storageOf();
    if (!storage) return memory;
    try {
      return storage.getItem(FINANCE_ACCESS_STORAGE_KEY) ?? memory;
    } catch {
      return memory;
    }
  };
  const write = (raw: string | null) => {
    memory = raw;
    const storage = storageOf();
    if (!storage) return;
    try {
      if (raw === null) storage.removeItem(FINANCE_ACCESS_STORAGE_KEY);
      else storage.setItem(FINANCE_ACCESS_STORAGE_KEY, raw);
    } catch {
      // Blocked storage: the unlock holds for this page, from memory.
    }
  };
  const isLive = (record: FinanceAccessRecord) => {
    const age = now() - record.unlockedAt;
    return age >= 0 && age < FINANCE_GATE_SESSION_MS;
  };

  const store: FinanceGrantStore = {
    get() {
      const raw = read();
      if (raw !== lastRaw) {
        snapshot = parseRecord(raw);
        lastRaw = raw;
      }
      if (snapshot && !isLive(snapshot)) {
        // Over: dropped quietly (no listener is called while a component may be reading it).
        write(null);
        lastRaw = null;
        snapshot = undefined;
      }
      return snapshot;
    },
    grant() {
      return store.get()?.grant;
    },
    save(grant) {
      const record: FinanceAccessRecord = {
        grant: grant.grant,
        unlockedAt: now(),
        expiresAt: grant.expiresAt,
      };
      write(JSON.stringify(record));
      notify();
      return record;
    },
    clear() {
      const had = read() !== null;
      write(null);
      lastRaw = null;
      snapshot = undefined;
      if (had) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}
