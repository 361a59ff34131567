import { PLANS } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, organizations, subscriptions, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';

// Billing: who may read and change it, what a change records, and the subscription gate on the
// features that need a plan.

let t: TestApp;
const ids = { expired: '', trial: '', other: '' };
type Caller = 'adminExpired' | 'memberExpired' | 'adminTrial' | 'adminOther' | 'platform' | 'individual';
const sessions = {} as Record<Caller, TestSession>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const now = Date.now();
  const [expired, trial, other] = await db
    .insert(organizations)
    .values([
      {
        name: 'Expired Co',
        domain: 'expired.test',
        subscriptionTier: 'free',
        trialEndsAt: new Date(now - DAY),
      },
      {
        name: 'Trial Co',
        domain: 'trial.test',
        subscriptionTier: 'free',
        trialEndsAt: new Date(now + 5 * DAY),
      },
      { name: 'Other Co', domain: 'other.test', subscriptionTier: 'pro' },
    ])
    .returning();
  ids.expired = expired!.id;
  ids.trial = trial!.id;
  ids.other = other!.id;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const admin = (organizationId: string) => ({
    accountType: 'organization' as const,
    organizationId,
    passwordHash,
    orgRole: 'org_admin',
    isOrgAdmin: true,
  });
  const people = await db
    .insert(users)
    .values([
      { name: 'Eve Expired', email: 'eve@expired.test', ...admin(ids.expired) },
      {
        name: 'Max Member',
        email: 'max@expired.test',
        accountType: 'organization',
        organizationId: ids.expired,
        passwordHash,
        orgRole: 'member',
      },
      { name: 'Tia Trial', email: 'tia@trial.test', ...admin(ids.trial) },
      { name: 'Otto Other', email: 'otto@other.test', ...admin(ids.other) },
      { name: 'Pat Platform', email: 'pat@platform.test', passwordHash, platformRole: 'super_admin' },
      { name: 'Ivy Individual', email: 'ivy@individual.test', passwordHash },
    ])
    .returning();
  const signed = await Promise.all(people.map((person) => signIn(t.app, person.email)));
  const names: Caller[] = [
    'adminExpired',
    'memberExpired',
    'adminTrial',
    'adminOther',
    'platform',
    'individual',
  ];
  names.forEach((name, index) => {
    sessions[name] = signed[index]!;
  });
});
afterAll(async () => {
  await t?.close();
});

const call = (caller: Caller | 'anon', method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: caller === 'anon' ? {} : sessions[caller].headers,
    ...(payload ? { payload } : {}),
  });

describe('permission matrix of the billing routes', () => {
  it.each([
    ['GET', undefined],
    ['PUT', { billingEmail: 'billing@expired.test' }],
  ] as const)(
    '%s /organizations/{id}/billing: the organization’s own admins only',
    async (method, payload) => {
      const expected: Record<Caller | 'anon', number> = {
        anon: 401,
        individual: 403,
        memberExpired: 403,
        platform: 403,
        adminOther: 404,
        adminTrial: 404,
        adminExpired: 200,
      };
      const results: Record<string, number> = {};
      for (const caller of Object.keys(expected) as (Caller | 'anon')[]) {
        const response = await call(caller, method, `/organizations/${ids.expired}/billing`, payload);
        results[caller] = response.statusCode;
        if (caller === 'adminOther') expect(response.body).not.toMatch(/Expired Co|billing@expired/);
      }
      expect(results).toEqual(expected);
    },
  );
});

