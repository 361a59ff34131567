import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type * as React from 'react';

export interface DescriptionListItem {
  /** What the value is, e.g. 'Due date'. */
  term: string;
  /** The value; an em dash is the convention for none. */
  value: React.ReactNode;
}

export interface DescriptionListProps {
  /** The rows, in order. */
  items: readonly DescriptionListItem[];
  /** Terms beside their values (`'row'`, the default) or above them (`'stacked'`, for narrow places). */
  layout?: 'row' | 'stacked';
  /** The width of the term column in the row layout, in px. */
  termWidth?: number;
  /** Names the list for assistive technology when no heading does. */
  'aria-label'?: string;
}

/** Facts about an item as term and value rows: a `<dl>`, so that each value is read with its term. */
export function DescriptionList({
  items,
  layout = 'row',
  termWidth = 120,
  'aria-label': ariaLabel,
}: DescriptionListProps) {
  return (
    <Box component="dl" aria-label={ariaLabel} sx={{ m: 0 }}>
      {items.map((item) => (
        <Box
          key={item.term}
          sx={{
            display: 'grid',
            gridTemplateColumns: layout === 'row' ? `${termWidth}px minmax(0, 1fr)` : '1fr',
            gap: layout === 'row' ? 1 : 0.25,
            py: 1,
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
