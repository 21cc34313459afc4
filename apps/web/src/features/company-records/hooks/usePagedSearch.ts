import { useState } from 'react';

/** A records page's search text and page number: a new search starts again from page 1. */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return {
    search,
    page,
    setPage,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
  };
}

export const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
