import { startTransition, useState } from 'react';

/** Page sizes offered by lists; the chosen one is kept in session storage (spec: `pagingSize`). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The record list page also offers 0: infinite scroll (spec: the next page loads near the bottom, 50 per page). */
export const LIST_PAGE_SIZES = [0, ...PAGE_SIZES] as const;
export const INFINITE_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
const STORAGE_KEY = 'pagingSize';

/**
 * The stored page size; 0 (infinite scroll) only for lists that scroll (`allowInfinite`), others then use the
 * default. Read `fetchSizeOf()` of it for the number of rows to ask.
 */
export function getPageSize(allowInfinite = false): number {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const stored = raw === null ? Number.NaN : Number(raw);
    if (allowInfinite && stored === 0) return 0;
    return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

/** How many rows a page of this size asks for (infinite scroll loads 50 at a time). */
export const fetchSizeOf = (size: number) => (size === 0 ? INFINITE_PAGE_SIZE : size);

export function setPageSize(size: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(size));
  } catch {
    // storage can be unavailable (private mode); the size then lasts for this page only
  }
}

/** The parts of a Relay `usePaginationFragment` result that paging needs (no GraphQL types involved). */
export interface PagedConnection {
  loadNext: (count: number) => unknown;
  hasNext: boolean;
  isLoadingNext: boolean;
  refetch: (variables: { first: number }, options: { fetchPolicy: 'store-or-network' }) => unknown;
}

/**
 * Paging state for a list: "Load more" loads one page of the chosen size; a new size is remembered and refetches.
 * With `allowInfinite` the sizes include 0 (infinite scroll: the list calls `onLoadMore` near its bottom).
 */
export function usePagedList({ loadNext, hasNext, isLoadingNext, refetch }: PagedConnection, { allowInfinite = false } = {}) {
  const [pageSize, setSize] = useState(() => getPageSize(allowInfinite));
  return {
    hasNext,
    isLoadingNext,
    onLoadMore: () => loadNext(fetchSizeOf(pageSize)),
    pageSize,
    pageSizes: allowInfinite ? LIST_PAGE_SIZES : PAGE_SIZES,
    onPageSizeChange: (size: number) => {
      setSize(size);
      setPageSize(size);
      startTransition(() => {
        refetch({ first: fetchSizeOf(size) }, { fetchPolicy: 'store-or-network' });
      });
    },
  };
}
