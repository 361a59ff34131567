import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * A table that reads on a phone without sideways scrolling: under the `sm` breakpoint every row becomes a card,
 * each cell a line with its column's name (the cell's `data-label`, see {@link stackedCell}) before its value,
 * and the row's header cell (`th scope="row"`) the card's title. The header row stays for assistive technology,
 * visually hidden. The elements keep explicit table roles (see {@link STACKED_TABLE_ROLES}): a table laid out as
 * blocks loses its table semantics in some browsers otherwise.
 */
export function stackedTableSx(theme: Theme): SystemStyleObject<Theme> {
  const palette = (theme.vars || theme).palette;
  return {
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      // The hidden header row is placed within the table: placed against the page, it can land past its edge and
      // widen it (a header row of many columns does).
      position: 'relative',
      '& thead': {
        // Visually hidden, still read.
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody, & tfoot': { display: 'block' },
      '& tbody > tr, & tfoot > tr': {
        display: 'block',
        // The card's own margin: the lines do not touch the table's border.
        px: 2,
        py: 1,
        borderBottom: `1px solid ${palette.divider}`,
      },
      '& tbody > tr > td, & tbody > tr > th, & tfoot > tr > td, & tfoot > tr > th': {
        display: 'flex',
        // MUI reverses a right-aligned cell's flex direction: the column name comes first all the same.
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        minWidth: 0,
        width: 'auto',
        px: 0,
        py: 0.5,
        border: 0,
        textAlign: 'right',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      '& td[data-label]::before, & th[data-label]::before': {
        content: 'attr(data-label)',
        flexShrink: 0,
        textAlign: 'left',
        fontWeight: 500,
        color: palette.text.secondary,
      },
      '& tbody > tr > th[scope="row"]': {
        justifyContent: 'flex-start',
        textAlign: 'left',
        fontWeight: 600,
      },
      // A cell without a column name (a row's buttons) keeps to the right.
      '& tbody > tr > td:not([data-label])': { justifyContent: 'flex-end' },
      // A cell that spans the row (an empty state) is a plain line.
      '& td[colspan]': { display: 'block', textAlign: 'left' },
    },
  };
}

/** A data cell's role and its column's name, shown before its value when the table is stacked on a phone. */
export function stackedCell(label: string): { 'data-label': string; role: 'cell' } {
  return { 'data-label': label, role: 'cell' };
}

/** The explicit roles of a stacked table's parts (kept when CSS lays them out as blocks). */
export const STACKED_TABLE_ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;
