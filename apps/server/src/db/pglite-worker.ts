import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import {
  type messages,
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { setThreadPolicy } from '../lib/thread-policy';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

// The database thread of PGliteThread (pglite-thread.ts): PGlite itself, answering the requests the event loop
// sends. Started as dist/pglite-worker.js (ES module) from the bundle, and from this file through tsx's CommonJS
// require from source (tsx, vitest); it must not be imported anywhere else.

/** What the thread is started with. */
export interface PGliteWorkerData {
  /** PGlite's files; in memory without. */
  dataDir: string | undefined;
  /** A data directory (a dumpDataDir() tarball) that a new database starts from. */
  snapshot?: Uint8Array | undefined;
  /** How many prepared statements to keep. */
  maxStatements: number;
}

/** A request of the event loop, in a transaction when `txId` is given. */
export interface PGliteRequest {
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  txId?: number;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Types whose text is kept as it is (the caller's parsers do nothing else). */
  rawTypes?: number[];
}

/** An error as it crosses threads: PostgreSQL's fields (code, constraint, detail...) in `props`. */
export interface SerializedError {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

/** The answer to request `id`; request 0 is the thread's start (PGlite opened its database, or could not). */
export type PGliteAnswer =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: SerializedError };

function describe(error: unknown): SerializedError {
  const props: Record<string, unknown> = {};
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

type Parsers = NonNullable<QueryOptions['parsers']>;

const keepText = (value: string) => value;
const parserSets = new Map<string, Parsers>();
function parsersFor(rawTypes: number[] | undefined): Parsers | undefined {
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
interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that returns no rows (noData). */
  description: messages.RowDescriptionMessage | undefined;
}

const { serialize } = protocol;
const { maxStatements } = workerData as PGliteWorkerData;
const statements = new Map<string, Statement>();
const retired: string[] = [];
let statementCount = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

async function prepare(pg: PGlite, sql: string): Promise<Statement> {
  statementCount += 1;
  const name = `tf_${statementCount}`;
  const closing = retired.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
  const answer = await pg.execProtocolStream(
    concat([
      ...closing,
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const statement: Statement = {
    name,
    paramTypes:
      answer.find(
        (message): message is messages.ParameterDescriptionMessage => message.name === 'parameterDescription',
      )?.dataTypeIDs ?? [],
    description: answer.find(
      (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
    ),
  };
  statements.set(sql, statement);
  if (statements.size > maxStatements) {
    const [oldest, entry] = statements.entries().next().value as [string, Statement];
    statements.delete(oldest);
    retired.push(entry.name);
  }
  return statement;
}

// Only these are prepared. Anything else (CREATE, ALTER, SET...) may change what a prepared statement means:
// it runs as PGlite runs it, and every prepared statement is dropped before and after it. A statement prepared
// by a query that ran meanwhile can still meet the change: PostgreSQL then answers 'cached plan must not change
// result type' (0A000), and outside a transaction the statement is prepared afresh and run again.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const STALE_STATEMENT = '0A000';

function retireAll(): void {
  for (const statement of statements.values()) retired.push(statement.name);
  statements.clear();
}

async function changingSchema<T>(run: () => Promise<T>): Promise<T> {
  retireAll();
  try {
    return await run();
  } finally {
    retireAll();
  }
}

interface PreparedQuery {
  sql: string;
  params: unknown[];
}

async function runPrepared(
  pg: PGlite,
  query: PreparedQuery,
  options: QueryOptions,
  inTransaction: boolean,
  retried = false,
): Promise<Results | undefined> {
  let statement = statements.get(query.sql);
  if (statement) {
    statements.delete(query.sql);
    statements.set(query.sql, statement);
  } else {
    statement = await prepare(pg, query.sql);
  }
  const { paramTypes } = statement;
  const values = query.params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = pg.serializers[paramTypes[i] ?? -1];
    return serializer ? serializer(param) : String(param);
  });
  let answer: messages.BackendMessage[];
  try {
    answer = await pg.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === STALE_STATEMENT) {
      if (statements.get(query.sql) === statement) {
        statements.delete(query.sql);
        retired.push(statement.name);
      }
      if (!inTransaction && !retried) return runPrepared(pg, query, options, inTransaction, true);
    }
    if (error && typeof error === 'object') Object.assign(error, { query: query.sql });
    throw error;
  }
  if (!inTransaction) await pg.syncToFs();
  const messages = statement.description ? [statement.description, ...answer] : answer;
  return parse.parseResults(messages, pg.parsers, options)[0];
}

/** A transaction held open between the event loop's begin and its commit or rollback. */
interface OpenTransaction {
  tx: Transaction;
  finish: { resolve(): void; reject(reason: unknown): void };
  outcome: Promise<void>;
}

const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();

async function handle(pg: PGlite, request: PGliteRequest): Promise<unknown> {
  const target = request.txId === undefined ? pg : transactions.get(request.txId)?.tx;
  switch (request.op) {
    case 'query': {
      if (!target || (request.txId !== undefined && (target as Transaction).closed)) {
        throw new Error('Transaction is closed');
      }
      const sql = request.sql ?? '';
      const params = request.params ?? [];
      const options: QueryOptions = { rowMode: request.rowMode, parsers: parsersFor(request.rawTypes) };
      if (!PREPARABLE.test(sql)) {
        return await changingSchema(() => target.query(sql, params, options));
      }
      if (request.txId === undefined) {
        // As PGlite's query(): after any transaction, one query at a time.
        return await pg._runExclusiveTransaction(() =>
          pg._runExclusiveQuery(() => runPrepared(pg, { sql, params }, options, false)),
        );
      }
      return await pg._runExclusiveQuery(() => runPrepared(pg, { sql, params }, options, true));
    }
    case 'exec': {
      if (!target) throw new Error('Transaction is closed');
      return await changingSchema(() => target.exec(request.sql ?? ''));
    }
    case 'begin': {
      const txId = request.txId ?? 0;
      let started = () => {};
      const began = new Promise<void>((resolve) => {
        started = resolve;
      });
      // Filled in by the transaction's callback, which runs once BEGIN has succeeded.
      const entry = {} as OpenTransaction;
      entry.outcome = pg.transaction(async (tx) => {
        entry.tx = tx;
        const done = new Promise<void>((resolve, reject) => {
          entry.finish = { resolve, reject };
        });
        transactions.set(txId, entry);
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
      const entry = request.txId === undefined ? undefined : transactions.get(request.txId);
      if (!entry || request.txId === undefined) throw new Error('Transaction is closed');
      transactions.delete(request.txId);
      if (request.op === 'commit') {
        entry.finish.resolve();
        await entry.outcome;
      } else {
        entry.finish.reject(ROLLBACK);
        await entry.outcome.catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
      }
      return null;
    }
    case 'close': {
      await pg.close();
      return null;
    }
    default:
      throw new Error(`Unknown database request ${String(request.op)}`);
  }
}

/**
 * PGlite's memory (issue 43, docs/performance.md 'Server memory'). Its WebAssembly memory only grows (it cannot start
 * below the 128 MiB its module declares), and PostgreSQL's `shared_buffers` is initdb's 128MB: every page of the
 * buffer pool once read into stays resident for the life of the process. The embedded database holds one
 * installation's data, a few tens of MB that the operating system's page cache keeps as well, so the pool is 16MB.
 */
const PGLITE_MEMORY: { startParams: string[] } = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * PostgreSQL's WebAssembly starts on V8's baseline compiler only (Liftoff), not tiered up to the optimising one
 * (issue 43). TurboFan compiling the functions the start runs hot (PostgreSQL's parser is one huge function) took
 * 60-100 MiB of malloc'd memory on V8's compiler threads, which glibc then kept: idle RSS about 270-320 MiB with
 * tier-up from the first query, about 200-210 without. The server lifts this once it has started
 * (`allowWasmTierUp`, pglite-thread.ts), and the hot functions of its requests are optimised from then on. A V8
 * flag is process-wide; set here, before PGlite compiles its module. Nothing else in the server compiles
 * WebAssembly.
 */
setFlagsFromString('--liftoff-only');

async function start(port: NonNullable<typeof parentPort>): Promise<void> {
  // A query sent by the event loop waits for a free core instead of taking the event loop's (lib/thread-policy.ts).
  setThreadPolicy('batch');
  const { dataDir, snapshot } = workerData as PGliteWorkerData;
  let pg: PGlite;
  try {
    // A structured clone: its own ArrayBuffer, never a shared one.
    const loadDataDir = snapshot ? new Blob([snapshot as Uint8Array<ArrayBuffer>]) : undefined;
    pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
      ...PGLITE_MEMORY,
    });
  } catch (error) {
    port.postMessage({ id: 0, ok: false, error: describe(error) } satisfies PGliteAnswer);
    return;
  }
  port.on('message', ({ id, request }: { id: number; request: PGliteRequest }) => {
    handle(pg, request).then(
      (result) => port.postMessage({ id, ok: true, result } satisfies PGliteAnswer),
      (error: unknown) => port.postMessage({ id, ok: false, error: describe(error) } satisfies PGliteAnswer),
    );
  });
  port.postMessage({ id: 0, ok: true } satisfies PGliteAnswer);
}

if (!parentPort) throw new Error('pglite-worker runs on the database thread of PGliteThread only');
// No top-level await: from source the module runs as CommonJS (pglite-thread.ts). A failure here stops the
// thread, which fails every pending request.
void start(parentPort);
