import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

export type { MentionOption, RichTextEditorProps } from './types';

import type { RichTextEditorProps } from './types';

const Impl = lazy(() => import('./RichTextEditorImpl'));

/**
 * The rich text editor (Tiptap): headings, lists, checklists, code, links, tables and images pasted or dropped,
 * with Markdown shortcuts ('# ', '- ', '[ ] ', '```') and '@' / '#' mentions. The editor loads on first use.
 */
export function RichTextEditor(props: RichTextEditorProps) {
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
