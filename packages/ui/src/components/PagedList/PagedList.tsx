import { SCREEN_TEXTS } from '@app/domain';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { ListPagination } from '../ListPagination/ListPagination';
import { QueryState } from '../QueryState/QueryState';

/** Where the list's request stands, e.g. from a query of `@tanstack/react-query`. */
export interface PagedListState {
  /** Nothing has loaded yet. */
  pending: boolean;
  /** The last request failed: why (the server's message, `failureText` of `@app/sdk`) and a way to ask again. */
  error?: { message: string; onRetry: () => void };
  /** Once a page has loaded: how many items the whole list has, and how many pages. */
  pagination?: { total: number; pages: number };
}

/** What a paged list says (`LIST_SCREEN_TEXTS` of `@app/domain` has one object a list). */
export interface PagedListTexts {
  /** What the spinner says while nothing has loaded, e.g. 'Loading projects...'. */
  loading: string;
  /** What failed when no page could be loaded, e.g. 'Your projects could not be loaded.' */
  loadFailed: string;
  /** Said above the page kept when a refresh fails ('The list could not be refreshed.'); else the page stays alone. */
  refreshFailed?: string;
  /** The accessible name of the page navigation, e.g. 'Task pages'. */
  pages: string;
  /** What one item and several are called: with it, '12 tasks' stands beside the page buttons. */
  noun?: readonly [one: string, many: string];
  /** The title and help of a list with nothing in it, e.g. 'No projects yet'. */
  empty: string;
  emptyHint?: string;
  /** The title and help when filters match nothing, e.g. 'No projects match these filters'. */
  noMatch?: string;
  noMatchHint?: string;
}

export interface PagedListProps {
  /** Where the list's request stands. */
  state: PagedListState;
  texts: PagedListTexts;
  /** The page shown, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** Page buttons either side of the current one; 0 keeps the bar short on a phone. */
  siblingCount?: number;
  /** The empty list's decorative icon. */
  emptyIcon?: React.ReactNode;
  /** The empty list's way forward, e.g. a 'New Project' button. */
  emptyAction?: React.ReactNode;
  /** Whether filters narrow the list: an empty list then says `texts.noMatch`, with a 'Clear filters' button. */
  filtered?: boolean;
  /** Called by the empty filtered list's 'Clear filters' button. */
  onClearFilters?: () => void;
  /** The space between a refresh error, the list and its pages, in theme spacing units. */
  spacing?: number;
  /** The list itself: the items of the page shown (a `CardGrid`, a `RowList`, a table). */
  children: React.ReactNode;
}

/**
 * The body of a paged list screen: a spinner while the first page loads, the reason and a retry button when it
 * could not be loaded, an empty state when there is nothing (one for filters that match nothing, with a way to
 * clear them, and one for a list with nothing yet), else the page's items and the page buttons.
 */
export function PagedList({
  state: { pending, error, pagination },
  texts,
  page,
  onPageChange,
  siblingCount,
  emptyIcon,
  emptyAction,
  filtered = false,
  onClearFilters,
  spacing = 3,
  children,
}: PagedListProps) {
  if (pending) return <QueryState status="loading" label={texts.loading} />;
  if (!pagination) return error ? <QueryState status="error" title={texts.loadFailed} {...error} /> : null;

  const { total, pages } = pagination;
  let body: React.ReactNode;
  if (total > 0) {
    body = (
      <>
        {children}
        <ListPagination
          page={page}
          pages={pages}
          onChange={onPageChange}
          label={texts.pages}
          summary={texts.noun ? `${total} ${total === 1 ? texts.noun[0] : texts.noun[1]}` : undefined}
          siblingCount={siblingCount}
        />
      </>
    );
  } else if (filtered && texts.noMatch) {
    body = (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        title={texts.noMatch}
        description={texts.noMatchHint}
        action={
          <Button variant="outlined" onClick={onClearFilters}>
            {SCREEN_TEXTS.clearFilters}
          </Button>
        }
      />
    );
  } else {
    body = (
      <EmptyState icon={emptyIcon} title={texts.empty} description={texts.emptyHint} action={emptyAction} />
    );
  }
  return (
    <Stack spacing={spacing}>
      {/* A refresh that failed leaves the page it had in place, said above it. */}
      {error && texts.refreshFailed ? (
        <QueryState status="error" {...error} title={texts.refreshFailed} />
      ) : null}
      {body}
    </Stack>
  );
}
