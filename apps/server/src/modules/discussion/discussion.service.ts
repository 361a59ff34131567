import { type DiscussionMessage, type Paginated, pageCount, projectPermissions } from '@app/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type DiscussionMessageRow, discussionMessages } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findProjectAccess, type Viewer, type WorkDeps } from '../work';

export const DISCUSSION_MESSAGES = {
  projectNotFound: 'Project not found',
  cannotPost: 'You do not have permission to post in this discussion',
} as const;

export function toDiscussionMessage(row: DiscussionMessageRow): DiscussionMessage {
  return {
    id: row.id,
    // One discussion per project: it is named by the project's id.
    discussionId: row.projectId,
    projectId: row.projectId,
    text: row.text,
    author: { userId: row.authorId ?? '', userName: row.authorName },
    timestamp: row.createdAt.toISOString(),
  };
}

async function requireAccess(db: AppDb, viewer: Viewer, projectId: string) {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, DISCUSSION_MESSAGES.projectNotFound);
  return access;
}

/** GET /projects/{id}/discussion: page 1 is the newest `limit` messages; each page reads oldest first. */
export async function listDiscussion(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
  query: { page: number; limit: number },
): Promise<Paginated<DiscussionMessage>> {
  await requireAccess(db, viewer, projectId);
  const inProject = eq(discussionMessages.projectId, projectId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(discussionMessages)
      .where(inProject)
      .orderBy(desc(discussionMessages.createdAt), desc(discussionMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(discussionMessages).where(inProject),
  ]);
  const total = totalRow?.value ?? 0;
  return {
    success: true,
    data: rows.reverse().map(toDiscussionMessage),
    pagination: { page: query.page, limit: query.limit, total, pages: pageCount(total, query.limit) },
  };
}

/**
 * POST /projects/{id}/discussion: anyone who may comment in the project.
 * Everyone who has the project open hears of it at once (`newDiscussionMessage`).
 */
export async function postDiscussionMessage(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  text: string,
): Promise<DiscussionMessage> {
  const { project, role } = await requireAccess(db, viewer, projectId);
  if (!projectPermissions(role).canComment) throw new AppError(403, DISCUSSION_MESSAGES.cannotPost);
  const [row] = await db
    .insert(discussionMessages)
    .values({ projectId, authorId: viewer.id, authorName: viewer.name, text })
    .returning();
  if (!row) throw new Error('Discussion insert returned nothing');
  const message = toDiscussionMessage(row);
  events.publish({ type: 'discussion.message', message, organizationId: project.organizationId });
  return message;
}

/** True when this message was posted in this project's discussion (the socket's `discussionMessage` notice). */
export async function isDiscussionMessageOf(
  db: AppDb,
  projectId: string,
  messageId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: discussionMessages.id })
    .from(discussionMessages)
    .where(and(eq(discussionMessages.id, messageId), eq(discussionMessages.projectId, projectId)))
    .limit(1);
  return row !== undefined;
}
