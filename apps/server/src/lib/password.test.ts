import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { canSetThreadPolicy, LINUX_POLICY, mainThread, threadScheduling } from '../test/threads';
import {
  hashPassword,
  PASSWORD_HASH_COSTS,
  PASSWORD_THREAD_NICE,
  passwordHashCost,
  passwordHashCostOf,
  verifyPassword,
} from './password';

// The server project hashes at the test cost (PASSWORD_HASH_COST=test); this file tests the hashing itself, at
// the cost production uses.
vi.hoisted(() => {
  process.env.PASSWORD_HASH_COST = 'production';
});

describe('the cost of a hash', () => {
  it('is the production cost by default and the test cost only under NODE_ENV=test', () => {
    expect(passwordHashCost()).toBe('production');
    expect(passwordHashCostOf({})).toBe('production');
    expect(passwordHashCostOf({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'production' })).toBe(
      'production',
    );
    expect(passwordHashCostOf({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' })).toBe('test');
    expect(() => passwordHashCostOf({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toThrow(
      /only for the test suites/,
    );
    expect(() => passwordHashCostOf({ PASSWORD_HASH_COST: 'test' })).toThrow(/only for the test suites/);
    expect(() => passwordHashCostOf({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'none' })).toThrow(
      /must be 'production' or 'test'/,
    );
  });

  it('keeps Argon2id at the test cost, so that its hashes verify like any other', () => {
    expect(PASSWORD_HASH_COSTS.test.algorithm).toBe(PASSWORD_HASH_COSTS.production.algorithm);
    expect(PASSWORD_HASH_COSTS.test.memoryCost).toBeLessThan(PASSWORD_HASH_COSTS.production.memoryCost);
  });
});

describe('password hashing', () => {
  it('hashes with Argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(hash, 'demo1234')).toBe(true);
    expect(await verifyPassword(hash, 'demo12345')).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('hashes off the event loop: timers keep firing while a burst of sign-ins is verified', async () => {
    const hash = await hashPassword('demo1234');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyPassword(hash, 'demo1234')));
    clearInterval(timer);
    expect(results).toEqual([true, true, true, true, true, true]);
    // Six Argon2id verifications take well over 100 ms; the event loop ran its 5 ms timer all along.
    expect(ticks).toBeGreaterThan((Date.now() - started) / 5 / 3);
  });

  it.runIf(process.platform === 'linux')(
    'hashes on a thread of lower priority than the event loop',
    async () => {
      await hashPassword('demo1234');
      const threads = threadScheduling();
      expect(mainThread(threads)?.nice).toBe(0);
      expect(threads.map((thread) => thread.nice)).toContain(PASSWORD_THREAD_NICE);
    },
  );

  it.runIf(canSetThreadPolicy)(
    'hashes on a SCHED_IDLE thread, which any woken request handler preempts',
    async () => {
      await hashPassword('demo1234');
      const threads = threadScheduling();
      expect(mainThread(threads)?.policy).toBe(LINUX_POLICY.other);
      expect(threads.map((thread) => thread.policy)).toContain(LINUX_POLICY.idle);
    },
  );

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'demo1234')).toBe(false);
  });
});
