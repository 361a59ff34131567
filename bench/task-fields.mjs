// Issue 37: a page of a project's task list where every one of its 10,000 tasks holds values of 20 custom
// fields, against the same list of a project whose 10,000 tasks have none, side by side on one PostgreSQL
// server, from the database (no-cache). Target: p95 with fields <= 1.5 x p95 without.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { scratchDatabase, sideBySide, startProduct } from './lib.mjs';
import { signUp } from './tasks-list.mjs';

const TASKS = 10_000;
const FIELDS = 20;
const TYPES = ['number', 'text', 'select', 'date', 'checkbox'];
const LOAD = { connections: 10, duration: 5, rounds: 2 };
const FRESH = { 'cache-control': 'no-cache' };

function seedSql(ownerId) {
  const run = randomBytes(4).toString('hex');
  const id = (prefix, expr) => `substr(md5('${prefix}' || (${expr})::text || '${run}'), 1, 24)`;
  const project = (n) => id('p', n);
  const field = (n) => id('f', n);
  const value = (n) => {
    switch (TYPES[n % TYPES.length]) {
      case 'number':
        return `to_jsonb(g * ${n + 1} % 1000)`;
      case 'text':
        return `to_jsonb('Note ' || g || ' of field ${n}')`;
      case 'select':
        return `to_jsonb('o' || (1 + (g + ${n}) % 5))`;
      case 'date':
        return `to_jsonb((current_date + (g % 90))::text)`;
      default:
        return `to_jsonb(g % 2 = 0)`;
    }
  };
  const values = Array.from({ length: FIELDS }, (_, n) => `${field(n)}, ${value(n)}`).join(', ');
  const tasks = (projectExpr, prefix, customFields) =>
    `insert into tasks (id, title, status, priority, project_id, created_by, due_date, updated_at, custom_fields)
      select ${id(prefix, 'g')}, 'Task ' || g, (array['todo','in-progress','review','done'])[1 + g % 4],
        (array['low','medium','high','urgent'])[1 + g % 4], ${projectExpr}, '${ownerId}',
        current_date + (g % 60 - 30), now() - make_interval(mins => g), ${customFields}
      from generate_series(1, ${TASKS}) g`;
  const options = `'[{"id":"o1","label":"One"},{"id":"o2","label":"Two"},{"id":"o3","label":"Three"},{"id":"o4","label":"Four"},{"id":"o5","label":"Five"}]'::jsonb`;
  return [
    `insert into projects (id, title, owner_id) values (${project(1)}, 'With fields', '${ownerId}'), (${project(2)}, 'Without fields', '${ownerId}')`,
    `insert into project_members (project_id, user_id, role) values (${project(1)}, '${ownerId}', 'owner'), (${project(2)}, '${ownerId}', 'owner')`,
    ...Array.from(
      { length: FIELDS },
      (_, n) =>
        `insert into custom_fields (id, project_id, name, type, options, position) values (${field(n)}, ${project(1)}, 'Field ${n + 1}', '${TYPES[n % TYPES.length]}', ${TYPES[n % TYPES.length] === 'select' ? options : `'[]'::jsonb`}, ${n + 1})`,
    ),
    tasks(project(1), 'a', `jsonb_build_object(${values})`),
    tasks(project(2), 'b', `'{}'::jsonb`),
    'analyze',
    `select ${project(1)} as with_fields, ${project(2)} as without_fields`,
  ];
}

export async function benchTaskFields() {
  const database = await scratchDatabase();
  const product = await startProduct({
    SEED: 'false',
    AUTH_RATE_LIMIT_MAX: '1000000',
    DATABASE_URL: database.url,
  });
  try {
    const session = await signUp(product.base);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let ids;
    for (const statement of seedSql(session.userId)) ids = (await client.query(statement)).rows[0] ?? ids;
    await client.end();
    const page = (projectId) => ({
      url: `${product.base}/api/v1/tasks?projectId=${projectId}&limit=100`,
      headers: { ...session.headers, ...FRESH },
    });
    const withFields = page(ids.with_fields);
    const probe = await (await fetch(withFields.url, { headers: withFields.headers })).json();
    if (
      probe.pagination?.total !== TASKS ||
      Object.keys(probe.data?.[0]?.customFields ?? {}).length !== FIELDS
    ) {
      throw new Error(
        `Expected ${TASKS} tasks with ${FIELDS} values each, got ${JSON.stringify(probe.pagination)}`,
      );
    }
    const { fields, plain } = await sideBySide({ fields: withFields, plain: page(ids.without_fields) }, LOAD);
    return [
      {
        name: `GET /api/v1/tasks?projectId&limit=100, ${TASKS.toLocaleString('en-US')} tasks with ${FIELDS} custom fields vs none, p95 (ms)`,
        measured: `${fields.p95.toFixed(2)} vs ${plain.p95.toFixed(2)}`,
        ratio: fields.p95 / Math.max(plain.p95, 0.01),
        target: '<= 1.5',
        ok: fields.p95 / Math.max(plain.p95, 0.01) <= 1.5,
      },
    ];
  } finally {
    await product.stop();
    await database.drop();
  }
}
