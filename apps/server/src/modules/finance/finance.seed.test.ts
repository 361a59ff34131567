import { EXPENSE_STATUSES, FINANCE_GRANT_HEADER } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, organizations } from '../../db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../../seed';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { DEMO_FINANCE_CREDENTIALS } from './finance.seed';

// The finance demo data: the gate shows its demo values, Acme has a viewer and a manager, budgets and expenses in
// USD and INR in every status, and one project past 80 % of its budget.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function unlockAs(email: string) {
  const session = await signIn(t.app, email, DEMO_PASSWORD);
  const access = await t.app.inject({
    method: 'GET',
    url: '/api/v1/finance/access',
    headers: session.headers,
  });
  const unlocked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/finance/unlock',
    headers: session.headers,
    payload: DEMO_FINANCE_CREDENTIALS,
  });
  return {
    access: access.json().data,
    status: unlocked.statusCode,
    headers: { ...session.headers, [FINANCE_GRANT_HEADER]: unlocked.json().data?.grant ?? '' },
  };
}

describe('the finance demo data', () => {
  it('shows the demo values on the gate and lets Olivia in with them', async () => {
    const olivia = await unlockAs('olivia@acme.example');
    expect(olivia.access).toMatchObject({
      role: 'admin',
      gate: { configured: true, demo: DEMO_FINANCE_CREDENTIALS },
    });
    expect(olivia.status).toBe(200);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/v1/finance/summary',
      headers: olivia.headers,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const projects = summary.json().data.projects as {
      projectTitle: string;
      alertLevel: string;
      percentUsed: number;
    }[];
    const planning = projects.find((project) => project.projectTitle === 'Quarterly Planning');
    expect(planning?.alertLevel).toBe('warning');
    expect(planning?.percentUsed).toBeGreaterThanOrEqual(80);
    expect(projects.every((project) => project.projectTitle !== 'Warehouse Dashboard')).toBe(true);
  });

  it('has a finance viewer and a finance manager among Acme’s members, and none for the others', async () => {
    expect((await unlockAs('jordan@acme.example')).access.role).toBe('viewer');
    expect((await unlockAs('priya@acme.example')).access.role).toBe('manager');
    const marcus = await unlockAs('marcus@acme.example');
    expect(marcus.access).toMatchObject({ role: null, gate: { demo: null } });
    expect(marcus.status).toBe(403);
    expect((await unlockAs('grace@globex.example')).status).toBe(200);
  });

  it('holds about twenty expenses over the past months, in USD and INR, in every status', async () => {
    const [acme] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.domain, 'acme.example'));
    const rows = await t.database.db.select().from(expenses).where(eq(expenses.organizationId, acme!.id));
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(EXPENSE_STATUSES));
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['USD', 'INR']));
    const months = new Set(rows.map((row) => row.spentOn.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it('stops showing the demo values once an admin sets credentials of their own', async () => {
    const grace = await unlockAs('grace@globex.example');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: grace.headers,
      payload: { username: 'globex-finance', password: 'a-better-secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const access = await t.app.inject({
      method: 'GET',
      url: '/api/v1/finance/access',
      headers: grace.headers,
    });
    expect(access.json().data.gate).toEqual({ configured: true, demo: null });
  });
});

describe('unlock attempts', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    await seedDemoData(limited.database.db);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('are limited per account as well as per address: guesses from new addresses still run out', async () => {
    const olivia = await signIn(limited.app, 'olivia@acme.example', DEMO_PASSWORD);
    const grace = await signIn(limited.app, 'grace@globex.example', DEMO_PASSWORD);
    let address = 0;
    const guess = (headers: Record<string, string>) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/finance/unlock',
        headers,
        // A new address per attempt: this is the per-account limit, not the per-address one.
        remoteAddress: `198.51.100.${++address}`,
        payload: { username: DEMO_FINANCE_CREDENTIALS.username, password: 'a-guess-1' },
      });
    for (let i = 0; i < 3; i++) expect((await guess(olivia.headers)).statusCode).toBe(403);
    const refused = await guess(olivia.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many attempts to unlock finance\. Please wait \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await guess(grace.headers)).statusCode).toBe(403);
  });
});
