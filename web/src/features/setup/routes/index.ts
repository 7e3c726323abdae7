import type { RouteObject } from 'react-router';

/** The setup and account pages (and the subscription confirmation), lazily loaded. */
export const setupRoutes: RouteObject[] = [
  { path: 'setup', lazy: () => import('./SetupIndexRoute') },
  { path: 'setup/integration', lazy: () => import('./IntegrationRoute') },
  { path: 'setup/user', lazy: () => import('./UserAdminRoute') },
  { path: 'setup/extra-fields', lazy: () => import('./ExtraFieldsRoute') },
  { path: 'setup/company/detail', lazy: () => import('./CompanyDetailRoute') },
  { path: 'setup/personal-setup/profile-info', lazy: () => import('./ProfileInfoRoute') },
  { path: 'setup/plan/upgrade', lazy: () => import('./PlanUpgradeRoute') },
  { path: 'setup/plan-extension', lazy: () => import('../../plans/routes/PlanExtensionRoute') },
  { path: 'setup/plan', lazy: () => import('../../subscription/routes/ConfirmSubscriptionRoute') },
  { path: 'home/confirm-subscription', lazy: () => import('../../subscription/routes/ConfirmSubscriptionRoute') },
];
