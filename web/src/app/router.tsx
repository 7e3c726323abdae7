import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { paneRoutes } from '../features/records/panes/routes/paneRoutes';
import { setupRoutes } from '../features/setup/routes';

/**
 * Data-mode routes. Every page is a lazily loaded module exporting `loader` (which starts the page's query with
 * `loadQuery` and returns the reference) and `Component` (which reads it with `usePreloadedQuery`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/login', lazy: () => import('../features/auth/routes/LoginRoute') },
      { path: '/authentication/set-password', lazy: () => import('../features/auth/routes/SetPasswordRoute') },
      {
        id: 'shell',
        lazy: () => import('./shell/AppShell'),
        children: [
          { index: true, lazy: () => import('../features/home/routes/HomeRoute') },
          { path: 'home/not-found', lazy: () => import('../features/errors/routes/NotFoundRoute') },
          { path: 'home/upgradepermission', lazy: () => import('../features/errors/routes/UpgradePermissionRoute') },
          { path: 'calendar/:view?', lazy: () => import('../features/calendar/routes/CalendarRoute') },
          { path: 'explorer/:page', lazy: () => import('../features/panels/routes/ExplorerRoute') },
          { path: 'home/help', lazy: () => import('../features/panels/routes/HelpRoute') },
          { path: 'home/activate-trial', lazy: () => import('../features/plans/routes/ActivateTrialRoute') },
          { path: 'setup/sign-ins', lazy: () => import('../features/setup/routes/SignInAuditRoute') },
          ...setupRoutes,
          ...['whatsnew', 'home-mobile/whatsnew', 'update-stream', 'update-stream/search'].map((path) => ({
            path,
            lazy: () => import('../features/stream/routes/WhatsNewRoute'),
          })),
          { path: 'search-all', lazy: () => import('../features/search/routes/SearchAllRoute') },
          // The chart dashboards: one screen driven by data.
          ...['dashboard/:name', 'opportunity/dashboard', 'opportunity/pipeline'].map((path) => ({
            path,
            lazy: () => import('../features/dashboards/routes/ChartDashboardRoute'),
          })),
          { path: 'home-mobile/today-agenda', lazy: () => import('../features/tasks/routes/TodayAgendaRoute') },
          // The record engine: one list, one detail layout and one section route for every catalogued type.
          { path: ':object', lazy: () => import('../features/records/routes/RecordListRoute') },
          ...paneRoutes,
          { path: ':object/search', lazy: () => import('../features/views/routes/SearchRoute') },
          { path: ':object/edit-column', lazy: () => import('../features/views/routes/ColumnEditorRoute') },
          { path: ':object/view-detail/:id?', lazy: () => import('../features/views/routes/ViewDetailRoute') },
          { path: ':object/view-share/:id', lazy: () => import('../features/views/routes/ViewShareRoute') },
          { path: ':object/activity', lazy: () => import('../features/stream/routes/ObjectActivityRoute') },
          { path: ':object/detail/:id', lazy: () => import('../features/records/routes/RecordDetailRedirectRoute') },
          {
            path: ':object/:id',
            lazy: () => import('../features/records/routes/RecordDetailRoute'),
            children: [{ path: ':section', lazy: () => import('../features/records/routes/RecordSectionRoute') }],
          },
          { path: '*', lazy: () => import('../features/errors/routes/NotFoundRoute') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
