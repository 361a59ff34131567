export * from './AttachmentPanel';
export type { AttachmentItem, AttachmentUpload } from './attachmentFiles';
