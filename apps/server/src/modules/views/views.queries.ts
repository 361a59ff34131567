import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import { type UserSummaryRow, type Viewer, visibleProjectIds } from '../work';
import { type SavedViewRow, savedViews } from './views.schema';

/**
 * `saved_views` rows the viewer may see (the rule of `canSeeSavedView` in @app/domain, in SQL): their own; a
 * shared view of an organization's member in a project they can see; a shared view of /tasks of their own
 * organization. A view without an organization (an individual's) is never shared.
 */
export function visibleSavedViews(db: AppDb, viewer: Viewer): SQL {
  const shared = and(eq(savedViews.shared, true), isNotNull(savedViews.organizationId));
  const conditions = [
    eq(savedViews.ownerId, viewer.id),
    and(
      shared,
      isNotNull(savedViews.projectId),
      sql`${savedViews.projectId} = any(array(${visibleProjectIds(db, viewer)}))`,
    ) as SQL,
  ];
  if (viewer.organizationId) {
    conditions.push(
      and(shared, isNull(savedViews.projectId), eq(savedViews.organizationId, viewer.organizationId)) as SQL,
    );
  }
  return or(...conditions) as SQL;
}

/** A place: a project's Tasks tab, or /tasks across projects (null). */
function inPlace(projectId: string | null): SQL {
  return projectId ? eq(savedViews.projectId, projectId) : isNull(savedViews.projectId);
}

export interface SavedViewWithOwner {
  view: SavedViewRow;
  owner: UserSummaryRow;
}

export const ownerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  profileImage: users.profileImage,
};

/** The views of a place the viewer may see, by name (one statement). */
export async function listVisibleViews(
  db: AppDb,
  viewer: Viewer,
  projectId: string | null,
): Promise<SavedViewWithOwner[]> {
  return db
    .select({ view: savedViews, owner: ownerColumns })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(inPlace(projectId), visibleSavedViews(db, viewer)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

/** The view with this id when the viewer may see it. */
export async function findVisibleView(
  db: AppDb,
  viewer: Viewer,
  id: string,
): Promise<SavedViewWithOwner | undefined> {
  const [row] = await db
    .select({ view: savedViews, owner: ownerColumns })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.id, id), visibleSavedViews(db, viewer)))
    .limit(1);
  return row;
}

/** How many views the user owns in a place (the limit). */
export async function countOwnViews(db: AppDb, ownerId: string, projectId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), inPlace(projectId)));
  return row?.n ?? 0;
}
