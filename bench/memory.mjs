// Issue 43: the server's resident memory (RSS) at idle and after a minute of load, on the embedded PGlite (the
// default), one process, started as `npm start` starts it: production bundle, demo data seeded on its empty
// database (SEED on, as `npm start` has it).
//
// - Idle: the health route answers, then MEMORY_SETTLE_MS (10 s) of nothing; VmRSS of /proc/<pid>/status.
// - Load: MEMORY_LOAD_S (60 s) of autocannon, 10 connections, signed in as the demo user alex@example.com, a mix
//   that cycles per connection through: the task list (two pages), a single task, a new task, the dashboard and a
//   search. Then VmRSS at the end of the minute, and VmHWM (the peak over the whole run, start-up included).
// Targets: idle at most 200 MiB, under load at most 350 MiB.
// MEMORY_BEFORE=<path of another build's main.js> measures that build too, in turns with this one
// (MEMORY_ROUNDS rounds, 2 by default), and prints both; the rows are this build's medians.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startProduct } from './lib.mjs';

const SETTLE_MS = Number(process.env.MEMORY_SETTLE_MS ?? 10_000);
const LOAD_S = Number(process.env.MEMORY_LOAD_S ?? 60);

/** VmRSS and VmHWM of a process, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs in as the demo user; returns the headers of their browser, a project id and a task id. */
async function demoSession(base) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alex@example.com', password: 'demo1234' }),
  });
  const { token } = await json(response);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { authorization: `Bearer ${token}`, cookie };
  const tasks = await json(await fetch(`${base}/api/v1/tasks?page=1&limit=10`, { headers }));
  const task = tasks.data[0];
  if (!task) throw new Error('The demo user has no tasks: is SEED on?');
  return { headers, taskId: task._id, projectId: task.projectId ?? task.project?._id ?? task.project };
}

/** The request mix, one cycle per connection. */
function mix({ taskId, projectId }) {
  let created = 0;
  return [
    { method: 'GET', path: '/api/v1/tasks?page=1&limit=10' },
    { method: 'GET', path: `/api/v1/tasks/${taskId}` },
    { method: 'GET', path: '/api/v1/tasks?page=2&limit=10' },
    {
      method: 'POST',
      path: '/api/v1/tasks',
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Memory bench ${++created}`, projectId }),
      }),
    },
    { method: 'GET', path: '/api/v1/dashboard' },
    { method: 'GET', path: '/api/v1/search?q=design' },
  ];
}

function loadFor(base, session, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections: 10, duration, headers: session.headers, requests: mix(session) },
      (error, result) => {
        if (error) return reject(error);
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`memory load: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        }
        resolve(result);
      },
    );
  });
}

/** Starts the product, measures idle and loaded memory; `env` changes the server's environment. */
export async function measureMemory(env = {}, script = undefined) {
  const server = await startProduct({ SEED: 'true', AUTH_RATE_LIMIT_MAX: '1000000', ...env }, script);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = memoryOf(server.pid);
    const session = await demoSession(server.base);
    const result = await loadFor(server.base, session, LOAD_S);
    const loaded = memoryOf(server.pid);
    return { idle: idle.rss, loaded: loaded.rss, peak: loaded.hwm, requests: result.requests.total };
  } finally {
    await server.stop();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchMemory() {
  const before = process.env.MEMORY_BEFORE;
  const rounds = Number(process.env.MEMORY_ROUNDS ?? (before ? 2 : 1));
  const runs = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    if (before) runs.before.push(await measureMemory({}, before));
    runs.after.push(await measureMemory());
  }
  const summary = (list) =>
    list.length === 0
      ? undefined
      : Object.fromEntries(
          ['idle', 'loaded', 'peak', 'requests'].map((key) => [key, median(list.map((run) => run[key]))]),
        );
  for (const [name, list] of Object.entries(runs)) {
    for (const run of list) console.log(name, JSON.stringify(run));
    if (list.length > 0) console.log(name, 'median', JSON.stringify(summary(list)));
  }
  const { idle, loaded, peak } = summary(runs.after);
  return [
    {
      name: 'Server RSS at idle after start, PGlite, demo data (MiB)',
      measured: idle.toFixed(0),
      ratio: idle / 200,
      target: '<= 1.0 (200 MiB)',
      ok: idle <= 200,
    },
    {
      name: `Server RSS after ${LOAD_S} s of mixed load (MiB; peak VmHWM ${peak.toFixed(0)})`,
      measured: loaded.toFixed(0),
      ratio: loaded / 350,
      target: '<= 1.0 (350 MiB)',
      ok: loaded <= 350,
    },
  ];
}
