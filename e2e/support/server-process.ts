import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER_TEST_ENV } from './loopback';

// The production bundle as `npm start` runs it, started and stopped by a test itself (restarts, several
// processes), next to the suite's own server.

const root = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  port: number;
  /** What the process printed so far. */
  output(): string;
  /** SIGTERM, then the exit code once it has exited. */
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** A free one by default. */
  port?: number;
  env?: Record<string, string>;
  /** Wait for the built web app first (the server serves it only when it exists as it starts). */
  withWebApp?: boolean;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  if (options.withWebApp) {
    await expect
      .poll(() => existsSync(join(root, 'apps/web/dist/index.html')), { timeout: 120_000 })
      .toBe(true);
  }
  const port = options.port ?? (await freePort());
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_TEST_ENV,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      // A test signs people in quickly from one address: it is not a brute-force attack.
      AUTH_RATE_LIMIT_MAX: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/api/v1/health`).catch(() => undefined))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
  return {
    base,
    port,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
