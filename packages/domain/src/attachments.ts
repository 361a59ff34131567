import { z } from 'zod';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { PLANS, type PlanId } from './plans';

/**
 * Attachments (issue 38): files on a task or on one of its comments, stored by the server and served through
 * short-lived signed links. The type is read from the content, never from the name.
 */

/** The largest file one upload may carry. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** How long a signed link to an attachment's content works. */
export const ATTACHMENT_LINK_TTL_SECONDS = 15 * 60;

/** What an organization's attachments may take in all, by plan; an individual's workspace counts as free. */
export const ATTACHMENT_QUOTA_BYTES: Record<PlanId, number> = {
  free: 1024 ** 3,
  pro: 100 * 1024 ** 3,
  enterprise: 1024 ** 4,
};

/** The MIME types an attachment may have (the detected type of its content), with what people call them. */
export const ATTACHMENT_TYPES = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF',
  'text/plain': 'Text',
  'text/csv': 'CSV',
  'text/markdown': 'Markdown',
  'application/json': 'JSON',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
  'application/vnd.oasis.opendocument.presentation': 'OpenDocument presentation',
  'application/zip': 'Zip archive',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

export function isAttachmentType(type: string): type is AttachmentType {
  return Object.hasOwn(ATTACHMENT_TYPES, type);
}

/** Types a browser may show in its own tab (served inline); every other type is downloaded. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

export function isInlineAttachmentType(type: string): boolean {
  return INLINE_TYPES.has(type);
}

export function isImageAttachmentType(type: string): boolean {
  return INLINE_TYPES.has(type) && type.startsWith('image/');
}

/** The type of a file whose content has no binary signature and is UTF-8 text, by its name's extension. */
export function textAttachmentType(name: string): AttachmentType {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'text/csv';
  if (extension === 'md' || extension === 'markdown') return 'text/markdown';
  if (extension === 'json') return 'application/json';
  return 'text/plain';
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it, in units of 1024: '512 B', '1.5 KB', '25 MB', '1 TB'. `round: 'up'` never shows a size
 * smaller than it is (a file one byte over 25 MB is '25.1 MB', not '25 MB').
 */
export function formatBytes(bytes: number, { round = 'nearest' }: { round?: 'nearest' | 'up' } = {}): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} B`;
  const tenths = round === 'up' ? Math.ceil(value * 10 - 1e-9) : Math.round(value * 10);
  const shown = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${shown} ${BYTE_UNITS[unit]}`;
}

const quoted = (name: string) => `“${name}”`;

/** A refused file's size, never shown as the limit itself (25 MB and one byte is '25.1 MB'). */
function overLimitSize(size: number): string {
  const nearest = formatBytes(size);
  return size > MAX_ATTACHMENT_BYTES && nearest === formatBytes(MAX_ATTACHMENT_BYTES)
    ? formatBytes(size, { round: 'up' })
    : nearest;
}

export const ATTACHMENT_MESSAGES = {
  notFound: 'Attachment not found',
  deleted: 'Attachment deleted',
  taskNotFound: 'Task not found',
  commentNotFound: 'Comment not found on this task',
  noFile: 'Choose a file to attach (a multipart/form-data body with a “file” part)',
  cannotUpload: 'You do not have permission to attach files to this task',
  cannotDelete: 'Only the person who attached a file, or someone who manages the task, can delete it',
  notSignedIn: 'Sign in to open this attachment',
  linkExpired: 'This attachment link has expired; open the attachment again from its task',
  tooLarge: (name: string, size: number) =>
    `Files can be up to ${formatBytes(MAX_ATTACHMENT_BYTES)}; ${quoted(name)} is ${overLimitSize(size)}.`,
  tooLargeUnknownSize: (name: string) =>
    `Files can be up to ${formatBytes(MAX_ATTACHMENT_BYTES)}; ${quoted(name)} is larger.`,
  empty: (name: string) => `${quoted(name)} is empty`,
  unsupportedType: (name: string) =>
    `${quoted(name)} cannot be attached: its content is not an image (PNG, JPEG, GIF, WebP), a PDF, text, an office document or a zip file`,
  markupRefused: (name: string) =>
    `${quoted(name)} cannot be attached: SVG and HTML files could run scripts; attach a PNG or a PDF instead`,
  quotaExceeded: (plan: PlanId) =>
    `Your workspace's ${PLANS[plan].name} plan holds ${formatBytes(ATTACHMENT_QUOTA_BYTES[plan])} of attachments, and this file would go past it; delete some attachments or upgrade the plan`,
} as const;

/**
 * The texts of the in-app PDF preview (the attachment dialog): its loading state, why a file cannot be shown, and
 * where the reader is.
 */
export const ATTACHMENT_PREVIEW_MESSAGES = {
  pdfLoading: 'Opening the PDF…',
  pdfUnreadable: (name: string) =>
    `${quoted(name)} cannot be shown: the file is damaged or is not a PDF. Download it to open it in another app.`,
  pdfPasswordProtected: (name: string) =>
    `${quoted(name)} is protected by a password and cannot be shown here. Download it to open it in another app.`,
  pdfNotLoaded: (name: string) =>
    `${quoted(name)} could not be loaded. Open the attachment again from its task, or download it.`,
  pdfPageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** Who uploaded an attachment (null once their account is gone). */
export const AttachmentUploaderSchema = z.object({ id: IdSchema, name: z.string() });

/** An attachment as GET/POST /tasks/{id}/attachments answer it. */
export const AttachmentSchema = z.object({
  id: IdSchema,
  taskId: IdSchema,
  /** The comment it belongs to, or null for the task's own. */
  commentId: IdSchema.nullable(),
  /** The file's name as uploaded. */
  name: z.string(),
  /** In bytes. */
  size: z.number().int().min(0),
  /** The MIME type detected from the content. */
  type: z.string(),
  /** A signed link to the content, working for ATTACHMENT_LINK_TTL_SECONDS, for this browser's session only. */
  url: z.string(),
  urlExpiresAt: DateTimeStringSchema,
  uploadedBy: AttachmentUploaderSchema.nullable(),
  createdAt: DateTimeStringSchema,
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export interface AttachmentPermissions {
  /** May add files to the task or its comments: whoever may comment on it. */
  canUpload: boolean;
  /** May delete this attachment: its uploader, or whoever manages the task. */
  canDelete: boolean;
}

/**
 * What a viewer may do with a task's attachments, from their rights on the task (`taskPermissions`) and, for
 * deleting one, who uploaded it.
 */
export function attachmentPermissions(
  task: { canComment: boolean; canManage: boolean },
  viewerId: string,
  attachment?: { uploadedBy: string | null } | null,
): AttachmentPermissions {
  return {
    canUpload: task.canComment,
    canDelete: attachment
      ? task.canManage || (attachment.uploadedBy !== null && attachment.uploadedBy === viewerId)
      : false,
  };
}

/** What the workspace's attachments may take in all: the plan of its organization, an individual's as free. */
export function attachmentQuotaBytes(plan: PlanId | null | undefined): number {
  return ATTACHMENT_QUOTA_BYTES[plan ?? 'free'];
}
