import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createsPgliteDirectory, PREPARE_DATABASE_ENV, prepareInChild } from './prepare-database';
import { makeTempDir } from './test/helpers';

// The child's real work (initdb, migrations, seed) is proven by main.test.ts, whose first start on PGlite goes
// through it; here, the decision and the parent's side of the exchange, with stand-in scripts.
describe('preparing a new embedded database in a child process', () => {
  const temp = makeTempDir('prepare');
  afterAll(() => temp.remove());

  it('is chosen only for PGlite and only while its directory holds no database', () => {
    const dataDir = path.join(temp.dir, 'data');
    expect(createsPgliteDirectory({ dataDir, databaseUrl: undefined })).toBe(true);
    // A directory left empty by a start that failed is still new.
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    expect(createsPgliteDirectory({ dataDir, databaseUrl: undefined })).toBe(true);
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(createsPgliteDirectory({ dataDir, databaseUrl: undefined })).toBe(false);
    expect(createsPgliteDirectory({ dataDir: temp.dir, databaseUrl: 'postgres://127.0.0.1/app' })).toBe(
      false,
    );
  });

  it('passes the environment flag, hears how many accounts were created, and fails with the exit code', async () => {
    const good = path.join(temp.dir, 'good.mjs');
    writeFileSync(
      good,
      `process.send({ created: process.env.${PREPARE_DATABASE_ENV} === '1' ? 4 : -1 }, () => process.exit(0));\n`,
    );
    expect(await prepareInChild(good)).toEqual({ created: 4 });

    const bad = path.join(temp.dir, 'bad.mjs');
    writeFileSync(bad, 'process.exit(3);\n');
    await expect(prepareInChild(bad)).rejects.toThrow('Preparing the database failed (exit code 3)');
  });
});
