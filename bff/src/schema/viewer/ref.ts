import type { Context } from '../../context';
import type { InitialData } from '../../upstream/types';
import { builder } from '../builder';

export type ViewerSource = InitialData;

export const ViewerRef = builder.objectRef<ViewerSource>('Viewer');

/** The signed-in user's initial data (one upstream call, cached per request). */
export function loadViewer(ctx: Context): Promise<ViewerSource> {
  return ctx.loaders.initialData();
}
