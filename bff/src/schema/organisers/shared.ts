// What the todo and bookmark mutations share: their payloads answer the viewer afresh (the panel and the top bar
// badge update from it), their success types are told apart by __typename, and deletes take one global id.
import type { Context } from '../../context';
import { builder } from '../builder';
import { loadViewer, type ViewerSource } from '../viewer/ref';

/** The result with the viewer as it is after the write (the session's cached reads are dropped first). */
export async function withViewer<R extends { viewer: ViewerSource }>(ctx: Context, result: Omit<R, 'viewer'>): Promise<R> {
  ctx.loaders.clear();
  return { ...result, viewer: await loadViewer(ctx) } as R;
}

export const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

/** An input of one required global id (`Delete…Input`). */
export const IdInput = (name: string, description: string) =>
  builder.inputType(name, { description, fields: (t) => ({ id: t.id({ required: true, description: 'Global id.' }) }) });
