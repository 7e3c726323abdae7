import type { CacheConfig } from 'relay-runtime';

/**
 * Marks a mutation whose failures its form shows next to its fields: the network layer still routes sign-in and
 * not-found errors, but raises no toast (a toast in the corner covered the edit pane's Save button).
 */
export const INLINE_ERRORS: CacheConfig = { metadata: { inlineErrors: true } };

/** Whether a request asked for its errors to be shown inline. */
export const wantsInlineErrors = (cacheConfig: CacheConfig | null | undefined): boolean => cacheConfig?.metadata?.inlineErrors === true;

/**
 * Marks the query of an optional panel (a home list of a module the plan may not reach): its errors neither
 * navigate nor toast; they reject, and the panel's error boundary leaves it out.
 */
export const OPTIONAL_PANEL: CacheConfig = { metadata: { optionalPanel: true } };

/** Whether a request belongs to an optional panel. */
export const isOptionalPanel = (cacheConfig: CacheConfig | null | undefined): boolean => cacheConfig?.metadata?.optionalPanel === true;
