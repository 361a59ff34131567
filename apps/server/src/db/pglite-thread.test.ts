import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors';
import { canSetThreadPolicy, LINUX_POLICY, mainThread, threadScheduling } from '../test/threads';
import { openDatabase } from './client';
import { MAX_PREPARED_STATEMENTS, PGliteThread } from './pglite-thread';

describe('PGlite on its own thread', () => {
  let pg: PGliteThread;

  beforeAll(async () => {
    pg = await PGliteThread.create();
    await pg.exec(`
      create table items (id integer primary key, name text unique not null, data jsonb, raw bytea, at timestamptz);
    `);
  });

  afterAll(async () => {
    await pg.close();
  });

  afterEach(async () => {
    await pg.query('delete from items');
  });

  it('answers queries with parameters, in object and array rows, values as PGlite gives them', async () => {
    await pg.query('insert into items values ($1, $2, $3, $4, $5)', [
      1,
      'one',
      JSON.stringify({ tags: ['a', 'b'] }),
      new Uint8Array([1, 2, 3]),
      '2026-11-25T10:00:00Z',
    ]);
    const objects = await pg.query<{ id: number; name: string; data: unknown; raw: Uint8Array }>(
      'select id, name, data, raw from items where id = $1',
      [1],
    );
    expect(objects.rows).toEqual([
      { id: 1, name: 'one', data: { tags: ['a', 'b'] }, raw: new Uint8Array([1, 2, 3]) },
    ]);
    const arrays = await pg.query('select id, name from items', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'name']);
  });

  it("keeps a type's text when the caller's parser keeps it (Drizzle's dates), and refuses other parsers", async () => {
    await pg.query('insert into items (id, name, at) values (1, $1, $2)', ['dated', '2026-11-25T10:00:00Z']);
    const keep = (value: string) => value;
    const raw = await pg.query<{ at: unknown }>('select at from items', [], { parsers: { 1184: keep } });
    expect(typeof raw.rows[0]?.at).toBe('string');
    const parsed = await pg.query<{ at: unknown }>('select at from items');
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    await expect(async () =>
      pg.query('select at from items', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/keep the text/);
  });

  it("passes PostgreSQL's error fields on (a unique violation is recognised as one)", async () => {
    await pg.query('insert into items (id, name) values (1, $1)', ['taken']);
    const error = await pg.query('insert into items (id, name) values (2, $1)', ['taken']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', table: 'items' });
    expect(error.constraint).toMatch(/name/);
    expect(error.message).toMatch(/duplicate key/);
    expect(isUniqueViolation(error)).toBe(true);
    // A syntax error is an answer too, and the thread goes on.
    await expect(pg.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await pg.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction that resolves and rolls back one that throws or calls rollback()', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (1, $1)', ['kept']);
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values (2, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (3, $1)', ['rolled back']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    expect((await pg.query('select name from items order by id')).rows).toEqual([{ name: 'kept' }]);
  });

  it('makes other queries wait until a transaction has ended, as PGlite does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (1, $1)', ['inside']);
      outside = pg.query<{ n: number }>('select count(*)::int as n from items').then((result) => {
        order.push(`outside saw ${result.rows[0]?.n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into items (id, name) values (2, $1)', ['inside too']);
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 2']);
  });

  it('parses each query once, keeps the most recently used statements and closes the others', async () => {
    const preparedAs = async (text: string) =>
      (
        await pg.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0]?.n;
    const lookup = 'select name from items where id = $1';
    await pg.query('insert into items (id, name) values (1, $1)', ['one']);
    for (let i = 0; i < 3; i++) expect((await pg.query(lookup, [1])).rows).toEqual([{ name: 'one' }]);
    expect(await preparedAs(lookup)).toBe(1);

    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      expect((await pg.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: i + 1 }]);
    }
    const all = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(all.rows[0]?.n).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 1);
    expect(await preparedAs(lookup)).toBe(0);
    // A closed statement is prepared again when it comes back.
    expect((await pg.query(lookup, [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('prepares nothing but queries that read and write rows, and none outlives a change of the schema', async () => {
    await pg.exec('create table changing (id integer)');
    await pg.query('insert into changing values ($1)', [1]);
    expect((await pg.query('select * from changing')).rows).toEqual([{ id: 1 }]);
    await pg.exec(`alter table changing add column label text default 'new'`);
    expect((await pg.query('select * from changing')).rows).toEqual([{ id: 1, label: 'new' }]);
    await pg.query('alter table changing drop column label');
    await pg.transaction(async (tx) => {
      expect((await tx.query('select * from changing')).rows).toEqual([{ id: 1 }]);
      await tx.query('alter table changing add column flag boolean default true');
      expect((await tx.query('select * from changing')).rows).toEqual([{ id: 1, flag: true }]);
    });
    // A change the thread cannot see coming (made by a function a select calls): the statement meets it, and
    // outside a transaction it is prepared again.
    await pg.exec(`create function add_note() returns void language plpgsql as $$
      begin alter table changing add column note text; end $$`);
    expect((await pg.query('select * from changing where id = $1', [1])).rows).toEqual([
      { id: 1, flag: true },
    ]);
    await pg.query('select add_note()');
    expect((await pg.query('select * from changing where id = $1', [1])).rows).toEqual([
      { id: 1, flag: true, note: null },
    ]);
    const prepared = await pg.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(prepared.rows.map((row) => row.statement)).not.toContainEqual(
      expect.stringMatching(/alter|create/i),
    );
    await pg.exec('drop table changing; drop function add_note');
  });

  it('leaves the event loop free while a long query runs', async () => {
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 5);
    const started = performance.now();
    await pg.query('select count(*) from generate_series(1, 3000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    // On the event loop the query would have blocked every timer for its whole length.
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(5);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it.runIf(canSetThreadPolicy)(
    "runs at SCHED_BATCH, so a query sent by the event loop does not take the event loop's core",
    () => {
      const threads = threadScheduling();
      expect(mainThread(threads)?.policy).toBe(LINUX_POLICY.other);
      expect(threads.map((thread) => thread.policy)).toContain(LINUX_POLICY.batch);
    },
  );
});

describe('the database behind Drizzle', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // Opens the database twice (a WASM start-up each time): on a loaded CI machine that once took over the usual 60 s.
  it('keeps nested transactions (savepoints) and its files across a close and a reopen', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table notes (id integer primary key, body text not null)`);
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (2, 'inner')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const second = await openDatabase({ dataDir });
    try {
      const answer = (await second.db.execute(sql`select body from notes order by id`)) as {
        rows: unknown[];
      };
      expect(answer.rows).toEqual([{ body: 'outer' }]);
    } finally {
      await second.close();
    }
  }, 150_000);
});
