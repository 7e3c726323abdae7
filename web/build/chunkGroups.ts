import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const APP = fileURLToPath(new URL('../src/', import.meta.url));
const src = (path: string) => APP + path;
const ENTRY = src('main.tsx');
const SHELL = src('app/shell/AppShell.tsx');
const LIST = src('features/records/routes/RecordListRoute.tsx');
const PUBLIC = /[\\/]features[\\/]auth[\\/]routes[\\/]/;
const DETAIL = [src('features/records/routes/RecordDetailRoute.tsx'), src('features/records/routes/RecordSectionRoute.tsx')];

/** Every module statically reachable from the given ones (dynamic imports are where lazy code starts). */
function staticClosure(ctx: ChunkingContext, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    // App code only: a package's barrel statically imports all of it, tree-shaking or not (react-aria-components'
    // index would bring the overlays the shell loads lazily); rolldown places the packages' modules itself.
    if (!id.startsWith(APP)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * The chunk of the modules a signed-in page always loads with the shell, and of those the record list and a record's
 * detail page share: gzip compresses each script on its own, so the 20-odd small chunks rolldown splits them into
 * (each shared by a different set of routes) cost their headers and a dictionary each. Modules reached only by a
 * dynamic import (forms, dialogs, overlays) are in neither, so they stay out of the first load. App modules only.
 */
export function firstLoadChunkName(): (id: string, ctx: ChunkingContext) => string | null {
  let last: { ctx: ChunkingContext; names: Map<string, string> } | undefined;
  const assign = (ctx: ChunkingContext) => {
    const entry = staticClosure(ctx, [ENTRY]);
    // The lazily loaded roots the entry's modules name: the routes, the shell, the message region.
    const roots = new Set([...entry].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    const reachedFrom = (keep: (root: string) => boolean) =>
      staticClosure(
        ctx,
        [...roots].filter((root) => root.startsWith(APP) && keep(root)),
      );
    const names = new Map<string, string>();
    // The signed-out pages (sign-in, set password) load without the shell: what they share with it stays apart.
    const signedOut = reachedFrom((root) => PUBLIC.test(root));
    const shell = staticClosure(ctx, [SHELL]);
    for (const id of shell) if (!entry.has(id) && !signedOut.has(id)) names.set(id, 'shell');
    // What the list and detail pages share with no other page (home, calendar… keep their own chunks' sizes).
    const others = reachedFrom((root) => root !== SHELL && root !== LIST && !DETAIL.includes(root));
    const detail = staticClosure(ctx, DETAIL);
    const list = staticClosure(ctx, [LIST]);
    for (const id of list) {
      if (detail.has(id) && !entry.has(id) && !names.has(id) && !signedOut.has(id) && !others.has(id)) names.set(id, 'records');
    }
    // What the list shares with other pages (paging, toasts, the saved views' state…): small modules rolldown would
    // put in a chunk each, by the set of pages that import them. In the shell's chunk every signed-in page loads
    // them (~2 KB gzip), and the list's first load is that many scripts and their per-script cost shorter.
    for (const id of list) if (others.has(id) && !entry.has(id) && !names.has(id) && !signedOut.has(id)) names.set(id, 'shell');
    return names;
  };
  return (id, ctx) => {
    if (last?.ctx !== ctx) last = { ctx, names: assign(ctx) };
    return last.names.get(id) ?? null;
  };
}
