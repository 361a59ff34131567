import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet, Argon2id: m=19456 KiB (19 MiB), t=2, p=1. The async API hashes on the
// libuv thread pool, so a sign-in never blocks the event loop.
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// A burst of sign-ins must not starve everything else: each hash holds a libuv thread (shared with WebCrypto,
// which verifies session tokens, and file I/O) and a CPU core for tens of milliseconds. Running at most
// (cores - 1) of them at once, and fewer than the pool's threads, keeps a core and a thread free for the
// requests of people who are already signed in; extra sign-ins wait their turn in this queue.
const THREADPOOL_SIZE = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
export const PASSWORD_HASH_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism() - 1, THREADPOOL_SIZE - 1),
);

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASH_CONCURRENCY) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes a password with Argon2id; the result is a PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, PASSWORD_HASH_OPTIONS));
}

/** True when the password matches the hash; false (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
