import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

// Two years, the figure the HSTS preload list asks for.
const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Headers for answers Fastify gives before routing (a malformed URL), which skip every hook and so helmet too.
 * The same values helmet sets on every other answer.
 */
export const PRE_ROUTING_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of each inline script of an HTML page ('sha256-<base64>' of its exact text), so that the
 * policy allows those scripts and nothing else inline. Scripts with a `src` are loaded from the app itself.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

/** The hashes of the inline scripts of the built web app's index.html; none when no web app is built. */
export function webAppScriptHashes(webDist: string): string[] {
  const indexHtml = path.join(webDist, 'index.html');
  return existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
}

function isHttpsOrigin(origin: string): boolean {
  return origin.startsWith('https:');
}

/**
 * The Content-Security-Policy directives of the app (docs/security.md): scripts only from the app itself and
 * the inline scripts of index.html by hash; no plugins, no <base>, no framing. Styles may be inline, since
 * emotion (MUI) writes its rules into <style> elements at run time. Profile pictures may be any https address.
 * socket.io connects to the same origin, over ws: or wss:.
 */
export function contentSecurityPolicy(
  appOrigin: string,
  scriptHashes: readonly string[],
): Record<string, string[]> {
  const origin = new URL(appOrigin);
  const socketOrigin = `${isHttpsOrigin(appOrigin) ? 'wss' : 'ws'}://${origin.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socketOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
  };
  if (isHttpsOrigin(appOrigin)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (API, web app, static files, errors) through @fastify/helmet: the CSP
 * above, HSTS only when APP_ORIGIN is https (a browser would otherwise refuse plain http on that host for two
 * years), nosniff, a strict referrer policy, frame denial, COOP and helmet's other defaults. Registered before
 * the guards so that their refusals carry the headers too.
 */
export async function registerHelmet(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = isHttpsOrigin(config.appOrigin);
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config.appOrigin, webAppScriptHashes(config.webDist)),
    },
    strictTransportSecurity: https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
