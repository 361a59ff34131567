import { useState } from 'react';

/**
 * A paged list searched by one text (kept in the screen, not the URL): the search, the page, and the search props
 * of a `FilterBar`, where a new search or clearing it goes back to the first page.
 */
export function useSearchPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchBar = {
    search,
    clearable: search !== '',
    onSearchChange: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    onClear: () => {
      setSearch('');
      setPage(1);
    },
  };
  return { search, page, setPage, searchBar };
}
