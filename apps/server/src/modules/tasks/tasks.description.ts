import { DESCRIPTION_HISTORY_MAX, type TaskDescriptionVersion } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { taskDescriptionVersions, users } from '../../db/schema';
import { toUserSummary, type Viewer } from '../work';
import { requireVisibleTask } from './tasks.service';

/** GET /tasks/{id}/description-history: the task's saved descriptions, newest first, for anyone who sees it. */
export async function getDescriptionHistory(
  db: AppDb,
  viewer: Viewer,
  taskId: string,
): Promise<TaskDescriptionVersion[]> {
  await requireVisibleTask(db, viewer, taskId);
  const rows = await db
    .select({
      version: taskDescriptionVersions,
      editor: { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage },
    })
    .from(taskDescriptionVersions)
    .leftJoin(users, eq(users.id, taskDescriptionVersions.editedBy))
    .where(eq(taskDescriptionVersions.taskId, taskId))
    .orderBy(desc(taskDescriptionVersions.createdAt), desc(taskDescriptionVersions.id))
    .limit(DESCRIPTION_HISTORY_MAX);
  return rows.map(({ version, editor }) => ({
    _id: version.id,
    text: version.text,
    doc: version.doc ?? null,
    editedBy: editor?.id ? toUserSummary(editor) : null,
    createdAt: version.createdAt.toISOString(),
  }));
}
