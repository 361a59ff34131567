import {
  canEditSavedView,
  isSavedViewShared,
  type ProjectAccessRole,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_MAX,
  type SavedView,
  type SavedViewCreatePayload,
  type SavedViewListQuery,
  type SavedViewUpdatePayload,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { PROJECT_MESSAGES } from '../projects';
import { findProjectAccess, toUserSummary, type Viewer, type WorkDeps } from '../work';
import {
  countOwnViews,
  findVisibleView,
  listVisibleViews,
  ownerColumns,
  type SavedViewWithOwner,
} from './views.queries';
import { type SavedViewRow, savedViews } from './views.schema';

function toSavedView({ view, owner }: SavedViewWithOwner, canEdit: boolean): SavedView {
  return {
    _id: view.id,
    name: view.name,
    query: view.query,
    layout: view.layout,
    shared: view.shared,
    projectId: view.projectId,
    owner: toUserSummary(owner),
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    canEdit,
  };
}

/** What the viewer is to a project they can see; a project they cannot see is a 404, as everywhere. */
async function requireProjectRole(db: AppDb, viewer: Viewer, projectId: string): Promise<ProjectAccessRole> {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, PROJECT_MESSAGES.notFound);
  return access.role;
}

/** What the viewer is to the view's project (undefined for a view of /tasks, or a project they cannot see). */
async function roleForView(db: AppDb, viewer: Viewer, view: SavedViewRow) {
  return view.projectId ? (await findProjectAccess(db, viewer, view.projectId))?.role : undefined;
}

/** Tells the owner's other screens, and when the view is or was shared the people who see it, of the change. */
function tell(events: WorkDeps['events'], view: SavedViewRow, wasShared: boolean): void {
  events.publish({
    type: 'saved-view.changed',
    view: {
      id: view.id,
      ownerId: view.ownerId,
      organizationId: view.organizationId,
      projectId: view.projectId,
    },
    shared: wasShared || isSavedViewShared(view),
  });
}

/** GET /views: the views of a place (a project's, or those of /tasks) the caller may see, by name. */
export async function listSavedViews(
  db: AppDb,
  viewer: Viewer,
  query: SavedViewListQuery,
): Promise<SavedView[]> {
  const projectId = query.projectId ?? null;
  const role = projectId ? await requireProjectRole(db, viewer, projectId) : undefined;
  const rows = await listVisibleViews(db, viewer, projectId);
  return rows.map((row) => toSavedView(row, canEditSavedView(viewer, row.view, role)));
}

/** POST /views: a new view of the caller's in a place they can see; the limit and a duplicate name are 409s. */
export async function createSavedView(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: SavedViewCreatePayload,
): Promise<SavedView> {
  const { projectId } = payload;
  if (projectId) await requireProjectRole(db, viewer, projectId);
  if ((await countOwnViews(db, viewer.id, projectId)) >= SAVED_VIEWS_MAX) {
    throw new AppError(409, SAVED_VIEW_MESSAGES.limit);
  }
  let row: SavedViewRow | undefined;
  try {
    [row] = await db
      .insert(savedViews)
      .values({
        ownerId: viewer.id,
        organizationId: viewer.organizationId,
        projectId,
        name: payload.name,
        query: payload.query,
        layout: payload.layout,
        shared: payload.shared,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, SAVED_VIEW_MESSAGES.duplicate);
    throw error;
  }
  if (!row) throw new Error('Saved view not created');
  tell(events, row, false);
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, viewer.id));
  if (!owner) throw new AppError(404, SAVED_VIEW_MESSAGES.notFound);
  return toSavedView({ view: row, owner }, true);
}

interface EditableView extends SavedViewWithOwner {
  role: ProjectAccessRole | undefined;
}

async function requireEditableView(db: AppDb, viewer: Viewer, id: string): Promise<EditableView> {
  const found = await findVisibleView(db, viewer, id);
  if (!found) throw new AppError(404, SAVED_VIEW_MESSAGES.notFound);
  const role = await roleForView(db, viewer, found.view);
  if (!canEditSavedView(viewer, found.view, role)) throw new AppError(403, SAVED_VIEW_MESSAGES.cannotEdit);
  return { ...found, role };
}

/** PUT /views/{id}: a new name, filter, layout or sharing, for whoever `canEditSavedView` lets. */
export async function updateSavedView(
  { db, events }: WorkDeps,
  viewer: Viewer,
  id: string,
  payload: SavedViewUpdatePayload,
): Promise<SavedView> {
  const { view, owner, role } = await requireEditableView(db, viewer, id);
  const changes: Partial<SavedViewRow> = {};
  if (payload.name !== undefined && payload.name !== view.name) changes.name = payload.name;
  if (payload.query !== undefined && payload.query !== view.query) changes.query = payload.query;
  if (payload.layout !== undefined && payload.layout !== view.layout) changes.layout = payload.layout;
  if (payload.shared !== undefined && payload.shared !== view.shared) changes.shared = payload.shared;
  if (Object.keys(changes).length === 0) return toSavedView({ view, owner }, true);
  let saved: SavedViewRow | undefined;
  try {
    [saved] = await db.update(savedViews).set(changes).where(eq(savedViews.id, id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, SAVED_VIEW_MESSAGES.duplicate);
    throw error;
  }
  if (!saved) throw new AppError(404, SAVED_VIEW_MESSAGES.notFound);
  tell(events, saved, isSavedViewShared(view));
  // An admin who unshares someone's view no longer sees it, nor may change it again: canEdit says so.
  return toSavedView({ view: saved, owner }, canEditSavedView(viewer, saved, role));
}

/** DELETE /views/{id}. */
export async function deleteSavedView({ db, events }: WorkDeps, viewer: Viewer, id: string): Promise<void> {
  const { view } = await requireEditableView(db, viewer, id);
  await db.delete(savedViews).where(eq(savedViews.id, id));
  tell(events, view, isSavedViewShared(view));
}
