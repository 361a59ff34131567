import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SECRETS_FILE_NAME } from './config';
import { DEFAULT_WEB_DIST, PACKAGE_ROOT } from './paths';
import { makeTempDir } from './test/helpers';

describe('loadConfig', () => {
  const temps: Array<{ remove(): void }> = [];
  const tempDir = () => {
    const temp = makeTempDir('config');
    temps.push(temp);
    return temp.dir;
  };
  afterEach(() => {
    for (const temp of temps.splice(0)) temp.remove();
  });

  it('applies the defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      appOrigin: 'http://localhost:3000',
      nodeEnv: 'development',
      logLevel: 'info',
      seed: true,
      jwtSecretSource: 'file',
    });
    expect(config.webDist).toBe(DEFAULT_WEB_DIST);
    expect(DEFAULT_WEB_DIST).toBe(path.join(PACKAGE_ROOT, '..', 'web', 'dist'));
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('resolves DATA_DIR and WEB_DIST against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'relative-data', WEB_DIST: 'web', JWT_SECRET: 'x'.repeat(32) });
    expect(config.dataDir).toBe(path.resolve('relative-data'));
    expect(config.webDist).toBe(path.resolve('web'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_ORIGIN: 'https://tasks.example.com/',
      JWT_SECRET: 's'.repeat(40),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED: 'false',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/app',
      redisUrl: 'redis://127.0.0.1:6379',
      appOrigin: 'https://tasks.example.com',
      jwtSecret: 's'.repeat(40),
      jwtSecretSource: 'env',
      nodeEnv: 'production',
      logLevel: 'warn',
      seed: false,
    });
  });

  it("refuses the test suites' password cost outside NODE_ENV=test", () => {
    const dataDir = tempDir();
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV, PASSWORD_HASH_COST: 'test' })).toThrow(
        /PASSWORD_HASH_COST: 'test' is only for the test suites/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: 'cheap' })).toThrow(
      /PASSWORD_HASH_COST: must be 'production' or 'test'/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }),
    ).not.toThrow();
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PASSWORD_HASH_COST: 'production' }),
    ).not.toThrow();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '', SEED: ' ' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seed).toBe(true);
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/app',
        REDIS_URL: 'not a url',
        NODE_ENV: 'staging',
        JWT_SECRET: 'short',
        SEED: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.issues.map((issue) => issue.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'NODE_ENV',
      'SEED',
    ]);
    expect(configError.message).toMatch(/^Invalid environment configuration:/);
    expect(configError.message).toContain('PORT: must be an integer between 0 and 65535 (got "eighty")');
    expect(configError.message).toContain('DATABASE_URL: must be a PostgreSQL URL');
    // Values that may carry credentials are never echoed back.
    expect(configError.message).not.toContain('short');
    expect(configError.message).not.toContain('mysql://');
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(/PORT/);
  });

  it('generates the JWT secret once, keeps it private in the data dir, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, SECRETS_FILE_NAME);
    expect(first.jwtSecret).toHaveLength(64);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: first.jwtSecret });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);

    // An explicit JWT_SECRET wins and leaves the file alone.
    const explicit = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'e'.repeat(32) });
    expect(explicit.jwtSecret).toBe('e'.repeat(32));
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to replace a corrupt secrets file', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, SECRETS_FILE_NAME), '{ broken');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
  });
});
