// GET /api/v1/analytics for an organization admin, from the database (`Cache-Control: no-cache`),
// measured side by side in one run on PostgreSQL: p50 for an organization of 100,000 tasks with their status
// history against one of 1,000 (target <= 2). Both organizations live in the same database and have the same
// shape: tasks created evenly over the last two years, each going to do -> in progress -> review -> done over a
// few days (one in ten stays open), projects of 500 tasks in five departments, one member per 50 tasks.
// The answer covers the default range (the last 12 weeks), so the large organization has 100 times the history
// in range, not only in the table. The cached answer's p50 is printed beside it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { scratchDatabase, sideBySide, startProduct } from './lib.mjs';
import { signUp } from './tasks-list.mjs';

const FRESH = { 'cache-control': 'no-cache' };
const SMALL = 1_000;
const LARGE = 100_000;
const LOAD = { connections: 4, duration: 5, rounds: 2 };

/** SQL giving `adminId` an organization of `count` tasks with their status history. */
export function organizationSql(adminId, count) {
  const run = randomBytes(4).toString('hex');
  const id = (prefix, expr) => `substr(md5('${prefix}${run}' || (${expr})::text), 1, 24)`;
  const org = id('o', 0);
  const projectsCount = Math.max(2, Math.ceil(count / 500));
  const membersCount = Math.max(10, Math.ceil(count / 50));
  // Each task: created `age` days ago; in progress after a, review after a+b, done after a+b+c days.
  const age = `(g * 730.0 / ${count})`;
  const a = '(1 + g % 4)';
  const b = '(1 + g % 3)';
  const c = '(1 + g % 2)';
  const at = (days) => `now() - make_interval(secs => (${age} - (${days})) * 86400)`;
  const reached = (days) => `(${age} > (${days}))`;
  const open = 'g % 10 = 0';
  const statusExpr = `case
      when ${open} and ${reached(a)} then 'in-progress'
      when ${open} then 'todo'
      when ${reached(`${a} + ${b} + ${c}`)} then 'done'
      when ${reached(`${a} + ${b}`)} then 'review'
      when ${reached(a)} then 'in-progress'
      else 'todo' end`;
  return [
    `insert into organizations (id, name, domain, subscription_tier) values (${org}, 'Bench ${count}', 'bench-${count}-${run}.test', 'enterprise')`,
    `update users set organization_id = ${org}, account_type = 'organization', org_role = 'org_admin', is_org_admin = true where id = '${adminId}'`,
    `insert into departments (id, organization_id, name) select ${id('d', 'g')}, ${org}, 'Department ' || g from generate_series(1, 5) g`,
    `insert into users (id, name, email, organization_id, account_type, department_id)
      select ${id('u', 'g')}, 'Member ' || g, 'member' || g || '.${run}@example.test', ${org}, 'organization', ${id('d', '1 + g % 5')}
      from generate_series(1, ${membersCount}) g`,
    `insert into projects (id, title, owner_id, organization_id, department_id, status)
      select ${id('p', 'g')}, 'Project ' || g, '${adminId}', ${org}, ${id('d', '1 + g % 5')}, 'active'
      from generate_series(1, ${projectsCount}) g`,
    `insert into tasks (id, title, status, priority, project_id, organization_id, assigned_to, created_by, due_date, completed_at, created_at, updated_at)
      select ${id('t', 'g')}, 'Task ' || g, ${statusExpr}, 'medium',
        ${id('p', `1 + g % ${projectsCount}`)}, ${org}, ${id('u', `1 + g % ${membersCount}`)}, '${adminId}',
        (${at(0)})::date + 14,
        case when not ${open} and ${reached(`${a} + ${b} + ${c}`)} then ${at(`${a} + ${b} + ${c}`)} end,
        ${at(0)}, ${at(0)}
      from generate_series(1, ${count}) g`,
    `insert into task_status_changes (id, task_id, project_id, organization_id, from_status, to_status, changed_by, changed_at)
      select ${id('h', "g || '.' || s.n")}, ${id('t', 'g')}, ${id('p', `1 + g % ${projectsCount}`)}, ${org},
        s.from_status, s.to_status, '${adminId}', s.changed_at
      from generate_series(1, ${count}) g
      cross join lateral (values
        (0, null, 'todo', ${at(0)}, true),
        (1, 'todo', 'in-progress', ${at(a)}, ${reached(a)}),
        (2, 'in-progress', 'review', ${at(`${a} + ${b}`)}, not ${open} and ${reached(`${a} + ${b}`)}),
        (3, 'review', 'done', ${at(`${a} + ${b} + ${c}`)}, not ${open} and ${reached(`${a} + ${b} + ${c}`)})
      ) as s(n, from_status, to_status, changed_at, happened)
      where s.happened`,
  ];
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The answer covers the organization's tasks: completions in most weeks, the cached answer equal to the database's. */
async function checkAnswer({ url, headers }, count) {
  const fresh = await json(await fetch(url, { headers: { ...headers, ...FRESH } }));
  const cached = await json(await fetch(url, { headers }));
  const completed = fresh.data.throughput.reduce((sum, week) => sum + week.completed, 0);
  const last = fresh.data.cumulativeFlow.at(-1);
  const total = last.todo + last['in-progress'] + last.review + last.done;
  if (total !== count || completed === 0 || fresh.data.cycleTime.count === 0) {
    throw new Error(`${url}: expected ${count} tasks with completions, got ${total}, ${completed} completed`);
  }
  if (JSON.stringify(cached) !== JSON.stringify(fresh)) throw new Error(`${url}: the cached answer differs`);
  return { completed, history: fresh.data.createdVsCompleted.reduce((sum, week) => sum + week.created, 0) };
}

export async function benchAnalytics() {
  const database = await scratchDatabase();
  const product = await startProduct({
    SEED: 'false',
    AUTH_RATE_LIMIT_MAX: '1000000',
    DATABASE_URL: database.url,
  });
  try {
    const small = await signUp(product.base);
    const large = await signUp(product.base);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const statement of [
      ...organizationSql(small.userId, SMALL),
      ...organizationSql(large.userId, LARGE),
    ]) {
      await client.query(statement);
    }
    await client.query('vacuum analyze');
    await client.end();

    const url = `${product.base}/api/v1/analytics`;
    const targets = {
      small: { url, headers: { ...small.headers, ...FRESH } },
      large: { url, headers: { ...large.headers, ...FRESH } },
      smallCached: { url, headers: small.headers },
      largeCached: { url, headers: large.headers },
    };
    const smallFigures = await checkAnswer({ url, headers: small.headers }, SMALL);
    const largeFigures = await checkAnswer({ url, headers: large.headers }, LARGE);
    const { small: s, large: l, smallCached: sc, largeCached: lc } = await sideBySide(targets, LOAD);
    const ratio = l.p50 / Math.max(s.p50, 0.01);
    return [
      {
        name: `GET /api/v1/analytics p50, organization of ${LARGE.toLocaleString('en-US')} tasks vs ${SMALL.toLocaleString('en-US')} (${largeFigures.completed} vs ${smallFigures.completed} completed in range), from the database (ms)`,
        measured: `${l.p50.toFixed(2)} vs ${s.p50.toFixed(2)}`,
        ratio,
        target: '<= 2',
        ok: ratio <= 2,
      },
      {
        name: 'GET /api/v1/analytics p50 from the read cache, the same two organizations (ms)',
        measured: `${lc.p50.toFixed(2)} vs ${sc.p50.toFixed(2)}`,
        ratio: lc.p50 / Math.max(sc.p50, 0.01),
        target: '(shown)',
        ok: true,
      },
    ];
  } finally {
    await product.stop();
    await database.drop();
  }
}
