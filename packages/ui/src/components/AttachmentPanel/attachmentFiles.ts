/** One stored file of a task or a comment, as the panel shows it. */
export interface AttachmentItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** The MIME type the server found in the content. */
  type: string;
  /** A short-lived link to the content. */
  url: string;
  createdAt?: string;
  uploadedBy?: { name: string } | null;
  /** Whether the signed-in person may delete it. */
  canDelete?: boolean;
}

/** A file on its way up: `loaded` of `size` bytes sent, or why it failed. */
export interface AttachmentUpload {
  key: string;
  name: string;
  size: number;
  loaded: number;
  error?: string;
}

export const isImage = (type: string) => /^image\/(png|jpeg|gif|webp)$/.test(type);
export const isPdf = (type: string) => type === 'application/pdf';
export const isPreviewable = (type: string) => isImage(type) || isPdf(type);

/** A size for people: '812 B', '14 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Number((bytes / (1024 * 1024 * 1024)).toFixed(1))} GB`;
}
