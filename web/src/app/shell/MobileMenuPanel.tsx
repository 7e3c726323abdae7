import { Suspense, lazy } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Spinner } from '../../ui/Feedback';
import { NotificationPanel } from '../../features/notifications/components/NotificationPanel';
import type { NotificationPanel_viewer$key } from '../../features/notifications/components/__generated__/NotificationPanel_viewer.graphql';
import styles from './AppShell.module.css';

const TodoPanel = lazy(() => import('../../features/organisers/components/TodoPanel'));
const RunningTimers = lazy(() => import('../../features/panels/components/RunningTimers'));

export interface MobileMenuPanelProps {
  viewer: NotificationPanel_viewer$key;
  /** Freemium: no Timers tab (the plan has no task timers). */
  isFree: boolean;
  onNavigate: () => void;
}

/** The mobile menu's tabs (loaded on first opening); each tab's content loads when first shown. */
export default function MobileMenuPanel({ viewer, isFree, onNavigate }: MobileMenuPanelProps) {
  return (
    <Tabs className={styles.mobileMenu}>
      <TabList aria-label="Menu">
        <Tab id="notifications">Notifications</Tab>
        <Tab id="todos">To Dos</Tab>
        {isFree ? null : <Tab id="timers">Timers</Tab>}
      </TabList>
      <TabPanel id="notifications">
        <NotificationPanel viewer={viewer} onNavigate={onNavigate} />
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
