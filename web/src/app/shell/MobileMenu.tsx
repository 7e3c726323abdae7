import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Spinner } from '../../ui/Feedback';
import { TopBarPanel } from '../../ui/TopBarPanel';
import type { MobileMenu_viewer$key } from './__generated__/MobileMenu_viewer.graphql';

// The tabs and the notification list load when the menu first opens: the top bar carries only the badge.
const MobileMenuPanel = lazy(() => import('./MobileMenuPanel'));

/**
 * The small screens' menu: Notifications, To Dos and Timers in one panel (Timers hidden for freemium users, whose
 * plan has no task timers). Each tab's content loads when first shown.
 */
export function MobileMenu({ viewer }: { viewer: MobileMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MobileMenu_viewer on Viewer {
        notificationBadge
        ...MobileMenuPanel_viewer
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
        <Suspense fallback={<Spinner />}>
          <MobileMenuPanel viewer={data} onNavigate={close} />
        </Suspense>
      )}
    </TopBarPanel>
  );
}
