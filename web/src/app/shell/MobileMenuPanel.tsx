import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Spinner } from '../../ui/Feedback';
import { NotificationPanel } from '../../features/notifications/components/NotificationPanel';
import type { MobileMenuPanel_viewer$key } from './__generated__/MobileMenuPanel_viewer.graphql';
import styles from './AppShell.module.css';

const TodoPanel = lazy(() => import('../../features/organisers/components/TodoPanel'));
const RunningTimers = lazy(() => import('../../features/panels/components/RunningTimers'));

export interface MobileMenuPanelProps {
  viewer: MobileMenuPanel_viewer$key;
  onNavigate: () => void;
}

/** The mobile menu's tabs (loaded on first opening); each tab's content loads when first shown. */
export default function MobileMenuPanel({ viewer, onNavigate }: MobileMenuPanelProps) {
  const data = useFragment(
    graphql`
      fragment MobileMenuPanel_viewer on Viewer {
        isFree
        ...NotificationPanel_viewer
      }
    `,
    viewer,
  );
  // Freemium users have no Timers tab (the plan has no task timers).
  const isFree = data.isFree;
  return (
    <Tabs className={styles.mobileMenu}>
      <TabList aria-label="Menu">
        <Tab id="notifications">Notifications</Tab>
        <Tab id="todos">To Dos</Tab>
        {isFree ? null : <Tab id="timers">Timers</Tab>}
      </TabList>
      <TabPanel id="notifications">
        <NotificationPanel viewer={data} onNavigate={onNavigate} />
      </TabPanel>
      <TabPanel id="todos">
        <Suspense fallback={<Spinner />}>
          <TodoPanel />
        </Suspense>
      </TabPanel>
      {isFree ? null : (
        <TabPanel id="timers">
          <Suspense fallback={<Spinner />}>
            <RunningTimers onNavigate={onNavigate} />
          </Suspense>
        </TabPanel>
      )}
    </Tabs>
  );
}
