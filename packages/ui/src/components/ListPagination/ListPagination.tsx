import { pageCount } from '@app/domain';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';

export interface ListPaginationProps {
  /** The page shown, from 1; kept within the pages there are. */
  page: number;
  /** How many pages there are; the page buttons show only when there are two or more. */
  pages: number;
  onChange: (page: number) => void;
  /** The accessible name of the page navigation, e.g. 'Task pages'. */
  label: string;
  /** A line about the whole list beside the pages, e.g. '12 tasks'. */
  summary?: React.ReactNode;
  /** Page buttons shown either side of the current one; 0 keeps the bar short on a phone. */
  siblingCount?: number;
}

/** The foot of a paged list: an optional summary and the page buttons. */
export function ListPagination({
  page,
  pages,
  onChange,
  label,
  summary,
  siblingCount = 1,
}: ListPaginationProps) {
  if (!summary && pages < 2) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: summary ? 'space-between' : 'center' }}
    >
      {summary ? (
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
      ) : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(Math.max(page, 1), pages)}
          onChange={(_event, next) => onChange(next)}
          color="primary"
          siblingCount={siblingCount}
          aria-label={label}
        />
      ) : null}
    </Stack>
  );
}

export interface PagedListFooterProps {
  /** The page shown, from 1. */
  page: number;
  /** How many items the whole list has. */
  total: number;
  /** Items per page. */
  limit: number;
  onChange: (page: number) => void;
  /** The list's accessible name: the page navigation is '{label} pages'. */
  label: string;
  /** What one item and several are called in the summary ('12 members'). */
  noun: readonly [one: string, many: string];
  /** While loading, the summary is left out. */
  loading?: boolean;
}

/** The bordered foot of a paged table or list in a card: '{total} {noun}' and the page buttons. */
export function PagedListFooter({
  page,
  total,
  limit,
  onChange,
  label,
  noun,
  loading = false,
}: PagedListFooterProps) {
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <ListPagination
        page={page}
        pages={pageCount(total, limit)}
        onChange={onChange}
        label={`${label} pages`}
        summary={loading ? undefined : `${total} ${total === 1 ? noun[0] : noun[1]}`}
        siblingCount={0}
      />
    </Box>
  );
}
