import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { SET_THREAD_POLICY_SOURCE } from '../lib/thread-policy';

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

/** The parsers a caller may pass: ones that keep a type's text as it is (Drizzle's, for dates and intervals). */
type RawParsers = QueryOptions['parsers'];

interface Request {
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  txId?: number;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
}

type Answer = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: SerializedError };

interface SerializedError {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

// Plain CommonJS run with `eval`, so it works the same from the bundle and from source under tsx or vitest.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, protocol, parse } = require(workerData.pglitePath);
${SET_THREAD_POLICY_SOURCE}

function describe(error) {
  const props = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value;
    }
  }
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    props,
  };
}

const keepText = (value) => value;
const parserSets = new Map();
function parsersFor(rawTypes) {
  if (!rawTypes || rawTypes.length === 0) return undefined;
  const key = rawTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

// Prepared statements by SQL text, least recently used first. An evicted statement is closed (DEALLOCATE) with
// the next Parse.
const { serialize } = protocol;
const statements = new Map();
const retired = [];
let statementCount = 0;

function concat(messages) {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

async function prepare(pg, sql) {
  const name = 'tf_' + ++statementCount;
  const closing = retired.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
  const answer = await pg.execProtocolStream(
    concat([...closing, serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  const statement = {
    name,
    paramTypes: answer.find((message) => message.name === 'parameterDescription')?.dataTypeIDs ?? [],
    // Absent for a statement that returns no rows (noData).
    description: answer.find((message) => message.name === 'rowDescription'),
  };
  statements.set(sql, statement);
  if (statements.size > workerData.maxStatements) {
    const [oldest, entry] = statements.entries().next().value;
    statements.delete(oldest);
    retired.push(entry.name);
  }
  return statement;
}

// Only these are prepared. Anything else (CREATE, ALTER, SET...) may change what a prepared statement means:
// it runs as PGlite runs it, and every prepared statement is dropped before and after it. A statement prepared
// by a query that ran meanwhile can still meet the change: PostgreSQL then answers 'cached plan must not change
// result type' (0A000), and outside a transaction the statement is prepared afresh and run again.
const PREPARABLE = /^\\s*(select|insert|update|delete|with)\\b/i;
const STALE_STATEMENT = '0A000';

function retireAll() {
  for (const statement of statements.values()) retired.push(statement.name);
  statements.clear();
}

async function changingSchema(run) {
  retireAll();
  try {
    return await run();
  } finally {
    retireAll();
  }
}

async function runPrepared(pg, request, options, inTransaction, retried = false) {
  let statement = statements.get(request.sql);
  if (statement) {
    statements.delete(request.sql);
    statements.set(request.sql, statement);
  } else {
    statement = await prepare(pg, request.sql);
  }
  const values = request.params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = pg.serializers[statement.paramTypes[i]];
    return serializer ? serializer(param) : param.toString();
  });
  let answer;
  try {
    answer = await pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
  } catch (error) {
    if (error?.code === STALE_STATEMENT) {
      if (statements.get(request.sql) === statement) {
        statements.delete(request.sql);
        retired.push(statement.name);
      }
      if (!inTransaction && !retried) return runPrepared(pg, request, options, inTransaction, true);
    }
    if (error && typeof error === 'object') error.query = request.sql;
    throw error;
  }
  if (!inTransaction) await pg.syncToFs();
  const messages = statement.description ? [statement.description, ...answer] : answer;
  return parse.parseResults(messages, pg.parsers, options)[0];
}

const ROLLBACK = Symbol('rollback');
const transactions = new Map();

async function handle(pg, request) {
  const target = request.txId === undefined ? pg : transactions.get(request.txId)?.tx;
  switch (request.op) {
    case 'query': {
      if (!target || (request.txId !== undefined && target.closed)) throw new Error('Transaction is closed');
      const options = { rowMode: request.rowMode, parsers: parsersFor(request.rawTypes) };
      if (!PREPARABLE.test(request.sql)) {
        return await changingSchema(() => target.query(request.sql, request.params, options));
      }
      if (request.txId === undefined) {
        // As PGlite's query(): after any transaction, one query at a time.
        return await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => runPrepared(pg, request, options, false)));
      }
      return await pg._runExclusiveQuery(() => runPrepared(pg, request, options, true));
    }
    case 'exec': {
      if (!target) throw new Error('Transaction is closed');
      return await changingSchema(() => target.exec(request.sql));
    }
    case 'begin': {
      let started;
      const began = new Promise((resolve) => { started = resolve; });
      const entry = {};
      entry.outcome = pg.transaction(async (tx) => {
        entry.tx = tx;
        const done = new Promise((resolve, reject) => { entry.finish = { resolve, reject }; });
        transactions.set(request.txId, entry);
        started();
        await done;
      });
      entry.outcome.catch(() => {});
      // BEGIN itself may fail: then the outcome settles first.
      await Promise.race([began, entry.outcome]);
      return null;
    }
    case 'commit':
    case 'rollback': {
      const entry = transactions.get(request.txId);
      if (!entry) throw new Error('Transaction is closed');
      transactions.delete(request.txId);
      if (request.op === 'commit') {
        entry.finish.resolve();
        await entry.outcome;
      } else {
        entry.finish.reject(ROLLBACK);
        await entry.outcome.catch((error) => { if (error !== ROLLBACK) throw error; });
      }
      return null;
    }
    case 'close': {
      await pg.close();
      return null;
    }
    default:
      throw new Error('Unknown database request ' + request.op);
  }
}

(async () => {
  // A query sent by the event loop waits for a free core instead of taking the event loop's (lib/thread-policy.ts).
  setThreadPolicy('batch');
  let pg;
  try {
    pg = workerData.dataDir ? await PGlite.create(workerData.dataDir) : await PGlite.create();
  } catch (error) {
    parentPort.postMessage({ id: 0, ok: false, error: describe(error) });
    return;
  }
  parentPort.on('message', ({ id, request }) => {
    handle(pg, request).then(
      (result) => parentPort.postMessage({ id, ok: true, result }),
      (error) => parentPort.postMessage({ id, ok: false, error: describe(error) }),
    );
  });
  parentPort.postMessage({ id: 0, ok: true });
})();
`;

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
): Request {
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

  private constructor(dataDir: string | undefined) {
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        pglitePath: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
        dataDir,
        maxStatements: MAX_PREPARED_STATEMENTS,
      },
    });
    this.#worker.on('message', (answer: Answer) => this.#settle(answer));
    const stop = (error: Error) => {
      this.#stopped ??= error;
      this.#closed = true;
      for (const { reject } of this.#pending.values()) reject(this.#stopped);
      this.#pending.clear();
    };
    this.#worker.on('error', stop);
    this.#worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit ${code})`)));
  }

  /** Opens PGlite on its own thread: in memory, or with its files in `dataDir`. */
  static async create(dataDir?: string): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir);
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

  #call(request: Request): Promise<unknown> {
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

  #settle(answer: Answer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.result);
    else pending.reject(reviveError(answer.error));
  }
}
