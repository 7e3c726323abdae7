/**
 * `url` when it is a path of this site (`/organization/detail/12`), else null. Whatever a server value says,
 * `//evil.example/…`, `/\evil.example`, `https://…` or `javascript:…` never becomes a link: browsers read the first
 * two as other hosts, and they drop tabs and newlines first (`/\t/evil.example` is `//evil.example`).
 */
export function sameOriginPath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/')) return null;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || url[i] === '\\') return null;
  }
  if (url.startsWith('//')) return null;
  const base = 'https://this-site.invalid';
  try {
    return new URL(url, base).origin === base ? url : null;
  } catch {
    return null;
  }
}
