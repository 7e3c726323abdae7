import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

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
      {
        id: 'shell',
        lazy: () => import('./shell/AppShell'),
        children: [
          { index: true, lazy: () => import('../features/home/routes/HomeRoute') },
          { path: 'organization', lazy: () => import('../features/organizations/routes/OrganizationListRoute') },
          { path: 'organization/detail/:id', lazy: () => import('../features/organizations/routes/OrganizationDetailRoute') },
          { path: 'person', lazy: () => import('../features/people/routes/PersonListRoute') },
          { path: 'person/detail/:id', lazy: () => import('../features/people/routes/PersonDetailRoute') },
          { path: 'home/not-found', lazy: () => import('../features/errors/routes/NotFoundRoute') },
          { path: 'home/upgradepermission', lazy: () => import('../features/errors/routes/UpgradePermissionRoute') },
          { path: '*', lazy: () => import('../features/errors/routes/NotFoundRoute') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
