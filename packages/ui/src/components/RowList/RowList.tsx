import Box from '@mui/material/Box';
import type * as React from 'react';
import { UpdatingFrame } from '../CardGrid/UpdatingFrame';

export interface RowListProps {
  /** The accessible name of the list, e.g. 'Tasks'. */
  label: string;
  /** The rows, each an `li` (a `TaskRow` with `component="li"`) with its `key`. */
  children?: React.ReactNode;
  /** New rows are being fetched: the list is marked busy. */
  busy?: boolean;
  /**
   * The rows are a previous page's, kept while the next one loads: a thin bar runs above them (as over a
   * `CardGrid`). The rows are not dimmed: they stay readable at full contrast until they are replaced.
   */
  stale?: boolean;
}

/** Rows of a list in one bordered box, e.g. the tasks of a page. */
export function RowList({ label, children, busy = false, stale = false }: RowListProps) {
  return (
    <UpdatingFrame label={label} updating={stale}>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={busy || undefined}
        sx={{
          m: 0,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          overflow: 'hidden',
        }}
      >
        {children}
      </Box>
    </UpdatingFrame>
  );
}
