import type { ProjectRates, Timesheet, TimesheetSummary } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../seed';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { DEMO_FINANCE_CREDENTIALS } from '../finance';
import { runningTimers } from './time.schema';

// Time tracking's demo data: Jordan's submitted week awaits Olivia's approval, Customer Portal has rates, Alex has
// time of his own, and no timer runs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function as(email: string) {
  const session = await signIn(t.app, email, DEMO_PASSWORD);
  return (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...session.headers, ...headers } });
}

describe('the time demo data', () => {
  it("has Jordan's submitted week awaiting Olivia's approval, with billable time at Portal's rates", async () => {
    const olivia = await as('olivia@acme.example');
    const pending = (await olivia('GET', '/timesheets/pending')).json().data as TimesheetSummary[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      state: 'submitted',
      user: { name: expect.stringContaining('Jordan') },
    });
    expect(pending[0]?.totalSeconds).toBe(9.5 * 3600);
    const sheet = (
      await olivia('GET', `/timesheets?week=${pending[0]?.weekStart}&userId=${pending[0]?.user._id}`)
    ).json().data as Timesheet;
    expect(sheet).toMatchObject({ canReview: true, locked: true });
    expect(sheet.entries.every((entry) => entry.billable && entry.rateMinor === 4000)).toBe(true);
  });

  it("lets Dana, Engineering's manager, review Jordan's week (a department manager), but not Alex", async () => {
    const dana = await as('dana@acme.example');
    const pending = (await dana('GET', '/timesheets/pending')).json().data as TimesheetSummary[];
    expect(pending.map((row) => row.user.name)).toEqual([expect.stringContaining('Jordan')]);
    const jordanEntries = (await dana('GET', `/time-entries?userId=${pending[0]?.user._id}`)).json();
    expect(jordanEntries.pagination.total).toBe(4);
    const alex = await as('alex@example.com');
    expect((await alex('GET', '/timesheets/pending')).json().data).toEqual([]);
    const approved = await dana('POST', `/timesheets/${pending[0]?._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
  });

  it('gives Alex time of his own, and nobody a running timer', async () => {
    const alex = await as('alex@example.com');
    const entries = (await alex('GET', '/time-entries')).json();
    expect(entries.pagination.total).toBe(2);
    expect((await alex('GET', '/timer')).json().data).toBeNull();
    expect(await t.database.db.select().from(runningTimers)).toEqual([]);
  });

  it("shows Portal's rates to Acme's finance", async () => {
    const session = await signIn(t.app, 'olivia@acme.example', DEMO_PASSWORD);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/finance/unlock',
      headers: session.headers,
      payload: DEMO_FINANCE_CREDENTIALS,
    });
    const headers = { ...session.headers, 'x-finance-grant': unlocked.json().data.grant };
    const summary = await t.app.inject({ method: 'GET', url: '/api/v1/finance/summary', headers });
    const portal = summary
      .json()
      .data.projects.find((p: { projectTitle: string }) => p.projectTitle === 'Customer Portal');
    // Jordan 11 hours at his $40, Olivia 3 hours at Portal's $50.
    expect(portal.labourUsdMinor).toBe(44_000 + 15_000);
    const rates = (
      await t.app.inject({ method: 'GET', url: `/api/v1/projects/${portal.projectId}/rates`, headers })
    ).json().data as ProjectRates;
    expect(rates.projectRate).toEqual({ rateMinor: 5000, currency: 'USD' });
    expect(rates.members).toHaveLength(1);
  });
});
