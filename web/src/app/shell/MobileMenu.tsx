import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Spinner } from '../../ui';
import { TopBarPanel } from '../../ui/TopBarPanel';
import { NotificationPanel } from '../../features/notifications/components/NotificationPanel';
import type { MobileMenu_viewer$key } from './__generated__/MobileMenu_viewer.graphql';
import styles from './AppShell.module.css';

const TodoPanel = lazy(() => import('../../features/organisers/components/TodoPanel'));
const RunningTimers = lazy(() => import('../../features/panels/components/RunningTimers'));

/**
 * The small screens' menu: Notifications, To Dos and Timers in one panel (Timers hidden for freemium users, whose
 * plan has no task timers). Each tab's content loads when first shown.
 */
export function MobileMenu({ viewer }: { viewer: MobileMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MobileMenu_viewer on Viewer {
        isFree
        notificationBadge
        ...NotificationPanel_viewer
      }
    `,
    viewer,
  );
  return (
    <TopBarPanel
      label="Menu"
      count={data.notificationBadge}
      countWord="unread"
      icon={
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      }
    >
      {(close) => (
        <Tabs className={styles.mobileMenu}>
          <TabList aria-label="Menu">
            <Tab id="notifications">Notifications</Tab>
            <Tab id="todos">To Dos</Tab>
            {data.isFree ? null : <Tab id="timers">Timers</Tab>}
          </TabList>
          <TabPanel id="notifications">
            <NotificationPanel viewer={data} onNavigate={close} />
          </TabPanel>
          <TabPanel id="todos">
            <Suspense fallback={<Spinner />}>
              <TodoPanel />
            </Suspense>
          </TabPanel>
          {data.isFree ? null : (
            <TabPanel id="timers">
              <Suspense fallback={<Spinner />}>
                <RunningTimers onNavigate={close} />
              </Suspense>
            </TabPanel>
          )}
        </Tabs>
      )}
    </TopBarPanel>
  );
}
