/** Spec routes that name a type by another word: `/contact/detail/{id}` and `/contact/{id}/detail-info` are a person. */
const OBJECT_ALIASES: Readonly<Record<string, string>> = { contact: 'person' };

/** The type named by a route's `:object` (a URL segment the server resolves, or an alias of one). */
export function objectOf(param: string | undefined): string {
  const object = (param ?? '').toLowerCase();
  return OBJECT_ALIASES[object] ?? object;
}

/** `/{urlSegment}/{id}/{sectionKey}` from the parts the server gave (RecordType.urlSegment, a section key). */
export function sectionUrl(urlSegment: string, id: string | number, sectionKey: string, search = ''): string {
  return `/${urlSegment}/${encodeURIComponent(String(id))}/${sectionKey}${search}`;
}

/** Mobile screens open a record on its details (spec: "detail-info on mobile"). */
export function isMobileScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}
