import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../test/helpers';
import { inlineScriptHashes } from './helmet';

const INLINE = "document.documentElement.classList.add('light');";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

/** The policy's directives by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  const webDist = makeTempDir('web-dist');
  let http: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    writeFileSync(path.join(webDist.dir, 'index.html'), INDEX_HTML);
    [http, https] = await Promise.all([
      createTestApp({ env: { WEB_DIST: webDist.dir, APP_ORIGIN: 'http://localhost:4321' } }),
      createTestApp({ env: { WEB_DIST: webDist.dir, APP_ORIGIN: 'https://taskflow.example' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([http?.close(), https?.close()]);
    webDist.remove();
  });

  it('sends a strict Content-Security-Policy with the web app, allowing its inline script by hash', async () => {
    for (const url of ['/', '/dashboard', '/auth/login']) {
      const response = await http.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = directives(response);
      expect(csp.get('script-src')).toEqual(["'self'", INLINE_HASH]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:4321']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
    const secure = directives(await https.app.inject({ method: 'GET', url: '/' }));
    expect(secure.get('connect-src')).toEqual(["'self'", 'wss://taskflow.example']);
    expect(secure.has('upgrade-insecure-requests')).toBe(true);
  });

  it('hashes every inline script of the real index.html and no external one', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const hashes = inlineScriptHashes(source);
    // The colour-scheme script and zod's no-eval setting.
    expect(hashes).toHaveLength(2);
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script type="module" src="/b.js"></script>'),
    ).toEqual([]);
  });

  it('sends HSTS only when APP_ORIGIN is https', async () => {
    for (const url of ['/', '/api/v1/health', '/api/v1/auth/me']) {
      const secure = await https.app.inject({ method: 'GET', url });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
      const plain = await http.app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('keeps nosniff, the referrer policy, COOP and frame denial on every answer, refusals included', async () => {
    const answers = await Promise.all([
      http.app.inject({ method: 'GET', url: '/' }),
      http.app.inject({ method: 'GET', url: '/api/v1/health' }),
      http.app.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      http.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      http.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      http.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 404, 400, 400]);
    for (const response of answers) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(directives(response).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });
});
