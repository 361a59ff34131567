import { randomBytes } from 'node:crypto';
import {
  type Actor,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_MESSAGES,
  type CustomField,
  type CustomFieldCreatePayload,
  type CustomFieldOption,
  type CustomFieldType,
  type CustomFieldUpdatePayload,
  type CustomFieldValues,
  customFieldError,
  customFieldValueSchema,
  hasOptions,
  projectPermissions,
} from '@app/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projectMembers, tasks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { findProjectAccess, type Viewer, type WorkDeps } from '../work';
import { type CustomFieldRow, customFields } from './custom-fields.schema';

const PROJECT_NOT_FOUND = 'Project not found';

export function toCustomField(row: CustomFieldRow): CustomField {
  return {
    _id: row.id,
    projectId: row.projectId,
    name: row.name,
    type: row.type as CustomFieldType,
    options: row.options,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A project's fields in their order (no scope check: for callers that checked the project). */
export async function fieldsOfProject(db: AppDb, projectId: string): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.projectId, projectId))
    .orderBy(asc(customFields.position), asc(customFields.createdAt), asc(customFields.id));
}

/** A field by id, whatever its project (the caller's list is scoped on its own). */
export async function findFieldById(db: AppDb, fieldId: string) {
  const [row] = await db.select().from(customFields).where(eq(customFields.id, fieldId)).limit(1);
  return row;
}

/** One field of a project, by id. */
export async function findField(db: AppDb, projectId: string, fieldId: string) {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.id, fieldId), eq(customFields.projectId, projectId)))
    .limit(1);
  return row;
}

async function requireProject(db: AppDb, viewer: Viewer, projectId: string, manage: boolean) {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, PROJECT_NOT_FOUND);
  if (manage && !projectPermissions(access.role).canEdit)
    throw new AppError(403, CUSTOM_FIELD_MESSAGES.cannotManage);
  return access.project;
}

/** The options to store: those that name a known id keep it, the others get a new one. */
function mergeOptions(
  options: readonly { id?: string | undefined; label: string; color?: string | null | undefined }[],
  current: readonly CustomFieldOption[],
): CustomFieldOption[] {
  const known = new Set(current.map((option) => option.id));
  const used = new Set<string>();
  return options.map((option) => {
    const id =
      option.id && known.has(option.id) && !used.has(option.id)
        ? option.id
        : randomBytes(6).toString('base64url');
    used.add(id);
    return { id, label: option.label, color: option.color ?? null };
  });
}

function actorOf(viewer: Viewer): Actor {
  return { userId: viewer.id, userName: viewer.name };
}

/** GET /projects/{id}/fields: for anyone who sees the project. */
export async function listFields(db: AppDb, viewer: Viewer, projectId: string): Promise<CustomField[]> {
  await requireProject(db, viewer, projectId, false);
  return (await fieldsOfProject(db, projectId)).map(toCustomField);
}

/** POST /projects/{id}/fields: for those who may edit the project; a name it has (any case) is a 409. */
export async function createField(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  payload: CustomFieldCreatePayload,
): Promise<CustomField> {
  const project = await requireProject(db, viewer, projectId, true);
  const existing = await fieldsOfProject(db, projectId);
  if (existing.length >= CUSTOM_FIELD_LIMITS.perProject)
    throw new AppError(409, CUSTOM_FIELD_MESSAGES.tooMany);
  let row: CustomFieldRow | undefined;
  try {
    [row] = await db
      .insert(customFields)
      .values({
        projectId,
        name: payload.name,
        type: payload.type,
        options: hasOptions(payload.type) ? mergeOptions(payload.options, []) : [],
        position: (existing.at(-1)?.position ?? 0) + 1,
        createdBy: viewer.id,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CUSTOM_FIELD_MESSAGES.duplicate);
    throw error;
  }
  if (!row) throw new Error('Field not created');
  events.publish({
    type: 'custom-field.changed',
    projectId,
    organizationId: project.organizationId,
    actor: actorOf(viewer),
  });
  return toCustomField(row);
}

/**
 * PUT /projects/{id}/fields/{fieldId}: a new name, options or place. An option taken away leaves the tasks that
 * had it chosen.
 */
export async function updateField(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  fieldId: string,
  payload: CustomFieldUpdatePayload,
): Promise<CustomField> {
  const project = await requireProject(db, viewer, projectId, true);
  const field = await findField(db, projectId, fieldId);
  if (!field) throw new AppError(404, CUSTOM_FIELD_MESSAGES.notFound);
  const changes: Partial<CustomFieldRow> = {};
  if (payload.name !== undefined && payload.name !== field.name) changes.name = payload.name;
  if (payload.position !== undefined) changes.position = payload.position;
  let removedOptions: string[] = [];
  if (payload.options !== undefined && hasOptions(field.type as CustomFieldType)) {
    if (payload.options.length === 0) throw new AppError(400, CUSTOM_FIELD_MESSAGES.needsOptions);
    changes.options = mergeOptions(payload.options, field.options);
    const kept = new Set(changes.options.map((option) => option.id));
    removedOptions = field.options.map((option) => option.id).filter((id) => !kept.has(id));
  }
  const saved = await db.transaction(async (tx) => {
    let row = field;
    if (Object.keys(changes).length > 0) {
      try {
        [row = field] = await tx
          .update(customFields)
          .set(changes)
          .where(eq(customFields.id, fieldId))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, CUSTOM_FIELD_MESSAGES.duplicate);
        throw error;
      }
    }
    if (removedOptions.length > 0) await dropOptionValues(tx, projectId, field, removedOptions);
    return row;
  });
  events.publish({
    type: 'custom-field.changed',
    projectId,
    organizationId: project.organizationId,
    actor: actorOf(viewer),
  });
  return toCustomField(saved);
}

