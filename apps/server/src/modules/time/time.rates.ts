import { type Currency, type ProjectRates, type ProjectRatesPayload, TIME_MESSAGES } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projectMembers, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findFinanceProject } from '../finance';
import { projectRates } from './time.schema';

/**
 * GET /projects/{id}/rates: a project's hourly rate and its members' own rates (finance data: the caller's finance
 * role and grant are checked by the route). The project must be the organization's (404 otherwise).
 */
export async function getProjectRates(
  db: AppDb,
  organizationId: string,
  projectId: string,
): Promise<ProjectRates> {
  await findFinanceProject(db, organizationId, projectId);
  const rows = await db
    .select({
      userId: projectRates.userId,
      rateMinor: projectRates.rateMinor,
      currency: projectRates.currency,
      name: users.name,
    })
    .from(projectRates)
    .leftJoin(users, eq(users.id, projectRates.userId))
    .where(eq(projectRates.projectId, projectId))
    .orderBy(asc(users.name));
  const own = rows.find((row) => row.userId === null);
  return {
    projectId,
    projectRate: own ? { rateMinor: own.rateMinor, currency: own.currency as Currency } : null,
    members: rows
      .filter((row) => row.userId !== null)
      .map((row) => ({
        userId: row.userId as string,
        name: row.name ?? '',
        rateMinor: row.rateMinor,
        currency: row.currency as Currency,
      })),
  };
}

/**
 * PUT /projects/{id}/rates: replaces the project's rate and every member rate (finance managers). Only the
 * project's members have a rate of their own (400 otherwise). Entries already written keep the rate they were
 * written with; a later entry or a change of one takes the new rates.
 */
export async function saveProjectRates(
  db: AppDb,
  organizationId: string,
  actorId: string,
  projectId: string,
  payload: ProjectRatesPayload,
): Promise<ProjectRates> {
  await findFinanceProject(db, organizationId, projectId);
  const userIds = payload.members.map((member) => member.userId);
  if (userIds.length > 0) {
    const members = await db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)));
    const known = new Set(members.map((member) => member.userId));
    const stranger = userIds.find((id) => !known.has(id));
    if (stranger) {
      const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, stranger));
      throw new AppError(400, TIME_MESSAGES.rateNotMember(person?.name ?? 'Someone'));
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(projectRates).where(eq(projectRates.projectId, projectId));
    const values = [
      ...(payload.projectRate
        ? [{ projectId, userId: null, ...payload.projectRate, updatedBy: actorId }]
        : []),
      ...payload.members.map((member) => ({
        projectId,
        userId: member.userId,
        rateMinor: member.rateMinor,
        currency: member.currency,
        updatedBy: actorId,
      })),
    ];
    if (values.length > 0) await tx.insert(projectRates).values(values);
  });
  return getProjectRates(db, organizationId, projectId);
}
