import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { openDatabase } from './src/db/client';
import { migrateDatabase } from './src/db/migrate';
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), JWT_SECRET: 'test-secret-that-is-long-enough-for-the-config-check', WEB_DIST: '/nonexistent', SEED: 'false', AUTH_RATE_LIMIT_MAX: '1000000' });
const database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
await migrateDatabase(database);
const app = await buildApp({ config, database }); await app.ready();
const cred = { email: 'bench@example.test', password: 'bench password 1' };
await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'B', ...cred } });
const login = () => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: cred });
const bad = () => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.test', password: 'x' } });
for (let i = 0; i < 40; i++) { await login(); await bad(); }
for (const [name, fn] of [['login', login], ['404', bad]] as const) {
  const res: number[] = [];
  for (let r = 0; r < 5; r++) {
    const e0 = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 100 }, fn));
    res.push(performance.eventLoopUtilization(e0).active / 100);
  }
  res.sort((a, b) => a - b);
  console.log(name, 'active ms/op median', res[2].toFixed(3), 'all', res.map((x) => x.toFixed(2)).join(' '));
}
process.exit(0);
