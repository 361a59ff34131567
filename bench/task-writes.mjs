// POST /api/v1/tasks into a project of 100,000 tasks against one of 1,000, measured side by side in one run
// (issue 43): a write must cost the same however large its project is (target >= 0.8 of the throughput), on the
// embedded PGlite (the default) and on PostgreSQL. Each server has its own database, in which the user who creates
// owns one project of that many tasks; every request creates one more task there (the same body each time), so
// during the run each project grows by a few thousand tasks.

import { sideBySide } from './lib.mjs';
import { OWN_TASKS, pgliteServer, postgresServer, seedSql } from './tasks-list.mjs';

const LARGE = 100_000;
const LOAD = { connections: 10, duration: 5, rounds: 2 };

/** The id of the one project the user owns. */
async function ownProject(server) {
  const response = await fetch(`${server.base}/api/v1/projects`, { headers: server.headers });
  const body = await response.json();
  const projectId = body.data?.[0]?._id;
  if (!response.ok || body.data?.length !== 1 || !projectId) {
    throw new Error(`${server.base}: expected one project, got ${response.status} ${JSON.stringify(body)}`);
  }
  return projectId;
}

/** The autocannon target that creates a task in the server's project. */
async function createTarget(server, expectedTasks) {
  const projectId = await ownProject(server);
  const count = await fetch(`${server.base}/api/v1/tasks?projectId=${projectId}&limit=1`, {
    headers: server.headers,
  });
  const total = (await count.json()).pagination?.total;
  if (total !== expectedTasks)
    throw new Error(`${server.base}: expected ${expectedTasks} tasks, found ${total}`);
  return {
    url: `${server.base}/api/v1/tasks`,
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bench task', projectId, priority: 'medium' }),
  };
}

function ratioRow(name, large, small) {
  const ratio = large.rps / small.rps;
  return {
    name,
    measured: `${large.rps.toFixed(0)} vs ${small.rps.toFixed(0)}`,
    ratio,
    target: '>= 0.8',
    ok: ratio >= 0.8,
  };
}

export async function benchTaskWrites() {
  const sizes = { small: OWN_TASKS, large: LARGE };
  const servers = {};
  try {
    for (const [size, ownTasks] of Object.entries(sizes)) {
      const options = { others: 0, otherTasks: 0, ownTasks };
      servers[`pglite-${size}`] = await pgliteServer(options, seedSql);
      servers[`postgres-${size}`] = await postgresServer(options, seedSql);
    }
    const targets = {};
    for (const [name, server] of Object.entries(servers)) {
      targets[name] = await createTarget(server, sizes[name.split('-')[1]]);
    }
    const r = await sideBySide(targets, LOAD);
    const label = (kind) =>
      `POST /api/v1/tasks on ${kind}, project of ${LARGE.toLocaleString('en-US')} tasks vs ${OWN_TASKS.toLocaleString('en-US')} (req/s)`;
    return [
      ratioRow(label('PGlite'), r['pglite-large'], r['pglite-small']),
      ratioRow(label('PostgreSQL'), r['postgres-large'], r['postgres-small']),
    ];
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}
