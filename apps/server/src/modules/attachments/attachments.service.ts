import type { Readable } from 'node:stream';
import {
  type Actor,
  ATTACHMENT_MESSAGES,
  type Attachment,
  attachmentPermissions,
  attachmentQuotaBytes,
  effectivePlan,
  MAX_ATTACHMENT_BYTES,
  type PlanId,
} from '@app/domain';
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { newId } from '../../db/ids';
import { organizations, taskComments, tasks, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findVisibleTask, type TaskAccessRow, taskRights } from '../tasks';
import type { Viewer, WorkDeps } from '../work';
import { type LinkClaims, linkExpiry, signAttachmentUrl } from './attachments.links';
import { type TaskAttachmentRow, taskAttachments } from './attachments.schema';
import type { AttachmentStorage } from './attachments.storage';
import { TypeCheck, tooLargeMessage } from './attachments.upload';

export interface AttachmentDeps extends WorkDeps {
  storage: AttachmentStorage;
  /** The server's secret, which signs the content links. */
  secret: string;
}

/** The session a content link is made for: its id and its fingerprint hash (the token's `sid` and `fph`). */
export interface LinkSession {
  sessionId: string;
  fingerprintHash: string;
}

type AttachmentView = TaskAttachmentRow & { uploaderName: string | null };

export function storageKeyOf(taskId: string, attachmentId: string): string {
  return `${taskId}/${attachmentId}`;
}

