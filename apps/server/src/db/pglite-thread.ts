import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PGliteAnswer, PGliteRequest, PGliteWorkerData, SerializedError } from './pglite-worker';

// The embedded PostgreSQL (PGlite, WASM) on a worker thread of its own. In the server's process a query runs
// synchronously on whichever thread calls it: on the event loop, every query (about 1 ms, with stalls of 10 ms
// and more) held up every other request, and 20 sign-ins at once took signed-in people's p99 from 2.5 to 36 ms
// (bench/auth-me.mjs). Here the event loop only sends the SQL and receives the rows.
//
// PGliteThread offers what Drizzle's PGlite driver uses of a PGlite instance (query, exec, transaction, close),
// with PGlite's own semantics: one query at a time, and a transaction holds the database until it ends (other
// queries wait). The rows cross threads by structured clone: strings, numbers, booleans, JSON values, byte arrays.
//
// Each query's SQL is parsed and planned once: the thread keeps it as a named prepared statement (the most
// recently used MAX_PREPARED_STATEMENTS of them) and runs it again with one Bind-Execute-Sync message. PGlite's
// own query() sends six messages one by one (parse, describe, bind, describe, execute, sync) and parses the SQL
// every time: a sign-in's lookup took 490 µs that way and takes 140 µs as a prepared statement (1.3 ms and
// 0.66 ms between other work, with cold caches), docs/architecture.md.

/** How many prepared statements the database thread keeps (least recently used ones are closed). */
export const MAX_PREPARED_STATEMENTS = 256;

/**
 * Lets V8 optimise PGlite's hot functions from now on (issue 43). The database thread compiles PostgreSQL's
 * WebAssembly on the baseline compiler only (pglite-worker.ts), so that the start (opening the database, the
 * migrations' check, the first queries) does not leave the optimising compiler's memory behind; once the server
 * is up, the functions its requests use most are optimised again (an uncached task list about 25 % faster than on
 * the baseline code, 60-100 MiB less at idle than optimising from the first query).
 */
export function allowWasmTierUp(): void {
  setFlagsFromString('--no-liftoff-only');
}

/** The parsers a caller may pass: ones that keep a type's text as it is (Drizzle's, for dates and intervals). */
type RawParsers = QueryOptions['parsers'];

/**
 * Starts the database thread on its module, pglite-worker.ts. The bundle (dist/main.js) has it built beside it as
 * dist/pglite-worker.js (build.mjs). From source (tsx, vitest) this module is a .ts file and so is the worker's:
 * Node 20 starts no worker on a .ts file, even under tsx (its loader does not reach a worker's entry module), so
 * the thread starts on one line that loads the worker's module through tsx's CommonJS `require`. (tsx's
 * `tsImport` works too, but starts a thread of its own for the loader's hooks: 1 s more per start on a busy
 * machine, where the `require` takes 0.5 s more than a plain .js file.)
 */
function startWorker(workerData: PGliteWorkerData): Worker {
  if (!new URL(import.meta.url).pathname.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  const tsx = JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'));
  const worker = JSON.stringify(fileURLToPath(new URL('./pglite-worker.ts', import.meta.url)));
  return new Worker(`require(${tsx}).require(${worker}, ${worker});`, { eval: true, workerData });
}

/** An error of the database thread, with the fields PostgreSQL gave it (code, constraint, detail...). */
function reviveError({ name, message, props }: SerializedError): Error {
  const error = Object.assign(new Error(message), props);
  error.name = name;
  return error;
}

const rawTypesByParsers = new WeakMap<NonNullable<RawParsers>, number[]>();

/**
 * The type ids whose text a query keeps; only parsers that return the text unchanged can cross threads. Drizzle
 * passes one parsers object per prepared query, so each is checked once.
 */
function rawTypesOf(parsers: RawParsers): number[] | undefined {
  if (!parsers) return undefined;
  const known = rawTypesByParsers.get(parsers);
  if (known) return known;
  const types = Object.keys(parsers).map(Number);
  for (const type of types) {
    const probe = '2000-01-01 00:00:00';
    if (parsers[type]?.(probe) !== probe) {
      throw new Error(`PGliteThread only supports parsers that keep the text as it is (type ${type})`);
    }
  }
  rawTypesByParsers.set(parsers, types);
  return types;
}

/** A query for the database thread, in a transaction when `txId` is given. */
function queryRequest(
  sql: string,
  params: unknown[] | undefined,
  options?: QueryOptions,
  txId?: number,
): PGliteRequest {
  return {
    op: 'query',
    txId,
    sql,
    params: params ?? [],
    rowMode: options?.rowMode,
    rawTypes: rawTypesOf(options?.parsers),
  };
}

/** A transaction on the database thread, as Drizzle's PGlite driver uses it. */
export interface PGliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  #nextId = 1;
  #nextTransactionId = 1;
  #closed = false;
  #stopped: Error | undefined;

  private constructor(dataDir: string | undefined, snapshot: Uint8Array | undefined) {
    this.#worker = startWorker({ dataDir, snapshot, maxStatements: MAX_PREPARED_STATEMENTS });
    this.#worker.on('message', (answer: PGliteAnswer) => this.#settle(answer));
    const stop = (error: Error) => {
      this.#stopped ??= error;
      this.#closed = true;
      for (const { reject } of this.#pending.values()) reject(this.#stopped);
      this.#pending.clear();
    };
    this.#worker.on('error', stop);
    this.#worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit ${code})`)));
  }

  /**
   * Opens PGlite on its own thread: in memory, or with its files in `dataDir`. A new database starts from
   * `snapshot` when given: a data directory as PGlite's dumpDataDir() made it (the test suites' migrated
   * database, src/test/global-setup.ts).
   */
  static async create(dataDir?: string, options: { snapshot?: Uint8Array } = {}): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir, options.snapshot);
    try {
      // Request 0 is the thread's start: PGlite opened (and, for a new folder, initialised) its database.
      await thread.#expect(0);
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call(queryRequest(sql, params, options)) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws (or calls
   * rollback()). Other queries wait until it has ended, as on PGlite itself.
   */
  async transaction<T>(callback: (tx: PGliteThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextTransactionId++;
    await this.#call({ op: 'begin', txId });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PGliteThreadTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return (await this.#call(queryRequest(sql, params, options, txId))) as Results<R>;
      },
      exec: async (sql: string) => {
        open();
        return (await this.#call({ op: 'exec', txId, sql })) as Results[];
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#call({ op: 'rollback', txId });
      },
      get closed() {
        return closed;
      },
    };
    let value: T;
    try {
      value = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', txId }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'commit', txId });
    }
    return value;
  }

  /** Waits for the queries already sent, closes PGlite (which writes its files) and stops the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #call(request: PGliteRequest): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    const id = this.#nextId++;
    const answer = this.#expect(id);
    this.#worker.postMessage({ id, request });
    return answer;
  }

  #expect(id: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // The thread keeps the process alive only while it owes an answer.
      if (this.#pending.size === 1) this.#worker.ref();
    });
  }

  #settle(answer: PGliteAnswer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.result);
    else pending.reject(reviveError(answer.error));
  }
}
