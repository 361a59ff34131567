// Small helpers shared by the start, dev, test and bench scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

/** A TCP port that is free on loopback right now. */
export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

const ignored = new Set(['node_modules', 'dist', '.vite', 'storybook-static']);

/** The newest modification time (ms) of the source files under the given folders. */
export function newestMtime(folders) {
  let newest = 0;
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    if (!statSync(folder).isDirectory()) {
      newest = Math.max(newest, statSync(folder).mtimeMs);
      return;
    }
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (ignored.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const folder of folders) walk(resolve(root, folder));
  return newest;
}

export function mtimeOf(path) {
  const full = resolve(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
