import { startTransition, useState } from 'react';

/** Page sizes offered by lists; the chosen one is kept in session storage (spec: `pagingSize`). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const STORAGE_KEY = 'pagingSize';

export function getPageSize(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

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

/** Paging state for a list: "Load more" loads one page of the chosen size; a new size is remembered and refetches. */
export function usePagedList({ loadNext, hasNext, isLoadingNext, refetch }: PagedConnection) {
  const [pageSize, setSize] = useState(getPageSize);
  return {
    hasNext,
    isLoadingNext,
    onLoadMore: () => loadNext(pageSize),
    pageSize,
    pageSizes: PAGE_SIZES,
    onPageSizeChange: (size: number) => {
      setSize(size);
      setPageSize(size);
      startTransition(() => {
        refetch({ first: size }, { fetchPolicy: 'store-or-network' });
      });
    },
  };
}
