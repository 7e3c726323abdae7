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
