import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../test/helpers';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const PRERENDERED_HOME = '<!doctype html><html><body><div id="root"><h1>Home</h1></div></body></html>';
const PRERENDERED_LOGIN =
  '<!doctype html><html><body><div id="root"><form>Sign in</form></div></body></html>';
const EMERGENCY_HTML =
  '<!doctype html><html><head><script src="/public-login.js" defer></script></head></html>';

describe('web app serving', () => {
  const webDist = makeTempDir('web-dist');
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(webDist.dir, 'assets'));
    writeFileSync(path.join(webDist.dir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDist.dir, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
    writeFileSync(
      path.join(webDist.dir, 'assets', 'index-3f2a1b.js.br'),
      brotliCompressSync('console.log("app")'),
    );
    writeFileSync(path.join(webDist.dir, 'index.html.gz'), gzipSync(INDEX_HTML));
    writeFileSync(path.join(webDist.dir, 'robots.txt'), 'User-agent: *');
    mkdirSync(path.join(webDist.dir, 'prerendered', 'auth'), { recursive: true });
    writeFileSync(path.join(webDist.dir, 'prerendered', 'home.html'), PRERENDERED_HOME);
    writeFileSync(path.join(webDist.dir, 'prerendered', 'auth', 'login.html'), PRERENDERED_LOGIN);
    writeFileSync(path.join(webDist.dir, 'public-login.html'), EMERGENCY_HTML);
    t = await createTestApp({ env: { WEB_DIST: webDist.dir } });
  });
  afterAll(async () => {
    await t?.close();
    webDist.remove();
  });

  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it("sends the build's precompressed copies to a browser that accepts them, the plain file otherwise", async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers.vary).toMatch(/accept-encoding/i);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe('console.log("app")');

    const page = await t.app.inject({
      method: 'GET',
      url: '/auth/register',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX_HTML);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('serves the pages the build rendered to HTML at their own paths, revalidated like index.html', async () => {
    for (const [url, html] of [
      ['/home', PRERENDERED_HOME],
      ['/auth/login?next=%2Fprojects', PRERENDERED_LOGIN],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(html);
    }
    expect((await t.app.inject({ method: 'GET', url: '/auth/register' })).body).toBe(INDEX_HTML);
  });

  it('serves index.html for client-side routes', async () => {
    for (const url of [
      '/some/client/route',
      '/projects/0123456789abcdef01234567?tab=tasks',
      '/auth/register',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves the emergency sign-in page of its own at /public-login, under the same CSP', async () => {
    for (const url of ['/public-login', '/public-login?from=error']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(EMERGENCY_HTML);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with long immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Not found: GET /assets/gone-123.js' });
  });

  it('keeps /api paths and non-GET requests out of the fallback', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/x' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, error: 'Not found: GET /api/x' });

    const post = await t.app.inject({ method: 'POST', url: '/some/client/route', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ success: false, error: 'Not found: POST /some/client/route' });

    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});
