import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { openDatabase } from './src/db/client';
import { migrateDatabase } from './src/db/migrate';
console.log('start');
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), JWT_SECRET: 'test-secret-that-is-long-enough-for-the-config-check', WEB_DIST: '/nonexistent', SEED: 'false', AUTH_RATE_LIMIT_MAX: '1000000' });
const database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
await migrateDatabase(database);
const app = await buildApp({ config, database }); await app.ready(); console.log('ready');
const cred = { email: 'bench@example.test', password: 'bench password 1' };
const r = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'B', ...cred } });
const { token } = r.json(); const cookie = r.headers['set-cookie'];
const fgp = (Array.isArray(cookie) ? cookie[0] : cookie)!.split(';')[0];
async function measure(name: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const e0 = performance.eventLoopUtilization(); const t0 = performance.now();
  await Promise.all(Array.from({ length: n }, () => fn()));
  const e = performance.eventLoopUtilization(e0);
  console.log(name.padEnd(12), 'active ms/op', (e.active / n).toFixed(3), 'wall ms/op', ((performance.now() - t0) / n).toFixed(2));
}
await measure('me', 2000, () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}`, cookie: fgp } }));
await measure('login', 100, () => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: cred }));
await measure('login-bad', 100, () => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.test', password: 'x' } }));
await app.close(); await database.close();
