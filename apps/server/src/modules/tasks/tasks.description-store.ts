import { DESCRIPTION_HISTORY_MAX } from '@app/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { taskDescriptionVersions } from '../../db/schema';
import type { StoredDescription } from '../../lib/rich-text';

/**
 * Keeps a saved description as a version (who, when, what it read), and only the newest DESCRIPTION_HISTORY_MAX
 * versions of the task.
 */
export async function recordDescriptionVersion(
  tx: AppDb,
  taskId: string,
  stored: StoredDescription,
  editorId: string,
): Promise<void> {
  await tx.insert(taskDescriptionVersions).values({
    taskId,
    text: stored.description ?? '',
    doc: stored.descriptionDoc,
    editedBy: editorId,
  });
  const kept = tx
    .select({ id: taskDescriptionVersions.id })
    .from(taskDescriptionVersions)
    .where(eq(taskDescriptionVersions.taskId, taskId))
    .orderBy(desc(taskDescriptionVersions.createdAt), desc(taskDescriptionVersions.id))
    .limit(DESCRIPTION_HISTORY_MAX);
  await tx
    .delete(taskDescriptionVersions)
    .where(and(eq(taskDescriptionVersions.taskId, taskId), notInArray(taskDescriptionVersions.id, kept)));
}
