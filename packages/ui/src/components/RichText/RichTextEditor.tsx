import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense, useState } from 'react';

export type { MentionOption, RichTextEditorHandle, RichTextEditorProps } from './types';

import type { RichTextEditorProps } from './types';

let loadedEditor: ComponentType<RichTextEditorProps> | undefined;
let loadingEditor: Promise<{ default: ComponentType<RichTextEditorProps> }> | undefined;

/** Starts loading the editor's code, once; a failed load is tried again on the next call. */
export function loadRichTextEditor(): Promise<{ default: ComponentType<RichTextEditorProps> }> {
  loadingEditor ??= import('./RichTextEditorImpl').then(
    (module) => {
      loadedEditor = module.default;
      return module;
    },
    (error: unknown) => {
      loadingEditor = undefined;
      throw error;
    },
  );
  return loadingEditor;
}

/** Whether the editor's code is here, so that an editor renders at once, without a loading state. */
export function isRichTextEditorLoaded(): boolean {
  return loadedEditor !== undefined;
}

const Impl = lazy(loadRichTextEditor);

/**
 * The rich text editor (Tiptap): headings, lists, checklists, code, links, tables and images pasted or dropped,
 * with Markdown shortcuts ('# ', '- ', '[ ] ', '```') and '@' / '#' mentions. The editor loads on first use;
 * once loaded, every later editor renders at once.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  // Decided once per editor: switching from the lazy wrapper to the loaded one would start it over.
  const [Loaded] = useState(() => loadedEditor);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label={`Loading ${props.label.toLowerCase()} editor`}>
          <Skeleton variant="rounded" height={(props.minHeight ?? 96) + 58} />
        </Box>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
