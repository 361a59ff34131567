// `npm run dev`: the Vite dev server (http://localhost:5173, proxying /api and /socket.io) and the API server
// on API_PORT (default 3001), restarted by tsx whenever its sources change.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(
    'npx',
    ['tsx', 'watch', '--clear-screen=false', '--conditions=@app/source', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: apiPort,
        NODE_ENV: 'development',
        APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173',
      },
    },
  ),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
