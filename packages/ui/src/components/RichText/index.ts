export * from './RichTextEditor';
export * from './RichTextView';
