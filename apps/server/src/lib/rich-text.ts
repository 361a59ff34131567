import { COMMENT_MESSAGES, type RichTextDoc, sanitizeRichText } from '@app/domain';
import { AppError } from '../http/errors';

/** A description to store: its plain-text copy and its rich text document (null for plain text). */
export interface StoredDescription {
  description: string | null;
  descriptionDoc: RichTextDoc | null;
}

/**
 * What a payload's `description` and `descriptionDoc` store, or undefined when it carries neither. A document is
 * sanitised (@app/domain's allowlist) and its plain-text copy replaces whatever text came with it; a document the
 * editor cannot have written is a 400 that says why. A plain `description` alone makes the description plain,
 * unless it is the `stored` plain copy itself (an edit form sending every field back), which changes nothing.
 */
export function descriptionFrom(
  payload: { description?: string; descriptionDoc?: RichTextDoc | null },
  maxText: number,
  stored?: { description: string | null },
): StoredDescription | undefined {
  if (payload.descriptionDoc) {
    const clean = sanitizeRichText(payload.descriptionDoc, maxText);
    if (!clean.ok) throw new AppError(400, clean.error);
    return clean.text === ''
      ? { description: null, descriptionDoc: null }
      : { description: clean.text, descriptionDoc: clean.doc };
  }
  if (payload.description === undefined && payload.descriptionDoc === undefined) return undefined;
  const text = payload.description?.trim() ?? '';
  // A form that sends the whole record back sends the plain copy unchanged: that keeps the formatting.
  if (payload.descriptionDoc === undefined && stored && text === (stored.description ?? '')) return undefined;
  return { description: text === '' ? null : text, descriptionDoc: null };
}

/** A comment's text and document: the document's plain-text copy when it has one. */
export function commentFrom(
  payload: { text: string; doc?: RichTextDoc | null },
  maxText: number,
): { text: string; doc: RichTextDoc | null } {
  if (!payload.doc) return { text: payload.text, doc: null };
  const clean = sanitizeRichText(payload.doc, maxText);
  if (!clean.ok) throw new AppError(400, clean.error);
  if (clean.text === '') throw new AppError(400, COMMENT_MESSAGES.required);
  return { text: clean.text, doc: clean.doc };
}
