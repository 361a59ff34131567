export * from './DeferredRichTextEditor';
export * from './RichTextEditor';
export * from './RichTextView';