/** Takes removed options out of the project's tasks' values of the field. */
async function dropOptionValues(db: AppDb, projectId: string, field: CustomFieldRow, removed: string[]) {
  const key = field.id;
  const removedArray = sql`array[${sql.join(
    removed.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  if (field.type === 'select') {
    await db
      .update(tasks)
      .set({ customFields: sql`${tasks.customFields} - ${key}::text` })
      .where(
        and(
          eq(tasks.projectId, projectId),
          sql`${tasks.customFields} ->> ${key}::text = any(${removedArray})`,
        ),
      );
  } else {
    await db
      .update(tasks)
      .set({
        customFields: sql`jsonb_set(${tasks.customFields}, array[${key}::text], coalesce((select jsonb_agg(value) from jsonb_array_elements_text(${tasks.customFields} -> ${key}::text) as value where not value = any(${removedArray})), '[]'::jsonb))`,
      })
      .where(and(eq(tasks.projectId, projectId), sql`${tasks.customFields} ? ${key}::text`));
  }
}

/** DELETE /projects/{id}/fields/{fieldId}: the field and every task's value of it. */
export async function deleteField(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  fieldId: string,
): Promise<void> {
  const project = await requireProject(db, viewer, projectId, true);
  const field = await findField(db, projectId, fieldId);
  if (!field) throw new AppError(404, CUSTOM_FIELD_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ customFields: sql`${tasks.customFields} - ${fieldId}::text` })
      .where(and(eq(tasks.projectId, projectId), sql`${tasks.customFields} ? ${fieldId}::text`));
    await tx.delete(customFields).where(eq(customFields.id, fieldId));
  });
  events.publish({
    type: 'custom-field.changed',
    projectId,
    organizationId: project.organizationId,
    actor: actorOf(viewer),
  });
}

/**
 * The custom values to store on a task of `projectId`: `input` merged into `current` (null clears), each value
 * checked by its field's type. A field of another project, or a wrong value, is a 400 that names it.
 */
export async function mergeCustomValues(
  db: AppDb,
  projectId: string | null,
  input: Record<string, unknown>,
  current: CustomFieldValues,
): Promise<CustomFieldValues> {
  const keys = Object.keys(input);
  if (keys.length === 0) return current;
  if (!projectId) throw new AppError(400, CUSTOM_FIELD_MESSAGES.noProject);
  const fields = new Map((await fieldsOfProject(db, projectId)).map((field) => [field.id, field]));
  let members: Set<string> | undefined;
  const next: CustomFieldValues = { ...current };
  for (const key of keys) {
    const field = fields.get(key);
    if (!field) throw new AppError(400, CUSTOM_FIELD_MESSAGES.notInProject);
    const value = input[key];
    if (value === null || value === undefined || value === '') {
      delete next[key];
      continue;
    }
    if (field.type === 'user' && !members) {
      const rows = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId));
      members = new Set(rows.map((row) => row.userId));
    }
    const parsed = customFieldValueSchema(toCustomField(field), (id) => members?.has(id) ?? false).safeParse(
      value,
    );
    if (!parsed.success) {
      throw new AppError(
        400,
        customFieldError(field.name, parsed.error.issues[0]?.message ?? 'Invalid value'),
      );
    }
    next[key] = parsed.data;
  }
  return next;
}
