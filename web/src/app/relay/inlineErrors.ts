import type { CacheConfig } from 'relay-runtime';

/**
 * Marks a mutation whose failures its form shows next to its fields: the network layer still routes sign-in and
 * not-found errors, but raises no toast (a toast in the corner covered the edit pane's Save button).
 */
export const INLINE_ERRORS: CacheConfig = { metadata: { inlineErrors: true } };

/** Whether a request asked for its errors to be shown inline. */
export const wantsInlineErrors = (cacheConfig: CacheConfig | null | undefined): boolean => cacheConfig?.metadata?.inlineErrors === true;
