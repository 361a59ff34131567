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

/** Hashes a password with Argon2id; the result is a PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the password matches the hash; false (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
