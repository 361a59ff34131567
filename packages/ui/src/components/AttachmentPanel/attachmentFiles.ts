import { isImageAttachmentType } from '@app/domain';

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

export const isPdf = (type: string) => type === 'application/pdf';
/**
 * Images and PDFs open in the panel's own viewer; a PDF is drawn by pdf.js on a canvas (PdfPreview), since the app
 * never frames a file (its CSP has frame-src 'none' and files are served with X-Frame-Options: DENY) and phone
 * browsers do not show PDFs inline.
 */
export const isPreviewable = (type: string) => isImageAttachmentType(type) || isPdf(type);
