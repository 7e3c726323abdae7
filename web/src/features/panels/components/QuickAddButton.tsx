import { Suspense, lazy } from 'react';
import { Spinner } from '../../../ui';
import { TopBarPanel } from '../../../ui/TopBarPanel';

// The panel loads when it first opens: the top bar itself carries no quick add data.
const QuickAddPanel = lazy(() => import('./QuickAddPanel'));

/** The top bar's quick add button: the "Add New" panel. */
export function QuickAddButton() {
  return (
    <TopBarPanel
      label="Add New"
      icon={
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z" />
        </svg>
      }
    >
      {(close) => (
        <Suspense fallback={<Spinner />}>
          <QuickAddPanel onChosen={close} />
        </Suspense>
      )}
    </TopBarPanel>
  );
}
