import type { RichTextDoc } from '@app/domain';
import type { Ref } from 'react';

/** One choice of the '@' or '#' popup: a person ('user id'), or a task ('task:ID') or project ('project:ID'). */
export interface MentionOption {
  id: string;
  label: string;
  /** A second, quieter line: an email, a project name. */
  detail?: string;
}

export interface RichTextEditorProps {
  /** The editor's accessible name ('Description', 'Add a comment'). */
  label: string;
  /** The document to start from; the editor keeps its own state after that (change `key` to start over). */
  value: RichTextDoc | null;
  /** Every change: the document and its plain text. */
  onChange: (doc: RichTextDoc, text: string) => void;
  placeholder?: string;
  /** The choices for '@' (people who can see the task) and '#' (tasks and projects) as the person types. */
  suggest?: (trigger: '@' | '#', query: string) => Promise<MentionOption[]> | MentionOption[];
  /** Whether '@' mentions people (false where nobody is notified, as in a project's description). */
  mentionPeople?: boolean;
  /** Stores a pasted or dropped image as an attachment; without it images cannot be added. */
  onImageFile?: (file: File) => Promise<{ attachmentId: string; url: string } | undefined>;
  /** The current link of an attached image of the document. */
  imageUrl?: (attachmentId: string) => string | undefined;
  minHeight?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Ctrl+Enter or ⌘+Enter: post or save. */
  onSubmitShortcut?: () => void;
  invalid?: boolean;
  /** The id of the text that explains the field (an error). */
  describedBy?: string;
  /** What a parent may do with the editor once it is there. */
  handleRef?: Ref<RichTextEditorHandle>;
}

export interface RichTextEditorHandle {
  /** Focuses the editor at the end of its text, at once (keys typed next land there). */
  focusEnd: () => void;
}
