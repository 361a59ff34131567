import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Algorithm } from '@node-rs/argon2';
import { SET_THREAD_POLICY_SOURCE } from './thread-policy';

// OWASP password storage cheat sheet, Argon2id: m=19456 KiB (19 MiB), t=2, p=1.
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The cost of a hash, from PASSWORD_HASH_COST. `production` (the default) is the OWASP cost above, on threads of
 * the lowest priority. `test` is for the test suites, where hashing is not what is tested but about 200 sign-ups
 * and sign-ins each waited for a production hash on a busy machine: Argon2id at its lowest cost (64 KiB, one
 * pass), on threads of normal priority. It is accepted only with NODE_ENV=test (passwordHashCostOf); a server
 * started with it otherwise refuses to start (loadConfig). A hash records its own parameters, so either cost's
 * hashes verify under the other.
 */
export type PasswordHashCost = 'production' | 'test';

export const PASSWORD_HASH_COSTS = {
  production: PASSWORD_HASH_OPTIONS,
  test: { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, unknown>;

/** Thrown for a PASSWORD_HASH_COST that is not a cost, or `test` outside NODE_ENV=test. */
export class PasswordHashCostError extends Error {}

/** The cost PASSWORD_HASH_COST asks for; `test` only when NODE_ENV is `test`, so never in production. */
export function passwordHashCostOf(env: NodeJS.ProcessEnv): PasswordHashCost {
  const cost = env.PASSWORD_HASH_COST?.trim() || 'production';
  if (cost !== 'production' && cost !== 'test') {
    throw new PasswordHashCostError("must be 'production' or 'test'");
  }
  if (cost === 'test' && env.NODE_ENV !== 'test') {
    throw new PasswordHashCostError(
      `'test' is only for the test suites (NODE_ENV=test); NODE_ENV is ${JSON.stringify(env.NODE_ENV ?? '')}`,
    );
  }
  return cost;
}

let activeCost: PasswordHashCost | undefined;

/** This process's cost, read from its environment at the first hash. */
export function passwordHashCost(): PasswordHashCost {
  activeCost ??= passwordHashCostOf(process.env);
  return activeCost;
}

// A burst of sign-ins must not slow down the people who are already signed in: each hash holds a CPU core for
// tens of milliseconds. So hashes run on worker threads of their own, never on the event loop nor on the libuv
// pool (which WebCrypto and file I/O share), at most (cores - 1) at once, and at the lowest CPU priority. Extra
// sign-ins wait their turn in a queue.
//
// On Linux a hashing thread takes nice 19, then SCHED_IDLE (lib/thread-policy.ts): any other thread that wakes
// up (the event loop with a request to answer, the database thread) takes the core from it at once. Nice 19
// alone is not enough: the scheduler lets a nice-19 thread finish its time slice (a few ms) before a woken
// request handler runs, which showed as +1 ms on the p99 of signed-in requests during a burst of sign-ins
// (docs/security.md). At the test cost a hash takes well under a millisecond and the threads keep the normal
// priority: on a test machine's busy cores an idle-priority thread waited seconds for its turn.
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const PASSWORD_THREAD_NICE = 19;

type Job = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };

interface Pending {
  job: Job;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

// Plain CommonJS run with `eval`, so it works the same from the bundle, from source under tsx or vitest.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${SET_THREAD_POLICY_SOURCE}
if (process.platform === 'linux' && workerData.lowPriority) {
  try { require('node:os').setPriority(workerData.nice); } catch {}
  setThreadPolicy('idle');
}
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ job, options }) => {
  try {
    const result = job.op === 'hash'
      ? argon2.hashSync(job.password, options)
      : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ ok: true, result });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

class HashThread {
  readonly #worker: Worker;
  #current: Pending | undefined;

  constructor(
    private readonly onIdle: (thread: HashThread) => void,
    private readonly onDead: (thread: HashThread) => void,
  ) {
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        argon2: createRequire(import.meta.url).resolve('@node-rs/argon2'),
        nice: PASSWORD_THREAD_NICE,
        lowPriority: passwordHashCost() === 'production',
      },
    });
    // An idle hashing thread never keeps the process alive.
    this.#worker.unref();
    this.#worker.on('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
      const current = this.#current;
      this.#current = undefined;
      if (message.ok) current?.resolve(message.result);
      else current?.reject(new Error(message.error));
      this.onIdle(this);
    });
    let dead = false;
    const fail = (error: unknown) => {
      if (dead) return;
      dead = true;
      const current = this.#current;
      this.#current = undefined;
      current?.reject(error);
      this.onDead(this);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`The password hashing thread stopped (exit ${code})`)));
  }

  run(pending: Pending): void {
    this.#current = pending;
    this.#worker.postMessage({ job: pending.job, options: PASSWORD_HASH_COSTS[passwordHashCost()] });
  }
}

const idle: HashThread[] = [];
const queue: Pending[] = [];
let threads = 0;

function next(thread: HashThread): void {
  const pending = queue.shift();
  if (pending) thread.run(pending);
  else idle.push(thread);
}

function dead(thread: HashThread): void {
  const at = idle.indexOf(thread);
  if (at >= 0) idle.splice(at, 1);
  threads--;
  dispatch();
}

function dispatch(): void {
  while (queue.length > 0) {
    let thread = idle.pop();
    if (!thread) {
      if (threads >= PASSWORD_HASH_CONCURRENCY) return;
      threads++;
      thread = new HashThread(next, dead);
    }
    const pending = queue.shift();
    if (pending) thread.run(pending);
  }
}

function submit<T>(job: Job): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
    dispatch();
  });
}

/** Hashes a password with Argon2id; the result is a PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
export function hashPassword(password: string): Promise<string> {
  return submit<string>({ op: 'hash', password });
}

/** True when the password matches the hash; false (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await submit<boolean>({ op: 'verify', hash: passwordHash, password });
  } catch {
    return false;
  }
}
