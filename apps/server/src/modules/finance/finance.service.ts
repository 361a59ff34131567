import {
  FINANCE_ERRORS,
  type FinanceAccess,
  type FinanceCredentials,
  type FinanceCredentialsPayload,
  type FinanceGrant,
  type FinanceMember,
  type FinanceMemberRole,
  type FinanceMembers,
  type FinanceRates,
  type FinanceRatesPayload,
  type FinanceUnlockPayload,
  isOrgAdmin,
} from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client';
import { budgetLines, exchangeRates, financeCredentials, financeMembers, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { type AuditContext, recordAudit } from '../audit';
import { notify } from '../notifications';
import { recordActivity, toActivityEntry } from '../work';
import { type FinanceScope, requireFinanceGrant, requireFinanceRole } from './finance.access';
import { signFinanceGrant } from './finance.grant';
import { checkBudgetAlerts, loadRates } from './finance.queries';
import { DEMO_FINANCE_CREDENTIALS } from './finance.seed';

// The gate's credentials, the unlock, the rates and who has finance access.

async function findCredentials(db: AppDb, organizationId: string) {
  const [row] = await db
    .select()
    .from(financeCredentials)
    .where(eq(financeCredentials.organizationId, organizationId))
    .limit(1);
  return row;
}

/** GET /finance/access: the caller's role and the gate's state; the demo values only while they are in use. */
export async function getFinanceAccess(db: AppDb, scope: FinanceScope): Promise<FinanceAccess> {
  const credentials = await findCredentials(db, scope.organizationId);
  return {
    organizationId: scope.organizationId,
    organizationName: scope.organizationName,
    role: scope.role,
    gate: {
      configured: Boolean(credentials),
      demo:
        credentials?.demo && scope.role
          ? { username: credentials.username, password: DEMO_FINANCE_CREDENTIALS.password }
          : null,
    },
  };
}

// Compared in full even when the username is wrong, so the answer's time does not tell which half was.
let noMatchHash: Promise<string> | undefined;
const noMatch = () => {
  noMatchHash ??= hashPassword('finance gate: no such credentials');
  return noMatchHash;
};

/**
 * POST /finance/unlock: the organization's finance credentials, checked like a password; a grant for this user,
 * organization and signed-in session, 8 hours. Refused (403) to someone without finance access before any check.
 */
export async function unlockFinance(
  app: FastifyInstance,
  scope: FinanceScope,
  payload: FinanceUnlockPayload,
  audit: AuditContext,
): Promise<FinanceGrant> {
  const db = app.database.db;
  requireFinanceRole(scope, 'view');
  const credentials = await findCredentials(db, scope.organizationId);
  if (!credentials) throw new AppError(409, FINANCE_ERRORS.notConfigured);
  const sameUsername = credentials.username === payload.username;
  const passwordOk = await verifyPassword(
    sameUsername ? credentials.passwordHash : await noMatch(),
    payload.password,
  );
  if (!sameUsername || !passwordOk) {
    await recordAudit(db, audit, {
      action: 'finance.unlock_failed',
      organizationId: scope.organizationId,
      target: { type: 'organization', id: scope.organizationId, label: scope.organizationName },
    });
    // 403, not 401: the person is signed in and stays so; only the finance pair is wrong.
    throw new AppError(403, FINANCE_ERRORS.invalidCredentials, { code: 'FINANCE_CREDENTIALS_INVALID' });
  }
  const { grant, claims } = signFinanceGrant(app.config.jwtSecret, {
    userId: scope.user.id,
    organizationId: scope.organizationId,
    sessionId: scope.sessionId,
    // The version of the pair just checked: a change saved meanwhile ends this grant at once.
    credentialsAt: credentials.updatedAt.getTime(),
  });
  await recordAudit(db, audit, {
    action: 'finance.accessed',
    organizationId: scope.organizationId,
    target: { type: 'organization', id: scope.organizationId, label: scope.organizationName },
  });
  return { grant, expiresAt: new Date(claims.expiresAt).toISOString() };
}

/**
 * PUT /finance/credentials (admins): sets the gate's username and password (hashed like a user's); the demo values
 * are no longer shown. Once credentials exist, changing them needs the gate unlocked.
 */
export async function setFinanceCredentials(
  app: FastifyInstance,
  request: Parameters<typeof requireFinanceGrant>[1],
  scope: FinanceScope,
  payload: FinanceCredentialsPayload,
  audit: AuditContext,
): Promise<FinanceCredentials> {
  const db = app.database.db;
  requireFinanceRole(scope, 'admin');
  const existing = await findCredentials(db, scope.organizationId);
  if (existing) requireFinanceGrant(app, request, scope);
  const passwordHash = await hashPassword(payload.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(financeCredentials)
      .values({
        organizationId: scope.organizationId,
        username: payload.username,
        passwordHash,
        demo: false,
        updatedBy: scope.user.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: financeCredentials.organizationId,
        set: {
          username: payload.username,
          passwordHash,
          demo: false,
          updatedBy: scope.user.id,
          updatedAt: now,
        },
      });
    await recordAudit(tx, audit, {
      action: 'finance.credentials_changed',
      organizationId: scope.organizationId,
      target: { type: 'organization', id: scope.organizationId, label: scope.organizationName },
      before: existing ? { username: existing.username, demo: existing.demo } : null,
      after: { username: payload.username, demo: false },
    });
  });
  // The change ends every unlock issued before it (requireFinanceGrant), the caller's too: the caller gets a new one.
  const { grant, claims } = signFinanceGrant(
    app.config.jwtSecret,
    {
      userId: scope.user.id,
      organizationId: scope.organizationId,
      sessionId: scope.sessionId,
      credentialsAt: now.getTime(),
    },
    now.getTime(),
  );
  return {
    configured: true,
    username: payload.username,
    demo: false,
    updatedAt: now.toISOString(),
    grant: { grant, expiresAt: new Date(claims.expiresAt).toISOString() },
  };
}