function toAttachment(row: AttachmentView, secret: string, session: LinkSession): Attachment {
  const claims: LinkClaims = { attachmentId: row.id, ...session, expires: linkExpiry() };
  return {
    id: row.id,
    taskId: row.taskId,
    commentId: row.commentId,
    name: row.name,
    size: row.size,
    type: row.type,
    url: signAttachmentUrl(secret, claims),
    urlExpiresAt: new Date(claims.expires * 1000).toISOString(),
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: row.uploaderName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectViews(db: AppDb) {
  return db
    .select({ ...getTableColumns(taskAttachments), uploaderName: users.name })
    .from(taskAttachments)
    .leftJoin(users, eq(users.id, taskAttachments.uploadedBy));
}

async function requireTask(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskAccessRow> {
  const access = await findVisibleTask(db, viewer, taskId);
  if (!access) throw new AppError(404, ATTACHMENT_MESSAGES.taskNotFound);
  return access;
}

/** GET /tasks/{id}/attachments: newest first, each with a fresh link for the caller's session. */
export async function listTaskAttachments(
  deps: Pick<AttachmentDeps, 'db' | 'secret'>,
  viewer: Viewer,
  session: LinkSession,
  taskId: string,
): Promise<Attachment[]> {
  await requireTask(deps.db, viewer, taskId);
  const rows = await selectViews(deps.db)
    .where(eq(taskAttachments.taskId, taskId))
    .orderBy(desc(taskAttachments.createdAt), desc(taskAttachments.id));
  return rows.map((row) => toAttachment(row, deps.secret, session));
}

/** The bytes a workspace's attachments take: its organization's, or an individual's on tasks outside any. */
async function usedBytes(db: AppDb, organizationId: string | null, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${taskAttachments.size}), 0)` })
    .from(taskAttachments)
    .innerJoin(tasks, eq(tasks.id, taskAttachments.taskId))
    .where(
      organizationId
        ? eq(tasks.organizationId, organizationId)
        : and(isNull(tasks.organizationId), eq(taskAttachments.uploadedBy, userId)),
    );
  return Number(row?.used ?? 0);
}

async function planOfWorkspace(db: AppDb, organizationId: string | null): Promise<PlanId> {
  if (!organizationId) return 'free';
  const [org] = await db
    .select({ subscriptionTier: organizations.subscriptionTier, trialEndsAt: organizations.trialEndsAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return effectivePlan(org, new Date());
}

/**
 * Locks the workspace whose quota a new file counts against (its organization's row, or the individual's own) until
 * the transaction ends: uploads to one workspace check and store one after the other, so two at once cannot both
 * pass a quota that has room for one.
 */
async function lockWorkspace(tx: AppDb, organizationId: string | null, userId: string): Promise<void> {
  if (organizationId) {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
  } else {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }
}

/** Refuses a file that would take the workspace past its plan's quota. */
async function requireRoom(db: AppDb, organizationId: string | null, userId: string, adding: number) {
  const plan = await planOfWorkspace(db, organizationId);
  if ((await usedBytes(db, organizationId, userId)) + adding > attachmentQuotaBytes(plan)) {
    throw new AppError(413, ATTACHMENT_MESSAGES.quotaExceeded(plan));
  }
}

/** One file part of an upload: its name as sent and its bytes. */
export interface UploadPart {
  fileName: string;
  file: Readable & { truncated?: boolean };
}

/** What the upload route hands over: the task, the request's length, and the parts as they arrive. */
export interface UploadRequest {
  taskId: string;
  contentLength: number | undefined;
  /** Reads the body: `onFile` for the first `file` part; answers the form's fields. */
  readForm(onFile: (part: UploadPart) => Promise<void>): Promise<Record<string, string>>;
}

/**
 * POST /tasks/{id}/attachments: for whoever may comment on the task. The file streams to the storage through the
 * type check; a file over the limit, of a refused type, past the quota, or of a comment not on the task leaves
 * nothing behind.
 */
export async function uploadTaskAttachment(
  deps: AttachmentDeps,
  viewer: Viewer,
  session: LinkSession,
  upload: UploadRequest,
): Promise<Attachment> {
  const { db, storage } = deps;
  const access = await requireTask(db, viewer, upload.taskId);
  if (!attachmentPermissions(taskRights(viewer, access), viewer.id).canUpload) {
    throw new AppError(403, ATTACHMENT_MESSAGES.cannotUpload);
  }
  const { task } = access;
  // The request's length is the file's size and a little more: a clearly too large or too much file is
  // refused before a byte is stored.
  if (upload.contentLength && upload.contentLength > MAX_ATTACHMENT_BYTES + 64 * 1024) {
    throw new AppError(413, tooLargeMessage('The file', upload.contentLength));
  }
  // A first look, unlocked, so that a file clearly past the quota is refused before a byte is stored.
  await requireRoom(
    db,
    task.organizationId,
    viewer.id,
    Math.min(upload.contentLength ?? 0, MAX_ATTACHMENT_BYTES),
  );

  const id = newId();
  const key = storageKeyOf(task.id, id);
  let stored: { name: string; size: number; type: string } | undefined;
  let fields: Record<string, string>;
  try {
    fields = await upload.readForm(async ({ fileName, file }) => {
      const name = fileName.trim().slice(0, 255) || 'file';
      const check = new TypeCheck(name);
      // A refused file stops the storage's write; the rest of the part is read and dropped.
      check.on('error', () => file.resume());
      const size = await storage.put(key, file.pipe(check));
      stored = { name, size, type: check.type ?? 'application/octet-stream' };
      if (file.truncated) throw new AppError(413, tooLargeMessage(name, upload.contentLength));
    });
    if (!stored) throw new AppError(400, ATTACHMENT_MESSAGES.noFile);
    const commentId = fields.commentId?.trim() || null;
    if (commentId) await requireCommentOf(db, task.id, commentId);
    const file = stored;
    // The check that counts: with the workspace locked, so the row goes in before another upload looks.
    const row = await db.transaction(async (tx) => {
      await lockWorkspace(tx, task.organizationId, viewer.id);
      await requireRoom(tx, task.organizationId, viewer.id, file.size);
      const [inserted] = await tx
        .insert(taskAttachments)
        .values({ id, taskId: task.id, commentId, ...file, storageKey: key, uploadedBy: viewer.id })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('Attachment not stored');
    const attachment = toAttachment({ ...row, uploaderName: viewer.name }, deps.secret, session);
    deps.events.publish({
      type: 'attachment.added',
      attachment: { id, taskId: task.id, commentId },
      task: taskFacts(task),
      actor: actorOf(viewer),
    });
    return attachment;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

async function requireCommentOf(db: AppDb, taskId: string, commentId: string): Promise<void> {
  const [row] = await db
    .select({ id: taskComments.id })
    .from(taskComments)
    .where(and(eq(taskComments.id, commentId), eq(taskComments.taskId, taskId)))
    .limit(1);
  if (!row) throw new AppError(400, ATTACHMENT_MESSAGES.commentNotFound);
}

function taskFacts(task: TaskAccessRow['task']) {
  return {
    id: task.id,
    projectId: task.projectId,
    organizationId: task.organizationId,
    createdBy: task.createdBy,
    assignedTo: task.assignedTo,
  };
}

function actorOf(viewer: Viewer): Actor {
  return { userId: viewer.id, userName: viewer.name };
}

async function findAttachment(db: AppDb, id: string): Promise<TaskAttachmentRow | undefined> {
  const [row] = await db.select().from(taskAttachments).where(eq(taskAttachments.id, id)).limit(1);
  return row;
}

/** DELETE /attachments/{id}: its uploader, or whoever manages the task; the file goes once the row has. */
export async function deleteAttachment(deps: AttachmentDeps, viewer: Viewer, id: string): Promise<void> {
  const { db } = deps;
  const row = await findAttachment(db, id);
  const access = row ? await findVisibleTask(db, viewer, row.taskId) : undefined;
  if (!row || !access) throw new AppError(404, ATTACHMENT_MESSAGES.notFound);
  if (!attachmentPermissions(taskRights(viewer, access), viewer.id, row).canDelete) {
    throw new AppError(403, ATTACHMENT_MESSAGES.cannotDelete);
  }
  await db.delete(taskAttachments).where(eq(taskAttachments.id, id));
  await deps.storage.delete(row.storageKey);
  deps.events.publish({
    type: 'attachment.removed',
    attachment: { id, taskId: row.taskId, commentId: row.commentId },
    task: taskFacts(access.task),
    actor: actorOf(viewer),
  });
}

/**
 * The content behind a signed link, for a viewer who may see its task now: its row and bytes, or a 404 (an
 * unknown attachment, a task the viewer may not see, a file gone).
 */
export async function openAttachment(
  deps: Pick<AttachmentDeps, 'db' | 'storage'>,
  viewer: Viewer,
  id: string,
): Promise<{ row: TaskAttachmentRow; body: Readable }> {
  const row = await findAttachment(deps.db, id);
  const access = row ? await findVisibleTask(deps.db, viewer, row.taskId) : undefined;
  const body = row && access ? await deps.storage.get(row.storageKey) : undefined;
  if (!row || !body) throw new AppError(404, ATTACHMENT_MESSAGES.notFound);
  return { row, body };
}

/** The task ids among these that no longer exist (their files are left over from a cascade). */
export async function goneTaskIds(db: AppDb, taskIds: readonly string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(inArray(tasks.id, [...taskIds]));
  const present = new Set(rows.map((row) => row.id));
  return taskIds.filter((id) => !present.has(id));
}
