import type { Attachment } from '@app/domain';
import type { ApiClient, UploadOptions } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/attachments.ts.
const schemas = () => import('./schemas/attachments');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const AttachmentAnswerSchema = lazySchema(schemas, 'AttachmentAnswerSchema');
const AttachmentListSchema = lazySchema(schemas, 'AttachmentListSchema');

const taskAttachmentsPath = (taskId: string) => `tasks/${encodeURIComponent(taskId)}/attachments`;

/** What an upload may say besides its file. */
export interface UploadAttachmentOptions extends UploadOptions {
  /** The comment of the task the file belongs to. */
  commentId?: string;
}

/**
 * A task's attachments, newest first (GET /tasks/{id}/attachments). Each `url` is a signed link for this browser's
 * session, good for 15 minutes (`urlExpiresAt`): read the list again for fresh links.
 */
export async function listTaskAttachments(client: ApiClient, taskId: string): Promise<Attachment[]> {
  return (await client.get(taskAttachmentsPath(taskId), AttachmentListSchema)).data;
}

/**
 * Attaches a file to a task, or to one of its comments (POST /tasks/{id}/attachments, multipart). In a browser
 * `onProgress(loaded, total)` follows the upload; `signal` cancels it. The server types the file by its content:
 * a file over 25 MB is a 413, a type it refuses a 415, each with a message naming the file.
 */
export async function uploadTaskAttachment(
  client: ApiClient,
  taskId: string,
  file: Blob & { name?: string },
  { commentId, ...upload }: UploadAttachmentOptions = {},
): Promise<Attachment> {
  const form = new FormData();
  // Fields before the file, so the server reads them first.
  if (commentId) form.append('commentId', commentId);
  form.append('file', file, file.name ?? 'file');
  return (await client.upload(taskAttachmentsPath(taskId), AttachmentAnswerSchema, form, upload)).data;
}

/** Deletes an attachment: its uploader, or someone who manages the task (DELETE /attachments/{id}). */
export async function deleteAttachment(client: ApiClient, id: string): Promise<void> {
  await client.delete(`attachments/${encodeURIComponent(id)}`, ApiMessageSchema);
}