// Exchange rates

export function getFinanceRates(db: AppDb, scope: FinanceScope): Promise<FinanceRates> {
  return loadRates(db, scope.organizationId);
}

/**
 * PUT /finance/rates (managers): the organization's two rates. Expenses keep the rate in force when they were
 * entered; budget lines in another currency are valued at today's rates, so the budget alerts are checked again.
 */
export async function setFinanceRates(
  deps: { db: AppDb; events: FastifyInstance['events'] },
  scope: FinanceScope,
  payload: FinanceRatesPayload,
  audit: AuditContext,
): Promise<FinanceRates> {
  const { db } = deps;
  const before = await loadRates(db, scope.organizationId);
  const outbox = new EventOutbox();
  const now = new Date();
  await db.transaction(async (tx) => {
    const rows = [
      { base: 'USD', quote: 'INR', rate: payload.USD.INR },
      { base: 'INR', quote: 'USD', rate: payload.INR.USD },
    ];
    for (const row of rows) {
      await tx
        .insert(exchangeRates)
        .values({ organizationId: scope.organizationId, ...row, updatedBy: scope.user.id, updatedAt: now })
        .onConflictDoUpdate({
          target: [exchangeRates.organizationId, exchangeRates.base, exchangeRates.quote],
          set: { rate: row.rate, updatedBy: scope.user.id, updatedAt: now },
        });
    }
    await recordAudit(tx, audit, {
      action: 'finance.rates_changed',
      organizationId: scope.organizationId,
      target: { type: 'organization', id: scope.organizationId, label: scope.organizationName },
      before: { USD: before.USD, INR: before.INR },
      after: { USD: payload.USD, INR: payload.INR },
    });
    const withLines = await tx
      .selectDistinct({ projectId: budgetLines.projectId })
      .from(budgetLines)
      .where(eq(budgetLines.organizationId, scope.organizationId));
    await checkBudgetAlerts(
      tx,
      outbox,
      scope.user.id,
      scope.organizationId,
      withLines.map((row) => row.projectId),
    );
  });
  outbox.flushTo(deps.events);
  return loadRates(db, scope.organizationId);
}

// Finance access

const personColumns = { userId: users.id, name: users.name, email: users.email };

