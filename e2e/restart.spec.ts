import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startServerProcess } from './support/server-process';

// The production bundle as `npm start` runs it, started and stopped by the test itself: data must survive a
// graceful stop and a new start, on the embedded database and on PostgreSQL.

// The seeded demo accounts (apps/server's DEMO_ACCOUNTS): the start lists them all.
const DEMO_ACCOUNT_COUNT = 12;

const start = (env: Record<string, string>) => startServerProcess({ env });

test('the embedded database keeps its data across a graceful stop and a new start', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'app-restart-'));
  try {
    const first = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await (await fetch(`${first.base}/api/v1/health`)).json()).toEqual({ status: 'ok', db: 'pglite' });
    expect(first.output()).toContain('just created');
    expect(first.output()).toContain('alex@example.com');
    expect(await first.stop()).toBe(0);

    // Write a row while the server is down, as any other client of the data dir could.
    const offline = await PGlite.create(join(dataDir, 'pglite'));
    await offline.query(
      `insert into departments (id, organization_id, name)
       select 'aaaaaaaaaaaaaaaaaaaaaaaa', id, 'Written while stopped' from organizations limit 1`,
    );
    await offline.close();

    const second = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(second.output()).not.toContain('just created');
    expect(second.output()).toContain('alex@example.com');
    expect(await second.stop()).toBe(0);

    const check = await PGlite.create(join(dataDir, 'pglite'));
    const users = await check.query<{ count: number }>('select count(*)::int as count from users');
    const departments = await check.query<{ name: string }>('select name from departments order by name');
    await check.close();
    // The demo accounts seeded on the first start, and nothing more.
    expect(users.rows[0]?.count).toBe(DEMO_ACCOUNT_COUNT);
    expect(departments.rows.map((row) => row.name)).toEqual([
      'Engineering',
      'Marketing',
      'Platform',
      'Written while stopped',
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('DATABASE_URL runs the same product on PostgreSQL', async () => {
  test.skip(!process.env.DATABASE_URL, 'DATABASE_URL is not set: no PostgreSQL server to run against');
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `app_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'app-restart-pg-'));
  try {
    const first = await start({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect(await (await fetch(`${first.base}/api/v1/health`)).json()).toEqual({
      status: 'ok',
      db: 'postgres',
    });
    expect(first.output()).toContain('just created');
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect(second.output()).not.toContain('just created');
    expect(await second.stop()).toBe(0);

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const users = await client.query<{ count: number }>('select count(*)::int as count from users');
    await client.end();
    // The demo accounts seeded on the first start, and nothing more.
    expect(users.rows[0]?.count).toBe(DEMO_ACCOUNT_COUNT);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