describe('billing', () => {
  it('answers the plan, trial, seats, details, subscription and invoices', async () => {
    const response = await call('adminTrial', 'GET', `/organizations/${ids.trial}/billing`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      plan: 'free',
      effectivePlan: 'pro',
      trialActive: true,
      seats: { used: 1, pending: 0, limit: PLANS.pro.defaultSeats },
      subscription: null,
      invoices: [],
    });
  });

  it('refuses bad input with a clear message and a 400', async () => {
    const cases: [object, RegExp][] = [
      [{}, /at least one/],
      [{ plan: 'platinum' }, /plan/i],
      [{ seats: 0 }, /Seats must be a whole number/],
      [{ seats: 2.5 }, /Seats must be a whole number/],
      [{ billingEmail: 'not-an-email' }, /email/i],
      [{ taxId: '<script>' }, /tax id/],
      [{ plan: 'pro', seats: PLANS.pro.maxSeats + 1 }, /at most/],
      [{ plan: 'free', seats: 20 }, /Free plan has 5 seats/],
      [{ unknown: 1 }, /unknown|Unrecognized/i],
    ];
    for (const [payload, message] of cases) {
      const response = await call('adminOther', 'PUT', `/organizations/${ids.other}/billing`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toMatch(message);
    }
  });

  it('changes plan and seats through the provider: a subscription, an invoice each, and the audit entry', async () => {
    const upgrade = await call('adminOther', 'PUT', `/organizations/${ids.other}/billing`, {
      seats: 12,
      billingEmail: 'Billing@Other.test',
      address: '1 Main Street, Springfield',
      taxId: 'DE 123456789',
    });
    expect(upgrade.statusCode).toBe(200);
    const first = upgrade.json().data;
    expect(first.plan).toBe('pro');
    expect(first.seats.limit).toBe(12);
    expect(first.details).toEqual({
      billingEmail: 'billing@other.test',
      address: '1 Main Street, Springfield',
      taxId: 'DE 123456789',
    });
    expect(first.subscription).toMatchObject({
      plan: 'pro',
      seats: 12,
      status: 'active',
      provider: 'built-in',
    });
    expect(first.invoices).toHaveLength(1);
    expect(first.invoices[0]).toMatchObject({
      amountUsdCents: 12 * PLANS.pro.pricePerSeatUsdCents,
      status: 'open',
    });

    const enterprise = await call('adminOther', 'PUT', `/organizations/${ids.other}/billing`, {
      plan: 'enterprise',
    });
    const second = enterprise.json().data;
    expect(second.plan).toBe('enterprise');
    expect(second.invoices).toHaveLength(2);
    // The new period in full, less the (nearly whole) unused Pro period.
    const charge = second.subscription.seats * PLANS.enterprise.pricePerSeatUsdCents;
    const credit = 12 * PLANS.pro.pricePerSeatUsdCents;
    expect(second.invoices[0].amountUsdCents).toBeGreaterThanOrEqual(charge - credit);
    expect(second.invoices[0].amountUsdCents).toBeLessThan(charge - credit + 5);

    const free = await call('adminOther', 'PUT', `/organizations/${ids.other}/billing`, { plan: 'free' });
    expect(free.json().data).toMatchObject({ plan: 'free', subscription: null, seats: { limit: 5 } });
    expect(free.json().data.invoices[0].amountUsdCents).toBeLessThan(0);

    const { db } = t.database;
    const active = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, ids.other), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(0);
    expect(await db.select().from(invoices).where(eq(invoices.organizationId, ids.other))).toHaveLength(3);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, ids.other), eq(auditLog.action, 'billing.changed')));
    expect(entries).toHaveLength(3);
    expect(entries[0]!.before).toMatchObject({ plan: 'pro', billingEmail: null });
    expect(entries[0]!.after).toMatchObject({ plan: 'pro', seats: 12, billingEmail: 'billing@other.test' });
  });

  it('refuses fewer seats than members and pending invitations use', async () => {
    const response = await call('adminTrial', 'PUT', `/organizations/${ids.trial}/billing`, {
      plan: 'pro',
      seats: 1,
    });
    expect(response.statusCode).toBe(200);
    const { db } = t.database;
    const extra = await db
      .insert(users)
      .values({
        name: 'Second',
        email: 'second@trial.test',
        organizationId: ids.trial,
        accountType: 'organization',
      })
      .returning();
    expect(extra).toHaveLength(1);
    const refused = await call('adminTrial', 'PUT', `/organizations/${ids.trial}/billing`, { seats: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/2 seats are in use/);
  });
});

describe('the subscription gate', () => {
  const teams = (caller: Caller, organizationId: string) =>
    call(caller, 'GET', `/organizations/${organizationId}/teams`);
  const createTeam = (caller: Caller, name: string) => call(caller, 'POST', '/organizations/teams', { name });
  const branding = (caller: Caller, organizationId: string) =>
    call(caller, 'PUT', `/organizations/${organizationId}`, { branding: { primaryColor: '#123456' } });

  it('refuses teams and branding to a free organization whose trial ended, with Upgrade Required', async () => {
    for (const response of [
      await teams('adminExpired', ids.expired),
      await teams('memberExpired', ids.expired),
      await createTeam('adminExpired', 'Blocked'),
      await branding('adminExpired', ids.expired),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toMatch(/^Upgrade Required: /);
    }
    // The profile without branding still saves.
    const profile = await call('adminExpired', 'PUT', `/organizations/${ids.expired}`, {
      description: 'Still here',
    });
    expect(profile.statusCode).toBe(200);
  });

  it('opens everything of Pro during a trial ending in the future', async () => {
    expect((await teams('adminTrial', ids.trial)).statusCode).toBe(200);
    expect((await branding('adminTrial', ids.trial)).statusCode).toBe(200);
  });

  it('never gates a platform admin, and tells another organization nothing of the plan', async () => {
    expect((await teams('platform', ids.expired)).statusCode).toBe(200);
    const foreign = await teams('adminOther', ids.expired);
    expect(foreign.statusCode).toBe(404);
  });

  it('opens the features once the organization upgrades', async () => {
    const upgrade = await call('adminExpired', 'PUT', `/organizations/${ids.expired}/billing`, {
      plan: 'pro',
    });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json().data).toMatchObject({ plan: 'pro', effectivePlan: 'pro', trialActive: false });
    expect((await teams('adminExpired', ids.expired)).statusCode).toBe(200);
    expect((await createTeam('adminExpired', 'Opened')).statusCode).toBe(201);
    expect((await branding('adminExpired', ids.expired)).statusCode).toBe(200);
  });

  it('refuses an invitation beyond the plan’s seats', async () => {
    const seats = await call('adminExpired', 'PUT', `/organizations/${ids.expired}/billing`, { seats: 3 });
    expect(seats.statusCode).toBe(200);
    const invite = (email: string) =>
      call('adminExpired', 'POST', '/organizations/invite', { email, role: 'member' });
    expect((await invite('first@elsewhere.test')).statusCode).toBe(201);
    const refused = await invite('second@elsewhere.test');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatch(/All 3 seats of your plan are taken/);
  });
});
