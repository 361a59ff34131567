import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { chainEntries, entryHash, GENESIS_HASH, PLATFORM_CHAIN, recordAudit } from './audit.record';

// The chain itself: each entry links to the one before it in its chain, concurrent appends included.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const context = { actorId: null, actorEmail: 'someone@example.com', ip: '127.0.0.1', userAgent: 'test' };

describe('recordAudit', () => {
  it('links every entry of a chain to the previous one, even when appended concurrently', async () => {
    const db = t.app.database.db;
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        recordAudit(db, context, {
          action: 'auth.sign_in_failed',
          organizationId: null,
          target: { type: 'user', id: null, label: `attempt ${index}` },
          after: { b: 2, a: { z: 1, y: [1, 'x'] } },
        }),
      ),
    );
    const rows = await chainEntries(db, PLATFORM_CHAIN);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    let previous = GENESIS_HASH;
    for (const row of rows) {
      expect(row.prevHash).toBe(previous);
      expect(entryHash(row.prevHash, row)).toBe(row.hash);
      previous = row.hash;
    }
  });

  it('gives an altered entry a hash that no longer matches', async () => {
    const db = t.app.database.db;
    const [first] = await chainEntries(db, PLATFORM_CHAIN);
    if (!first) throw new Error('no entry');
    await db.update(auditLog).set({ targetLabel: 'forged' }).where(eq(auditLog.id, first.id));
    const [altered] = await chainEntries(db, PLATFORM_CHAIN);
    if (!altered) throw new Error('no entry');
    expect(entryHash(altered.prevHash, altered)).not.toBe(altered.hash);
  });
});
