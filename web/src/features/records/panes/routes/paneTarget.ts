import { objectOf } from '../../routes/paths';

/** What a pane route opens, and the list it opens over. */
export type PaneRouteTarget =
  | { kind: 'edit'; type: string; id?: string; listUrl: string }
  | { kind: 'appointment'; listUrl: string }
  | { kind: 'preview'; type: string; id: string; listUrl: string };

/** Pane routes whose path names another type than its first segment. */
const FIXED: Readonly<Record<string, PaneRouteTarget>> = {
  '/task/call': { kind: 'edit', type: 'call', listUrl: '/call' },
  '/event/appointment': { kind: 'appointment', listUrl: '/event' },
};

/** Reads a pane route's path (`/opportunity/detail?id=12`, `/task/call`, `/case/preview/7`). */
export function paneRouteTarget(pathname: string, search: string): PaneRouteTarget | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const [, segment = '', action = '', id = ''] = path.split('/');
  const type = objectOf(segment);
  if (!type) return null;
  const listUrl = `/${type}`;
  if (action === 'preview' && id) return { kind: 'preview', type, id: decodeURIComponent(id), listUrl };
  if (action === 'detail') {
    const edit = new URLSearchParams(search).get('id');
    return edit ? { kind: 'edit', type, id: edit, listUrl } : { kind: 'edit', type, listUrl };
  }
  return null;
}
