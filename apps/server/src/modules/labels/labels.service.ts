import {
  type Actor,
  LABEL_LIMITS,
  LABEL_MESSAGES,
  type Label,
  type LabelCreatePayload,
  type LabelUpdatePayload,
  labelPermissions,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Viewer, WorkDeps } from '../work';
import {
  countLabels,
  findLabel,
  type LabelViewRow,
  listLabelViews,
  placesOfLabel,
  workspaceOf,
} from './labels.queries';
import { type LabelRow, labels } from './labels.schema';

function toLabel({ label, taskCount }: LabelViewRow): Label {
  return {
    _id: label.id,
    name: label.name,
    color: label.color,
    organizationId: label.organizationId,
    createdBy: label.createdBy,
    taskCount,
    createdAt: label.createdAt.toISOString(),
  };
}

function actorOf(viewer: Viewer): Actor {
  return { userId: viewer.id, userName: viewer.name };
}

/** GET /labels: the caller's workspace's labels, by name. */
export async function listLabels(db: WorkDeps['db'], viewer: Viewer): Promise<Label[]> {
  return (await listLabelViews(db, workspaceOf(viewer))).map(toLabel);
}

/** POST /labels: a new label of the caller's workspace; a name it already has (whatever the case) is a 409. */
export async function createLabel(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: LabelCreatePayload,
): Promise<Label> {
  const workspace = workspaceOf(viewer);
  if ((await countLabels(db, workspace)) >= LABEL_LIMITS.perWorkspace) {
    throw new AppError(409, LABEL_MESSAGES.tooMany);
  }
  let row: LabelRow | undefined;
  try {
    [row] = await db
      .insert(labels)
      .values({
        organizationId: viewer.organizationId,
        ownerId: viewer.organizationId ? null : viewer.id,
        createdBy: viewer.id,
        name: payload.name,
        color: payload.color.toLowerCase(),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, LABEL_MESSAGES.duplicate);
    throw error;
  }
  if (!row) throw new Error('Label not created');
  events.publish({ type: 'label.changed', label: row, projectIds: [], actor: actorOf(viewer) });
  return toLabel({ label: row, taskCount: 0 });
}

async function requireEditableLabel(db: WorkDeps['db'], viewer: Viewer, id: string): Promise<LabelRow> {
  const label = await findLabel(db, workspaceOf(viewer), id);
  if (!label) throw new AppError(404, LABEL_MESSAGES.notFound);
  if (!labelPermissions(label, viewer).canEdit) throw new AppError(403, LABEL_MESSAGES.cannotEdit);
  return label;
}

/** PUT /labels/{id}: a new name or colour, for its creator or the organization's admins. */
export async function updateLabel(
  { db, events }: WorkDeps,
  viewer: Viewer,
  id: string,
  payload: LabelUpdatePayload,
): Promise<Label> {
  const label = await requireEditableLabel(db, viewer, id);
  const changes: Partial<LabelRow> = {};
  if (payload.name !== undefined && payload.name !== label.name) changes.name = payload.name;
  if (payload.color !== undefined && payload.color.toLowerCase() !== label.color)
    changes.color = payload.color.toLowerCase();
  if (Object.keys(changes).length > 0) {
    try {
      await db.update(labels).set(changes).where(eq(labels.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, LABEL_MESSAGES.duplicate);
      throw error;
    }
    events.publish({
      type: 'label.changed',
      label: { ...label, ...changes },
      projectIds: await placesOfLabel(db, id),
      actor: actorOf(viewer),
    });
  }
  const [view] = (await listLabelViews(db, workspaceOf(viewer))).filter((row) => row.label.id === id);
  if (!view) throw new AppError(404, LABEL_MESSAGES.notFound);
  return toLabel(view);
}

/** DELETE /labels/{id}: the label leaves every task that carried it. */
export async function deleteLabel({ db, events }: WorkDeps, viewer: Viewer, id: string): Promise<void> {
  const label = await requireEditableLabel(db, viewer, id);
  const projectIds = await placesOfLabel(db, id);
  await db.delete(labels).where(eq(labels.id, id));
  events.publish({ type: 'label.changed', label, projectIds, actor: actorOf(viewer) });
}
