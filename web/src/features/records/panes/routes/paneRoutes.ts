import type { RouteObject } from 'react-router';

/**
 * The spec's pane routes: `{object}/detail` (add one; `?id=` edits one), `task/call`, `event/appointment`,
 * `contact/detail`, … open the matching edit pane, `{object}/preview/{id}` the preview pane, over the type's list.
 * Static segments outrank the detail layout's `:object/:id`.
 */
export const paneRoutes: RouteObject[] = [
  { path: ':object/detail', lazy: () => import('./PaneRoute') },
  { path: 'task/call', lazy: () => import('./PaneRoute') },
  { path: 'event/appointment', lazy: () => import('./PaneRoute') },
  { path: ':object/preview/:id', lazy: () => import('./PaneRoute') },
];
