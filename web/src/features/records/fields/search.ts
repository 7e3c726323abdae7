/** Searches (list filters, reference lookups) start at this many characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;
