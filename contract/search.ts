// Quick search, search-all and lookups: which record types they cover and their limits (spec: "Quick search
// covers 7 result types"; search-all covers organizations, people, opportunities, projects and cases).

/**
 * The 7 result types of the quick search: the five the spec posts QuickSearch to, plus sales orders and
 * tasks (with organizations, opportunities, projects and cases, the types whose records the spec opens
 * straight from a result: the undo toast's open link).
 */
export const QUICK_SEARCH_TYPES = ['Organization', 'Person', 'Opportunity', 'Project', 'Case', 'SalesOrder', 'Task'] as const;

/** The groups of search-all (`GET /api/AllObject/Search`), in this order. */
export const SEARCH_ALL_TYPES = ['Organization', 'Person', 'Opportunity', 'Project', 'Case'] as const;

/** Quick search, search-all and autocomplete need this many characters. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits of one type a quick search answers. */
export const QUICK_SEARCH_LIMIT = 20;
/** Hits per group of a search-all. */
export const SEARCH_ALL_GROUP_SIZE = 10;

/** One hit of QuickSearch and of a search-all group. */
export interface SearchHit {
  id: number;
  objectType: string;
  name: string;
  parentName: string | null;
  customerType: string | null;
  supplierType: string | null;
  /** The record's URL (`/{urlSegment}/detail/{id}`). */
  link: string;
}

/** A group of `GET /api/AllObject/Search`. */
export interface SearchAllGroup {
  objectName: string;
  label: string;
  pluralLabel: string;
  urlSegment: string;
  totalItem: number;
  /** false: `totalItem` is an estimate (the count stopped at its limit, as a list's total does). */
  totalExact: boolean;
  data: SearchHit[];
}
