import { useMemo, useState } from 'react';
import { ADMIN_CLIENT_PAGE_SIZE } from '@amicus/contract/common/constants';

/**
 * Search and paging done in the browser, 10 rows a page (users, questions and categories). A case-
 * insensitive substring match on the given fields; a new search goes back to page 1.
 */
export function useClientList<T>(
  items: T[] | undefined,
  fields: (item: T) => (string | null | undefined)[],
  pageSize = ADMIN_CLIENT_PAGE_SIZE,
) {
  const [query, setQueryState] = useState('');
  const [page, setPageState] = useState(1);
  // The item just saved: its page is shown (new items sort last), until the admin turns the page.
  const [revealed, setRevealed] = useState<{ match: (item: T) => boolean } | null>(null);

  const filtered = useMemo(() => {
    const list = items ?? [];
    const needle = query.trim().toLowerCase();
    if (!needle) return list;
    return list.filter((item) => fields(item).some((value) => value?.toLowerCase().includes(needle)));
    // `fields` is a pure accessor written inline by callers; the list and the query decide the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, query]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const revealedAt = revealed ? filtered.findIndex(revealed.match) : -1;
  // A deletion can empty the last page: show the new last page instead.
  const current = revealedAt >= 0 ? Math.floor(revealedAt / pageSize) + 1 : Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);

  const setPage = (next: number) => {
    setRevealed(null);
    setPageState(next);
  };
  return {
    query,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(1);
    },
    page: current,
    setPage,
    pageSize,
    total: filtered.length,
    visible,
    /** Whether this row is the one just saved (to mark it). */
    isRevealed: (item: T) => revealed?.match(item) ?? false,
    /** Shows the page holding the item `match` finds, clearing a search that would hide it. */
    reveal: (match: (item: T) => boolean) => {
      setQueryState('');
      setRevealed({ match });
    },
  };
}
