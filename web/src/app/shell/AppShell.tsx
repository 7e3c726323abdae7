import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, Outlet, useLoaderData, useLocation } from 'react-router';
import { Spinner } from '../../ui';
import { loginPathFor } from '../errors/errorRouter';
import { preloadRouteQuery } from '../relay/preload';
import { AriaRouter } from '../AriaRouter';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { MainMenu } from './MainMenu';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { ProfilePanel } from '../../features/profile/components/ProfilePanel';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';
import styles from './AppShell.module.css';

const shellQuery = graphql`
  query AppShellQuery {
    viewer {
      ...MainMenu_viewer
      ...NotificationBell_viewer
      ...ProfilePanel_viewer
    }
  }
`;

export function loader() {
  return preloadRouteQuery<AppShellQuery>('shell', shellQuery, {});
}

/** The frame around every signed-in page: top bar (menu, notifications, profile) and the main landmark. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<AppShellQuery>;
  const data = usePreloadedQuery<AppShellQuery>(shellQuery, queryRef);
  const location = useLocation();

  if (!data.viewer) return <Navigate to={loginPathFor(location)} replace />;

  return (
    <AriaRouter>
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          Business Suite
        </Link>
        <MainMenu viewer={data.viewer} />
        <div className={styles.tools}>
          <NotificationBell viewer={data.viewer} />
          <ProfilePanel viewer={data.viewer} />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
    </AriaRouter>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
