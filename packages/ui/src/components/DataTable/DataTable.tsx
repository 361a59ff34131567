import { PAGE_LIMIT_MAX, PAGING_DEFAULT_LIMIT, PAGING_DEFAULT_PAGE } from '@app/domain';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { STACKED_TABLE_ROLES as R, stackedCell, stackedTableSx } from '../StackedTable';
import { SortHeaderLabel } from './SortHeaderLabel';

export type SortDirection = 'asc' | 'desc';

/** The sort a table asks the server for: a column id and a direction. */
export interface DataTableSort {
  by: string;
  direction: SortDirection;
}

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Unique id; also the sort key sent through `onSortChange`. */
  id: string;
  header: string;
  /** The cell content; defaults to the row's property named by `id`. */
  render?: (row: Row) => React.ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Hide on narrow screens (below the `sm` breakpoint). */
  hideOnMobile?: boolean;
  /** The row's header cell (`th scope="row"`): what names the row, and a stacked card's title. */
  rowHeader?: boolean;
  /** The header is read but not shown (e.g. a column of buttons); a stacked card gives its cells no name. */
  headerHidden?: boolean;
  /** False: a stacked card shows the cells without the column's name (a row's buttons keep to the right). */
  stackedLabel?: false;
  /** Styles of the column's cells (e.g. `whiteSpace: 'nowrap'`), and of its header with `headerSx`. */
  cellSx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
  /** What the column's cells show while a page loads; a bar by default. */
  placeholder?: React.ReactNode;
}

export interface DataTableProps<Row> {
  /** The accessible name of the table, e.g. 'Projects'. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, as the server returned them. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The number of rows over every page; the rows given by default. */
  total?: number;
  /** The current page, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  /** The choices of rows per page. */
  limitOptions?: readonly number[];
  /** Called with the page (from 1) the user moves to. Without it the table is not paged: no pagination row. */
  onPageChange?: (page: number) => void;
  /** Called with a new page size; the caller goes back to page 1. Without it the size cannot be changed. */
  onLimitChange?: (limit: number) => void;
  sort?: DataTableSort | null;
  /** Called when a sortable header is pressed: ascending first, then descending. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Show placeholder rows while a page loads. */
  loading?: boolean;
  /** What an empty result shows: a text (shown with the default icon) or any content. */
  emptyState?: React.ReactNode;
  /** Makes rows clickable (e.g. open details); give each row a link or button in a cell for keyboard users. */
  onRowClick?: (row: Row) => void;
  /** Row height: 'small' for dense tables inside a card. */
  size?: 'small' | 'medium';
  /** 'outlined' frames the table in a paper of its own; 'plain' leaves it to the surface around it. */
  variant?: 'outlined' | 'plain';
  /**
   * On a phone (under `sm`) each row becomes a card of lines named by their column, so nothing scrolls
   * sideways (see `stackedTableSx`).
   */
  stacked?: boolean;
  /** How many placeholder rows show while loading; the rows given, or the page size, by default. */
  loadingRows?: number;
  /** Styles of the table element, e.g. a minimum width under which it scrolls sideways. */
  tableSx?: SxProps<Theme>;
  /**
   * How `label` names the table: `aria-label` by default, or a visually hidden `<caption>`, which screen readers
   * also announce as the table's caption (e.g. the figures behind a chart).
   */
  labelAs?: 'aria-label' | 'caption';
  /**
   * The table's box is a region named by `label` in the tab order, so that keyboard users can scroll a table
   * wider than the screen sideways (e.g. one column per role).
   */
  scrollRegion?: boolean;
}

const DEFAULT_LIMIT_OPTIONS = [10, 25, 50, PAGE_LIMIT_MAX] as const;

function defaultCell<Row>(row: Row, id: string): React.ReactNode {
  const value = (row as Record<string, unknown>)[id];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An optional `sx` as a list, to follow a cell's own styles. */
function sxList(sx: SxProps<Theme> | undefined) {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? sx : [sx];
}

function DefaultEmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ py: 6, display: 'grid', justifyItems: 'center', gap: 1, color: 'text.secondary' }}>
      <InboxOutlinedIcon aria-hidden fontSize="large" />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

