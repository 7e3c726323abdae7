import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Spinner } from '../../../ui';
import { TopBarPanel } from '../../../ui/TopBarPanel';
import type { TodoButton_viewer$key } from './__generated__/TodoButton_viewer.graphql';

// The panel (lists, forms, dialogs) loads when it first opens: the top bar itself carries only the badge.
const TodoPanel = lazy(() => import('./TodoPanel'));

/** The top bar's To Do button: open todos (capped at 20 by the server) and the todo panel. */
export function TodoButton({ viewer }: { viewer: TodoButton_viewer$key }) {
  const { todoBadge } = useFragment(
    graphql`
      fragment TodoButton_viewer on Viewer {
        todoBadge
      }
    `,
    viewer,
  );
  return (
    <TopBarPanel
      label="To Do"
      count={todoBadge}
      countWord="open"
      badgeTestId="todo-badge"
      icon={
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
        </svg>
      }
    >
      <Suspense fallback={<Spinner />}>
        <TodoPanel />
      </Suspense>
    </TopBarPanel>
  );
}
