import { type AuditEntry, SECURITY_DENIED_MESSAGE } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { auditLog, organizations } from '../../db/schema';
import { signIn, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import { csvCell, csvRow } from './audit.csv';
import { type AuditContext, recordAudit } from './audit.record';
import { verifyAuditChain } from './audit.service';

// The audit log's routes: who may call them (the matrix), filters, paging, the CSV export, tenant
// isolation, 'Verify' against altered and deleted entries; and the entries the sensitive actions leave.

let t: TestApp;
const ids = { orgA: '', orgB: '', empty: '' };
type Caller = 'platform' | 'adminA' | 'member' | 'adminB' | 'individual' | 'anon';
const CALLERS: Caller[] = ['platform', 'adminA', 'member', 'adminB', 'individual', 'anon'];
const sessions = {} as Record<Exclude<Caller, 'anon'>, TestSession>;
const userIds = {} as Record<string, string>;

const context = (email: string, id: string | null = null): AuditContext => ({
  actorId: id,
  actorEmail: email,
  ip: '203.0.113.7',
  userAgent: 'vitest',
});

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [orgA, orgB, empty] = await db
    .insert(organizations)
    .values([
      { name: 'Audit Acme', domain: 'audit-acme.test', subscriptionTier: 'enterprise' },
      { name: 'Audit Globex', domain: 'audit-globex.test', subscriptionTier: 'enterprise' },
      { name: 'Audit Empty', domain: 'audit-empty.test', subscriptionTier: 'enterprise' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  ids.empty = empty!.id;
  const people = await addSignedInPeople(t, [
    { name: 'Pat Platform', email: 'pat@audit.example', platformRole: 'super_admin' },
    {
      name: 'Ada Admin',
      email: 'ada@audit-acme.test',
      organizationId: ids.orgA,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Mo Member', email: 'mo@audit-acme.test', organizationId: ids.orgA, orgRole: 'member' },
    {
      name: 'Bea Admin',
      email: 'bea@audit-globex.test',
      organizationId: ids.orgB,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Ivy Individual', email: 'ivy@audit.example' },
  ]);
  Object.assign(userIds, people.userIds);
  const [platform, adminA, member, adminB, individual] = people.sessions;
  Object.assign(sessions, { platform, adminA, member, adminB, individual });
});
afterAll(async () => {
  await t?.close();
});

function headersOf(caller: Caller) {
  return caller === 'anon' ? {} : sessions[caller].headers;
}

async function listOf(organizationId: string, query = '', caller: Caller = 'adminA') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${organizationId}/audit${query}`,
    headers: headersOf(caller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: AuditEntry[];
    pagination: { total: number; page: number; pages: number };
  };
}

describe('the permission matrix of the audit routes', () => {
  const routes = [
    { method: 'GET' as const, path: 'audit' },
    { method: 'GET' as const, path: 'audit/export' },
    { method: 'POST' as const, path: 'audit/verify' },
  ];
  const expected: Record<Caller, number> = {
    platform: 200,
    adminA: 200,
    member: 403,
    adminB: 403,
    individual: 403,
    anon: 401,
  };
  it.each(routes)('$method /organizations/{id}/$path', async ({ method, path }) => {
    await recordAudit(t.database.db, context('ada@audit-acme.test'), {
      action: 'organization.settings_changed',
      organizationId: ids.orgA,
      target: { type: 'organization', id: ids.orgA, label: 'Audit Acme secret' },
    });
    const results: Record<string, number> = {};
    for (const caller of CALLERS) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/organizations/${ids.orgA}/${path}`,
        headers: headersOf(caller),
      });
      results[caller] = response.statusCode;
      if (response.statusCode === 403) expect(response.json().error).toBe(SECURITY_DENIED_MESSAGE);
      if (response.statusCode >= 400) expect(response.body).not.toContain('Audit Acme secret');
    }
    expect(results).toEqual(expected);
  });

  it('answers 404 to a platform admin for an organization that does not exist, and 400 to a bad id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${newId()}/audit`,
      headers: headersOf('platform'),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/not-an-id/audit',
      headers: headersOf('platform'),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('listing', () => {
  it('shows an organization only its own entries, newest first, with filters and paging', async () => {
    const db = t.database.db;
    await recordAudit(db, context('ada@audit-acme.test', userIds['ada@audit-acme.test']), {
      action: 'member.role_changed',
      organizationId: ids.orgA,
      target: { type: 'user', id: userIds['mo@audit-acme.test']!, label: 'mo@audit-acme.test' },
      before: { role: 'member' },
      after: { role: 'dept_manager' },
    });
    for (let index = 0; index < 3; index += 1) {
      await recordAudit(db, context('bob@audit-acme.test'), {
        action: 'auth.sign_in_failed',
        organizationId: ids.orgA,
        target: { type: 'user', id: null, label: `attempt ${index}` },
      });
    }
    await recordAudit(db, context('bea@audit-globex.test'), {
      action: 'member.role_changed',
      organizationId: ids.orgB,
      target: { type: 'user', id: null, label: 'globex person' },
    });

    const all = await listOf(ids.orgA, '?limit=100');
    expect(all.data.every((entry) => entry.organizationId === ids.orgA)).toBe(true);
    expect(all.data.some((entry) => entry.targetLabel === 'globex person')).toBe(false);
    const seqs = all.data.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    const roleChanges = await listOf(ids.orgA, '?action=member.role_changed');
    expect(roleChanges.data).toHaveLength(1);
    expect(roleChanges.data[0]).toMatchObject({
      actorEmail: 'ada@audit-acme.test',
      before: { role: 'member' },
      after: { role: 'dept_manager' },
      ip: '203.0.113.7',
      userAgent: 'vitest',
    });

    const bob = await listOf(ids.orgA, '?actor=BOB@audit');
    expect(bob.pagination.total).toBe(3);
    const page2 = await listOf(ids.orgA, '?actor=bob&limit=2&page=2');
    expect(page2.data).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect(page2.data[0]?.targetLabel).toBe('attempt 0');

    // A LIKE wildcard in the actor filter is a literal character.
    expect((await listOf(ids.orgA, '?actor=%25')).pagination.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await listOf(ids.orgA, `?from=${today}&to=${today}&limit=100`)).pagination.total).toBe(
      all.pagination.total,
    );
    expect((await listOf(ids.orgA, '?to=2000-01-01')).pagination.total).toBe(0);
    expect((await listOf(ids.orgA, '?from=2999-01-01')).pagination.total).toBe(0);

    // The platform admin reads any organization's log.
    expect((await listOf(ids.orgB, '', 'platform')).data[0]?.targetLabel).toBe('globex person');
    // The default page size is the spec's.
    expect((await listOf(ids.orgA)).pagination).toMatchObject({ page: 1 });
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const query of [
      '?action=nope',
      '?from=yesterday',
      '?to=1',
      '?from=2026-02-02&to=2026-01-01',
      '?limit=0',
      '?page=x',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${ids.orgA}/audit${query}`,
        headers: headersOf('adminA'),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('the CSV export', () => {
  it('quotes as RFC 4180 and makes spreadsheet formulas inert', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', null, 3])).toBe('a,,3\r\n');
  });

  it('exports the filtered entries of the organization, escaped', async () => {
    await recordAudit(t.database.db, context('=cmd|calc@audit-acme.test'), {
      action: 'invitation.sent',
      organizationId: ids.orgA,
      target: { type: 'organization_invitation', id: null, label: '=HYPERLINK("http://evil")' },
      after: { email: 'x@y.test' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/audit/export?action=invitation.sent`,
      headers: headersOf('adminA'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log-.*\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Time,Actor,Actor ID,Action,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=cmd|calc@audit-acme.test");
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[1]).toContain('Invitation sent');
    expect(response.body).not.toContain('globex');
  });
});

describe('Verify', () => {
  it('answers intact for an untouched chain and for an empty one', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${ids.orgB}/audit/verify`,
      headers: headersOf('adminB'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ intact: true, firstBroken: null });
    expect(answer.json().data.checked).toBeGreaterThan(0);
    expect(await verifyAuditChain(t.database.db, ids.empty)).toEqual({
      intact: true,
      checked: 0,
      firstBroken: null,
    });
  });

  it('names the first altered entry, reading the chain in small batches', async () => {
    const db = t.database.db;
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Audit Altered', domain: 'audit-altered.test' })
      .returning();
    const organizationId = org!.id;
    for (let index = 0; index < 7; index += 1) {
      await recordAudit(db, context('ada@audit-altered.test'), {
        action: 'organization.settings_changed',
        organizationId,
        target: { type: 'organization', id: organizationId, label: `change ${index}` },
        after: { name: `Name ${index}` },
      });
    }
    expect((await verifyAuditChain(db, organizationId, 2)).intact).toBe(true);
    const rows = await db.select().from(auditLog).where(eq(auditLog.organizationId, organizationId));
    const sorted = rows.sort((a, b) => a.seq - b.seq);
    const fourth = sorted[3]!;
    const sixth = sorted[5]!;
    await db
      .update(auditLog)
      .set({ after: { name: 'Forged' } })
      .where(eq(auditLog.id, sixth.id));
    await db.update(auditLog).set({ targetLabel: 'forged' }).where(eq(auditLog.id, fourth.id));
    const result = await verifyAuditChain(db, organizationId, 2);
    expect(result).toEqual({
      intact: false,
      checked: 4,
      firstBroken: {
        _id: fourth.id,
        seq: fourth.seq,
        reason: 'altered',
        action: 'organization.settings_changed',
        createdAt: fourth.createdAt.toISOString(),
      },
    });
  });

  it('names the entry after a deleted one (its link is broken)', async () => {
    const db = t.database.db;
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Audit Deleted', domain: 'audit-deleted.test' })
      .returning();
    const organizationId = org!.id;
    for (let index = 0; index < 4; index += 1) {
      await recordAudit(db, context('ada@audit-deleted.test'), {
        action: 'member.removed',
        organizationId,
        target: { type: 'user', id: null, label: `removed ${index}` },
      });
    }
    const sorted = (await db.select().from(auditLog).where(eq(auditLog.organizationId, organizationId))).sort(
      (a, b) => a.seq - b.seq,
    );
    await db.delete(auditLog).where(eq(auditLog.id, sorted[1]!.id));
    const result = await verifyAuditChain(db, organizationId);
    expect(result.intact).toBe(false);
    expect(result.firstBroken).toMatchObject({ _id: sorted[2]!.id, reason: 'link' });
  });
});

describe('the entries the sensitive actions leave', () => {
  it('records a failed and a successful sign-in in the organization of the account', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'user-agent': 'audit-test-agent' },
      payload: { email: 'mo@audit-acme.test', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    await signIn(t.app, 'mo@audit-acme.test');
    const failed = await listOf(ids.orgA, '?action=auth.sign_in_failed&actor=mo@audit-acme.test');
    expect(failed.data[0]).toMatchObject({
      actorId: null,
      actorEmail: 'mo@audit-acme.test',
      userAgent: 'audit-test-agent',
    });
    const success = await listOf(ids.orgA, '?action=auth.sign_in&actor=mo@audit-acme.test');
    expect(success.data[0]).toMatchObject({
      actorId: userIds['mo@audit-acme.test'],
      after: { method: 'password' },
    });
  });

  it('records a role change with the roles before and after, and a settings change with the changed fields', async () => {
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/users/${userIds['mo@audit-acme.test']}/role`,
      headers: headersOf('adminA'),
      payload: { role: 'enterprise_admin' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const [entry] = (await listOf(ids.orgA, '?action=member.role_changed&actor=ada@')).data;
    expect(entry).toMatchObject({
      actorId: userIds['ada@audit-acme.test'],
      targetId: userIds['mo@audit-acme.test'],
      before: { role: 'member' },
      after: { role: 'enterprise_admin' },
    });

    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${ids.orgA}`,
      headers: headersOf('adminA'),
      payload: { description: 'Audited' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const [saved] = (await listOf(ids.orgA, '?action=organization.settings_changed&actor=ada@')).data;
    expect(saved).toMatchObject({ before: { description: null }, after: { description: 'Audited' } });
    expect(Object.keys(saved?.after ?? {})).toEqual(['description']);
    expect((await verifyAuditChain(t.database.db, ids.orgA)).intact).toBe(true);
  });
});
