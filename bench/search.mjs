// Issue 39: GET /api/v1/search against GET /api/v1/tasks?limit=20 on the same data, p95 side by side in one run,
// on PostgreSQL and on the embedded PGlite, both from the database (search keeps no read cache; the list is asked
// with no-cache). Target: search p95 <= 3 x the list's p95.
// The user who searches owns one project of BENCH_SEARCH_TASKS tasks (100,000 by default): every task is his to
// see, so the scope filters nothing out and each search ranks every match. Titles and descriptions are made of
// a vocabulary of 40 nouns, so the typo 'dashbaord' matches one task in 40 by title (and more by description), and
// a comment on one task in 10. `npm run bench -- search`; BENCH_SEARCH_TASKS=10000 for a smaller run.
import { randomBytes } from 'node:crypto';
import { sideBySide } from './lib.mjs';
import { pgliteServer, postgresServer } from './tasks-list.mjs';

const TASKS = Number(process.env.BENCH_SEARCH_TASKS || 100_000);
const LOAD = { connections: 10, duration: 5, rounds: 2 };
const FRESH = { 'cache-control': 'no-cache' };
const QUERY = 'dashbaord';

const NOUNS = [
  'dashboard',
  'login',
  'invoice',
  'report',
  'export',
  'billing',
  'profile',
  'calendar',
  'upload',
  'search',
  'sidebar',
  'onboarding',
  'password',
  'webhook',
  'checkout',
  'pricing',
  'settings',
  'analytics',
  'payment',
  'email',
  'backup',
  'migration',
  'permission',
  'timeline',
  'comment',
  'avatar',
  'invitation',
  'workflow',
  'template',
  'label',
  'notification',
  'session',
  'import',
  'integration',
  'gateway',
  'scheduler',
  'cache',
  'queue',
  'preview',
  'audit',
];
const VERBS = [
  'Fix',
  'Redesign',
  'Test',
  'Review',
  'Document',
  'Speed up',
  'Refactor',
  'Localize',
  'Ship',
  'Plan',
];
const AREAS = ['for mobile', 'on web', 'for admins', 'in the API', 'for guests', 'after release', 'in beta'];

const words = (list) => `array[${list.map((word) => `'${word}'`).join(',')}]`;

/** One project of `tasks` tasks for the user, with descriptions, and a comment on every tenth task. */
export function searchSeedSql(ownerId, { tasks }) {
  const run = randomBytes(4).toString('hex');
  const id = (prefix, expr) => `substr(md5('${prefix}' || (${expr})::text || '${run}'), 1, 24)`;
  const noun = (expr) => `(${words(NOUNS)})[1 + (${expr}) % ${NOUNS.length}]`;
  return [
    `insert into projects (id, title, owner_id) values (${id('p', 0)}, 'Bench project', '${ownerId}')`,
    `insert into project_members (project_id, user_id, role) values (${id('p', 0)}, '${ownerId}', 'owner')`,
    `insert into tasks (id, title, description, status, priority, project_id, created_by, assigned_to, due_date, updated_at)
      select ${id('t', 'g')},
        (${words(VERBS)})[1 + g % ${VERBS.length}] || ' ' || ${noun('g')} || ' ' || (${words(AREAS)})[1 + g % ${AREAS.length}] || ' #' || g,
        'The ' || ${noun('g * 7')} || ' and the ' || ${noun('g * 13')} || ' need work before the ' || ${noun('g * 3')} || ' is done. Steps: check the ' || ${noun('g * 11')} || ', then update the ' || ${noun('g * 17')} || '.',
        (array['todo','in-progress','review','done'])[1 + g % 4], (array['low','medium','high','urgent'])[1 + g % 4],
        ${id('p', 0)}, '${ownerId}', case when g % 5 = 0 then '${ownerId}' end,
        current_date + (g % 60 - 30), now() - make_interval(mins => g)
      from generate_series(1, ${tasks}) g`,
    `insert into task_comments (id, task_id, author_id, text, created_at)
      select ${id('c', 'g')}, ${id('t', 'g * 10')}, '${ownerId}',
        'Looked at the ' || ${noun('g * 19')} || ' today; the ' || ${noun('g * 23')} || ' still fails.', now() - make_interval(mins => g)
      from generate_series(1, ${Math.floor(tasks / 10)}) g`,
    'analyze',
  ];
}

async function json(url, headers) {
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The search finds the typo's tasks first, and the list answers a page of the seeded tasks. */
async function check(server) {
  const found = await json(`${server.base}/api/v1/search?q=${QUERY}`, server.headers);
  const first = found.data?.results?.[0];
  if (found.data.results.length !== 20 || first?.type !== 'task' || !/dashboard/i.test(first.title)) {
    throw new Error(
      `search on ${server.base}: expected 20 results led by a Dashboard task, got ${JSON.stringify(first)}`,
    );
  }
  const list = await json(`${server.base}/api/v1/tasks?limit=20`, { ...server.headers, ...FRESH });
  if (list.pagination?.total !== TASKS || list.data?.length !== 20) {
    throw new Error(
      `list on ${server.base}: expected 20 of ${TASKS} tasks, got ${JSON.stringify(list.pagination)}`,
    );
  }
}

function row(engine, results) {
  const ratio = results.search.p95 / Math.max(results.list.p95, 0.01);
  return {
    name: `GET /api/v1/search?q=${QUERY} vs GET /api/v1/tasks?limit=20, ${TASKS.toLocaleString('en-US')} tasks, ${engine}, p95 (ms)`,
    measured: `${results.search.p95.toFixed(2)} vs ${results.list.p95.toFixed(2)}`,
    ratio,
    target: '<= 3',
    ok: ratio <= 3,
  };
}

export async function benchSearch() {
  const rows = [];
  for (const [engine, start] of [
    ['PostgreSQL', postgresServer],
    ['PGlite', pgliteServer],
  ]) {
    const server = await start({ tasks: TASKS }, searchSeedSql);
    try {
      await check(server);
      const targets = {
        search: { url: `${server.base}/api/v1/search?q=${QUERY}`, headers: server.headers },
        list: { url: `${server.base}/api/v1/tasks?limit=20`, headers: { ...server.headers, ...FRESH } },
      };
      rows.push(row(engine, await sideBySide(targets, LOAD)));
    } finally {
      await server.stop();
    }
  }
  return rows;
}
