// Authenticated GET /api/v1/auth/me while 20 sign-ins run at once (each an Argon2id verify), against the same
// route on an idle server, same run: first with the server at capacity (10 connections, each sending its next
// request when the answer is in: the target), then at a steady 2,000 req/s (informational). Sign-ins hash on
// worker threads of their own at a low CPU priority (apps/server/src/lib/password.ts), and the embedded database
// runs on a thread of its own (apps/server/src/db/pglite-thread.ts).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { failures, load, startProduct } from './lib.mjs';

const CONCURRENT_LOGINS = 20;
const ROUNDS = 3;
const LOAD = { connections: 10, duration: 5 };
// Signed-in traffic at a steady rate well under the server's capacity: what people see while others sign in,
// without the queueing of a saturated server in the figure. Informational; the target is on the saturated run.
const STEADY_RATE = 2000;

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Registers one account; returns the credentials and the headers of its browser (bearer + fingerprint). */
async function signUp(base) {
  const credentials = { email: `bench.${Date.now()}@example.test`, password: 'bench password 1' };
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', ...credentials }),
  });
  const { token } = await json(response);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { credentials, headers: { authorization: `Bearer ${token}`, cookie } };
}

/**
 * Keeps `count` sign-ins in flight until stop() is called; returns how many completed. They run on a worker
 * thread of their own: on the bench's event loop they would delay autocannon's own timing and count as server
 * latency. The sign-ins are sent by autocannon too: fetch() took 1.5 ms of CPU per sign-in on this machine's
 * two cores, shared with the server, against 0.3 ms for autocannon (a client elsewhere would take none).
 */
function signInLoad(base, credentials, count) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { signIns: { base, credentials, count } },
  });
  const finished = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const completed = await finished;
      await worker.terminate();
      if (completed instanceof Error) throw completed;
      return completed;
    },
  };
}

/** The worker side of signInLoad: `count` connections, each sending its next sign-in when the answer is in. */
function runSignIns({ base, credentials, count }) {
  const url = `${base}/api/v1/auth/login`;
  const instance = autocannon(
    {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      connections: count,
      duration: 3600,
    },
    (error, result) => {
      parentPort.postMessage(error ?? failures(url, result) ?? result['2xx']);
    },
  );
  parentPort.once('message', () => instance.stop());
}

if (!isMainThread && workerData?.signIns) runSignIns(workerData.signIns);

export async function benchAuthMe() {
  const product = await startProduct({
    SEED: 'false',
    // One address makes every request here: keep the per-address sign-in limit out of the measurement.
    AUTH_RATE_LIMIT_MAX: '1000000',
  });
  try {
    const { credentials, headers } = await signUp(product.base);
    const url = `${product.base}/api/v1/auth/me`;
    // Warm-up of both routes, /auth/me alone and then with sign-ins: the target is about a running server, not
    // its first seconds. Unwarmed, the first round with sign-ins read 1.60-2.16 where later rounds of the same
    // runs read 1.12-1.84: V8 was still compiling the sign-in path (226 optimized compilations in that round
    // against 28-42 in each later one, --trace-opt).
    // One load of /auth/me while the sign-ins run; with how many sign-ins completed and over how long.
    const underSignIns = async (options) => {
      const signIns = signInLoad(product.base, credentials, CONCURRENT_LOGINS);
      const started = Date.now();
      const result = await load(url, { ...options, headers });
      const completed = await signIns.stop();
      return { result, completed, seconds: (Date.now() - started) / 1000 };
    };
    await load(url, { ...LOAD, duration: 2, headers });
    await underSignIns({ ...LOAD, duration: 3 });
    const measure = async (options) => {
      const idle = [];
      const busy = [];
      let logins = 0;
      let busySeconds = 0;
      // Interleaved rounds, so drift on a shared machine hits both alike.
      for (let round = 0; round < ROUNDS; round++) {
        idle.push(await load(url, { ...options, headers }));
        const { result, completed, seconds } = await underSignIns(options);
        busy.push(result);
        logins += completed;
        busySeconds += seconds;
      }
      const mean = (runs) => runs.reduce((sum, run) => sum + run.p99, 0) / runs.length;
      const idleP99 = mean(idle);
      const busyP99 = mean(busy);
      return {
        ratio: busyP99 / Math.max(idleP99, 0.01),
        measured: `${busyP99.toFixed(2)} vs ${idleP99.toFixed(2)} (${(logins / busySeconds).toFixed(0)} logins/s)`,
      };
    };
    const saturated = await measure(LOAD);
    const steady = await measure({ ...LOAD, overallRate: STEADY_RATE });
    return [
      {
        name: `GET /api/v1/auth/me p99 under ${CONCURRENT_LOGINS} concurrent logins vs idle (ms)`,
        measured: saturated.measured,
        ratio: saturated.ratio,
        target: '<= 2',
        ok: saturated.ratio <= 2,
      },
      {
        name: `the same at a steady ${STEADY_RATE} req/s (ms)`,
        measured: steady.measured,
        ratio: steady.ratio,
        target: '(info)',
        ok: true,
      },
    ];
  } finally {
    await product.stop();
  }
}
