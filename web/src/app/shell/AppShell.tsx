import { Suspense } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../ui';
import { loginPathFor } from '../errors/errorRouter';
import { environment } from '../relay/environment';
import { preloadRouteQuery, type RouteFetchPolicy } from '../relay/preload';
import { AriaRouter } from '../AriaRouter';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { ProfilePanel } from '../../features/profile/components/ProfilePanel';
import { BookmarkButton } from '../../features/organisers/components/BookmarkButton';
import { TodoButton } from '../../features/organisers/components/TodoButton';
import { PaneHost } from '../../features/records/panes/PaneHost';
import { WaitIndicator } from './WaitIndicator';
import { AdoptBrowserTimeZone } from './AdoptBrowserTimeZone';
import { PlanPrompts } from '../../features/plans/components/PlanPromptsLoader';
import { QuickSearchField } from '../../features/search/components/QuickSearchField';
import { QuickAddButton } from '../../features/panels/components/QuickAddButton';
import { useLookupChangedSubscription } from '../../features/panels/realtime/useLookupChangedSubscription';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';
import type { AppShell_query$key } from './__generated__/AppShell_query.graphql';
import styles from './AppShell.module.css';

// What the top bar shows. Route queries spread it (`...AppShell_query @include(if: $withShell)`) on a page's first
// load, so a full page load asks one request for the frame and the page (web/src/app/relay/preload.ts); the
// shell then reads it from the store. A page whose query does not carry it makes the shell ask for it itself.
// PlanPrompts_viewer is read by PlanPromptsLoader, which loads PlanPrompts when the plan has a prompt.
/* eslint-disable relay/must-colocate-fragment-spreads */
const shellFragment = graphql`
  fragment AppShell_query on Query {
    viewer {
      ...MainMenu_viewer
      ...NotificationBell_viewer
      ...TodoButton_viewer
      ...ProfilePanel_viewer
      ...PaneHost_viewer
      ...AdoptBrowserTimeZone_viewer
      ...PlanPrompts_viewer
      ...MobileMenu_viewer
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export const shellQuery = graphql`
  query AppShellQuery {
    ...AppShell_query
  }
`;

/** Whether the top bar's data (AppShell_query) is already in the store. */
export function shellLoaded(): boolean {
  return environment.check(createOperationDescriptor(getRequest(shellQuery), {})).status === 'available';
}

/**
 * For route queries that spread `...AppShell_query @include(if: $withShell)`: on a page's first load (the shell's
 * data not in the store yet) the route's request also brings the top bar's, and the navigation waits for it so the
 * shell finds it in the store instead of asking a second time; later navigations ask the route's data only
 * (with `fetchPolicy`).
 */
export async function preloadRouteQueryWithShell<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: Omit<VariablesOf<T>, 'withShell'>,
  fetchPolicy: RouteFetchPolicy = 'store-or-network',
): Promise<PreloadedQuery<T>> {
  const withShell = !shellLoaded();
  const all = { ...variables, withShell } as VariablesOf<T>;
  if (!withShell) return preloadRouteQuery<T>(routeKey, query, all, fetchPolicy);
  await fetchQuery<T>(environment, getRequest(query), all, { fetchPolicy: 'network-only' }).toPromise();
  return preloadRouteQuery<T>(routeKey, query, all);
}

/** Reads the frame again (the viewer's preferences after the shell saved the browser's time zone). */
const refetchShell = () => void fetchQuery<AppShellQuery>(environment, shellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});

/** Small screens: the To Do button gives way to the mobile menu (Notifications, To Dos, Timers). */
export const SMALL_SCREEN_QUERY = '(max-width: 640px)';

/** The frame around every signed-in page: top bar (menu, notifications, profile) and the main landmark. */
export function Component() {
  const query = useLazyLoadQuery<AppShellQuery>(shellQuery, {}, { fetchPolicy: 'store-or-network' });
  const data = useFragment<AppShell_query$key>(shellFragment, query);
  const location = useLocation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  useLookupChangedSubscription(shellQuery, Boolean(data.viewer));

  if (!data.viewer) return <Navigate to={loginPathFor(location)} replace />;

  return (
    <AriaRouter>
      <PaneHost viewer={data.viewer}>
        <AdoptBrowserTimeZone viewer={data.viewer} onAdopted={refetchShell} />
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
              <QuickSearchField />
              <QuickAddButton />
              {small ? null : <TodoButton viewer={data.viewer} />}
              <BookmarkButton />
              <NotificationBell viewer={data.viewer} />
              <ProfilePanel viewer={data.viewer} />
              {small ? <MobileMenu viewer={data.viewer} /> : null}
            </div>
          </header>
          <PlanPrompts viewer={data.viewer} />
          <main id="main" className={styles.main} tabIndex={-1}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </main>
          <WaitIndicator />
        </div>
      </PaneHost>
    </AriaRouter>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
