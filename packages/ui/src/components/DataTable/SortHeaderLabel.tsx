import Box from '@mui/material/Box';
import TableSortLabel from '@mui/material/TableSortLabel';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';

export interface SortHeaderLabelProps {
  /** The table is sorted by this column. */
  active: boolean;
  direction: 'asc' | 'desc';
  /** Called with the direction a click asks for: ascending first, then the other way. */
  onSort: (direction: 'asc' | 'desc') => void;
  children: React.ReactNode;
}

/** A sortable column's header: the sort button, and the sort spoken after the name ('Title, sorted ascending'). */
export function SortHeaderLabel({ active, direction, onSort, children }: SortHeaderLabelProps) {
  return (
    <TableSortLabel
      active={active}
      direction={active ? direction : 'asc'}
      onClick={() => onSort(active && direction === 'asc' ? 'desc' : 'asc')}
    >
      {children}
      {active ? (
        <Box component="span" sx={visuallyHidden}>
          {direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
        </Box>
      ) : null}
    </TableSortLabel>
  );
}
