import { Suspense, lazy } from 'react';
import { Spinner } from '../../../ui';
import { TopBarPanel } from '../../../ui/TopBarPanel';

// The panel loads when it first opens: the top bar itself carries no bookmark data.
const BookmarkPanel = lazy(() => import('./BookmarkPanel'));

/** The top bar's Bookmarks button: the user's folders, and bookmarking the current page. */
export function BookmarkButton() {
  return (
    <TopBarPanel
      label="Bookmarks"
      icon={
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2Z" />
        </svg>
      }
    >
      {(close) => (
        <Suspense fallback={<Spinner />}>
          <BookmarkPanel onNavigate={close} />
        </Suspense>
      )}
    </TopBarPanel>
  );
}