/**
 * A paginated table on MUI Table and TablePagination, paged and sorted on the server: it shows the rows it
 * is given and reports page, page-size and sort changes through callbacks. Defaults to page 1 of 10 rows
 * (spec 9). Placeholder rows while loading, an empty state when there is nothing to show.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  total = rows.length,
  page = PAGING_DEFAULT_PAGE,
  limit = PAGING_DEFAULT_LIMIT,
  limitOptions = DEFAULT_LIMIT_OPTIONS,
  onPageChange,
  onLimitChange,
  sort,
  onSortChange,
  loading = false,
  emptyState,
  onRowClick,
  size = 'medium',
  variant = 'outlined',
  stacked = false,
  loadingRows,
  tableSx,
  labelAs = 'aria-label',
  scrollRegion = false,
}: DataTableProps<Row>) {
  // Stacked tables keep explicit table roles: laid out as blocks, they lose them in some browsers otherwise.
  const roles = (role: keyof typeof R) => (stacked ? R[role] : undefined);
  const cellRole = (column: DataTableColumn<Row>) => {
    if (!stacked) return undefined;
    if (column.rowHeader) return R.rowheader;
    return column.headerHidden || column.stackedLabel === false ? R.cell : stackedCell(column.header);
  };
  const hideCell = (column: DataTableColumn<Row>) =>
    column.hideOnMobile ? { display: { xs: 'none', sm: 'table-cell' } } : undefined;
  const placeholderRows = Math.max(1, Math.min(limit, rows.length || (loadingRows ?? limit)));
  // A page past the end (e.g. after deleting its last row) would confuse TablePagination; clamp what it shows.
  const lastPage = Math.max(1, Math.ceil(total / limit));
  // The current size is always offered, even when the caller chose one outside the usual options.
  const sizes = limitOptions.includes(limit)
    ? [...limitOptions]
    : [...limitOptions, limit].sort((a, b) => a - b);

  const table = (
    <TableContainer
      sx={variant === 'plain' ? { overflowX: 'auto' } : undefined}
      {...(scrollRegion ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      <Table
        aria-label={labelAs === 'aria-label' ? label : undefined}
        aria-busy={loading || undefined}
        size={size}
        {...roles('table')}
        sx={[stacked ? stackedTableSx : {}, ...sxList(tableSx)]}
      >
        {labelAs === 'caption' ? (
          <Box component="caption" sx={visuallyHidden}>
            {label}
          </Box>
        ) : null}
        <TableHead {...roles('rowgroup')}>
          <TableRow {...roles('row')}>
            {columns.map((column) => {
              const active = sort?.by === column.id;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  {...roles('columnheader')}
                  sx={[
                    { width: column.width, fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' },
                    hideCell(column) ?? {},
                    ...sxList(column.headerSx),
                  ]}
                  sortDirection={active ? sort.direction : false}
                >
                  {column.headerHidden ? (
                    <Box component="span" sx={visuallyHidden}>
                      {column.header}
                    </Box>
                  ) : column.sortable && onSortChange ? (
                    <SortHeaderLabel
                      active={active}
                      direction={sort?.direction ?? 'asc'}
                      onSort={(direction) => onSortChange({ by: column.id, direction })}
                    >
                      {column.header}
                    </SortHeaderLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody {...roles('rowgroup')}>
          {loading ? (
            Array.from({ length: placeholderRows }, (_, index) => (
              // Placeholders have no identity beyond their position.
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are interchangeable
              <TableRow key={index} aria-hidden>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={[hideCell(column) ?? {}, ...sxList(column.cellSx)]}
                  >
                    {column.placeholder ?? (
                      <Skeleton
                        width={column.align === 'right' ? '50%' : '80%'}
                        sx={{ display: 'inline-block' }}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow {...roles('row')}>
              <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }} {...roles('cell')}>
                {emptyState === undefined || typeof emptyState === 'string' ? (
                  <DefaultEmptyState text={emptyState ?? 'No records to show'} />
                ) : (
                  emptyState
                )}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={getRowId(row)}
                hover
                {...roles('row')}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                    {...cellRole(column)}
                    sx={[hideCell(column) ?? {}, ...sxList(column.cellSx)]}
                  >
                    {column.render ? column.render(row) : defaultCell(row, column.id)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
  const pagination = onPageChange ? (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, lastPage) - 1}
      rowsPerPage={limit}
      rowsPerPageOptions={onLimitChange ? sizes : []}
      onPageChange={(_event, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onLimitChange?.(Number(event.target.value))}
      disabled={loading}
      sx={(theme) => ({ borderTop: `1px solid ${(theme.vars || theme).palette.divider}` })}
    />
  ) : null;
  if (variant === 'plain') {
    return (
      <>
        {table}
        {pagination}
      </>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {table}
      {pagination}
    </Paper>
  );
}