/** GET /finance/members (admins): the finance members, the admins (always in) and everyone else who could be. */
export async function listFinanceMembers(db: AppDb, scope: FinanceScope): Promise<FinanceMembers> {
  const people = await db
    .select({ ...personColumns, isOrgAdmin: users.isOrgAdmin, orgRole: users.orgRole })
    .from(users)
    .where(eq(users.organizationId, scope.organizationId))
    .orderBy(asc(users.name));
  const rows = await db
    .select()
    .from(financeMembers)
    .where(eq(financeMembers.organizationId, scope.organizationId));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  const names = new Map(people.map((person) => [person.userId, person.name]));
  const grantorIds = rows
    .map((row) => row.grantedBy)
    .filter((id): id is string => Boolean(id) && !names.has(id ?? ''));
  if (grantorIds.length > 0) {
    const grantors = await db.select(personColumns).from(users).where(inArray(users.id, grantorIds));
    for (const grantor of grantors) names.set(grantor.userId, grantor.name);
  }
  const admins = people.filter((person) => isOrgAdmin(person));
  const members: FinanceMember[] = [];
  const candidates: FinanceMembers['candidates'] = [];
  for (const person of people) {
    if (isOrgAdmin(person)) continue;
    const row = byUser.get(person.userId);
    const plain = { userId: person.userId, name: person.name, email: person.email };
    if (!row) {
      candidates.push(plain);
      continue;
    }
    members.push({
      ...plain,
      role: row.role as FinanceMemberRole,
      grantedBy: row.grantedBy ? (names.get(row.grantedBy) ?? null) : null,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return {
    members,
    admins: admins.map(({ userId, name, email }) => ({ userId, name, email })),
    candidates,
  };
}

async function findOrganizationPerson(db: AppDb, organizationId: string, userId: string) {
  const [row] = await db
    .select({ ...personColumns, isOrgAdmin: users.isOrgAdmin, orgRole: users.orgRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError(404, FINANCE_ERRORS.memberNotFound);
  return row;
}

/**
 * PUT /finance/members/{userId} (admins): grants finance access or changes its role; in the activity feed and the
 * audit log, and the person is told.
 */
export async function setFinanceMember(
  deps: { db: AppDb; events: FastifyInstance['events'] },
  scope: FinanceScope,
  userId: string,
  role: FinanceMemberRole,
  audit: AuditContext,
): Promise<FinanceMember> {
  const { db } = deps;
  const person = await findOrganizationPerson(db, scope.organizationId, userId);
  if (isOrgAdmin(person)) throw new AppError(409, FINANCE_ERRORS.adminNeedsNoAccess);
  const [existing] = await db
    .select()
    .from(financeMembers)
    .where(and(eq(financeMembers.organizationId, scope.organizationId), eq(financeMembers.userId, userId)))
    .limit(1);
  const now = new Date();
  const outbox = new EventOutbox();
  const actor = { id: scope.user.id, name: scope.user.name };
  await db.transaction(async (tx) => {
    await tx
      .insert(financeMembers)
      .values({ organizationId: scope.organizationId, userId, role, grantedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({
        target: [financeMembers.organizationId, financeMembers.userId],
        set: { role, grantedBy: actor.id, updatedAt: now },
      });
    if (existing?.role === role) return;
    await recordAudit(tx, audit, {
      action: 'finance.access_changed',
      organizationId: scope.organizationId,
      target: { type: 'user', id: userId, label: person.email },
      before: existing ? { financeRole: existing.role } : null,
      after: { financeRole: role },
    });
    const entry = await recordActivity(tx, {
      type: existing ? 'finance_access_changed' : 'finance_access_granted',
      message: existing
        ? `${actor.name} changed ${person.name}'s finance access to ${role}`
        : `${actor.name} gave ${person.name} finance access as ${role}`,
      actor,
      projectId: null,
      organizationId: scope.organizationId,
      entity: { type: 'user', id: userId, title: person.name },
    });
    await notify(tx, outbox, actor.id, [
      {
        recipientId: userId,
        type: 'other',
        title: 'Finance access',
        message: `${actor.name} gave you finance access as ${role}`,
      },
    ]);
    outbox.add({
      type: 'organization.activity',
      organizationId: scope.organizationId,
      entry: toActivityEntry(entry),
    });
  });
  outbox.flushTo(deps.events);
  return {
    userId,
    name: person.name,
    email: person.email,
    role,
    grantedBy: actor.name,
    updatedAt: now.toISOString(),
  };
}

/** DELETE /finance/members/{userId} (admins): revokes finance access; in the activity feed and the audit log. */
export async function removeFinanceMember(
  deps: { db: AppDb; events: FastifyInstance['events'] },
  scope: FinanceScope,
  userId: string,
  audit: AuditContext,
): Promise<void> {
  const { db } = deps;
  const person = await findOrganizationPerson(db, scope.organizationId, userId);
  const outbox = new EventOutbox();
  const actor = { id: scope.user.id, name: scope.user.name };
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(financeMembers)
      .where(and(eq(financeMembers.organizationId, scope.organizationId), eq(financeMembers.userId, userId)))
      .returning();
    if (!removed) throw new AppError(404, FINANCE_ERRORS.notFinanceMember);
    await recordAudit(tx, audit, {
      action: 'finance.access_changed',
      organizationId: scope.organizationId,
      target: { type: 'user', id: userId, label: person.email },
      before: { financeRole: removed.role },
      after: null,
    });
    const entry = await recordActivity(tx, {
      type: 'finance_access_revoked',
      message: `${actor.name} revoked ${person.name}'s finance access`,
      actor,
      projectId: null,
      organizationId: scope.organizationId,
      entity: { type: 'user', id: userId, title: person.name },
    });
    outbox.add({
      type: 'organization.activity',
      organizationId: scope.organizationId,
      entry: toActivityEntry(entry),
    });
  });
  outbox.flushTo(deps.events);
}
