import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENT_PREVIEW_MESSAGES,
  ATTACHMENT_QUOTA_BYTES,
  attachmentPermissions,
  attachmentQuotaBytes,
  formatBytes,
  isInlineAttachmentType,
  MAX_ATTACHMENT_BYTES,
  textAttachmentType,
} from './attachments';

describe('attachmentPermissions', () => {
  const uploader = 'aaaaaaaaaaaaaaaaaaaaaaaa';
  const other = 'bbbbbbbbbbbbbbbbbbbbbbbb';
  const commenter = { canComment: true, canManage: false };
  const manager = { canComment: true, canManage: true };
  const viewer = { canComment: false, canManage: false };

  it('lets whoever may comment upload, and nobody else', () => {
    expect(attachmentPermissions(commenter, other).canUpload).toBe(true);
    expect(attachmentPermissions(manager, other).canUpload).toBe(true);
    expect(attachmentPermissions(viewer, other).canUpload).toBe(false);
  });

  it('lets the uploader or a manager of the task delete, and nobody else', () => {
    const attachment = { uploadedBy: uploader };
    expect(attachmentPermissions(commenter, uploader, attachment).canDelete).toBe(true);
    expect(attachmentPermissions(viewer, uploader, attachment).canDelete).toBe(true);
    expect(attachmentPermissions(manager, other, attachment).canDelete).toBe(true);
    expect(attachmentPermissions(commenter, other, attachment).canDelete).toBe(false);
    // An uploader whose account is gone is nobody's.
    expect(attachmentPermissions(commenter, other, { uploadedBy: null }).canDelete).toBe(false);
    expect(attachmentPermissions(manager, other).canDelete).toBe(false);
  });
});

describe('formatBytes', () => {
  it('reads sizes in units of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(MAX_ATTACHMENT_BYTES)).toBe('25 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(1024 ** 4)).toBe('1 TB');
  });

  it('never shows a size smaller than it is when rounding up', () => {
    expect(formatBytes(MAX_ATTACHMENT_BYTES + 1, { round: 'up' })).toBe('25.1 MB');
    expect(formatBytes(MAX_ATTACHMENT_BYTES, { round: 'up' })).toBe('25 MB');
    expect(formatBytes(26 * 1024 * 1024, { round: 'up' })).toBe('26 MB');
  });
});

describe('attachment texts and rules', () => {
  it('names the file and both sizes when a file is too large', () => {
    expect(ATTACHMENT_MESSAGES.tooLarge('big.bin', 26 * 1024 * 1024)).toBe(
      'Files can be up to 25 MB; “big.bin” is 26 MB.',
    );
  });

  it('names the file of a refused type and the plan of a full quota', () => {
    expect(ATTACHMENT_MESSAGES.unsupportedType('setup.png')).toContain('“setup.png” cannot be attached');
    expect(ATTACHMENT_MESSAGES.quotaExceeded('free')).toContain('Free plan holds 1 GB');
  });

  it('gives each plan its quota, and a workspace without a plan the free one', () => {
    expect(ATTACHMENT_QUOTA_BYTES).toEqual({ free: 1024 ** 3, pro: 100 * 1024 ** 3, enterprise: 1024 ** 4 });
    expect(attachmentQuotaBytes(null)).toBe(ATTACHMENT_QUOTA_BYTES.free);
    expect(attachmentQuotaBytes('pro')).toBe(ATTACHMENT_QUOTA_BYTES.pro);
  });

  it('types text by its extension and shows only images and PDFs inline', () => {
    expect(textAttachmentType('data.CSV')).toBe('text/csv');
    expect(textAttachmentType('notes.md')).toBe('text/markdown');
    expect(textAttachmentType('payload.json')).toBe('application/json');
    expect(textAttachmentType('readme')).toBe('text/plain');
    expect(isInlineAttachmentType('image/png')).toBe(true);
    expect(isInlineAttachmentType('application/pdf')).toBe(true);
    expect(isInlineAttachmentType('text/plain')).toBe(false);
    expect(isInlineAttachmentType('application/zip')).toBe(false);
  });
});

describe('PDF preview texts', () => {
  it('name the file, say what the reader can do instead, and tell the page', () => {
    expect(ATTACHMENT_PREVIEW_MESSAGES.pdfUnreadable('scan.pdf')).toBe(
      '“scan.pdf” cannot be shown: the file is damaged or is not a PDF. Download it to open it in another app.',
    );
    expect(ATTACHMENT_PREVIEW_MESSAGES.pdfPasswordProtected('secret.pdf')).toContain(
      'protected by a password',
    );
    expect(ATTACHMENT_PREVIEW_MESSAGES.pdfNotLoaded('brief.pdf')).toContain('Open the attachment again');
    expect(ATTACHMENT_PREVIEW_MESSAGES.pdfPageLabel(2, 5)).toBe('Page 2 of 5');
  });
});
