import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../ui';
import { usePanes } from '../../records/panes/paneApi';
import type { QuickAddPanelQuery } from './__generated__/QuickAddPanelQuery.graphql';
import styles from './Panels.module.css';

/** "Add New": the general quick actions and the object list; each opens the type's edit pane. */
export default function QuickAddPanel({ onChosen }: { onChosen: () => void }) {
  const { quickAdd } = useLazyLoadQuery<QuickAddPanelQuery>(
    graphql`
      query QuickAddPanelQuery {
        quickAdd {
          general {
            name
            label
            canAdd
          }
          objectList {
            name
            label
            canAdd
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { openPane } = usePanes();
  const entry = (t: { name: string; label: string; canAdd: boolean }) => (
    <li key={t.name}>
      <Button
        variant="secondary"
        isDisabled={!t.canAdd}
        onPress={() => {
          onChosen();
          openPane({ type: t.name });
        }}
      >
        {t.label}
      </Button>
    </li>
  );
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>Add New</h2>
      <section aria-label="Quick actions">
        <ul className={styles.grid}>{quickAdd.general.map(entry)}</ul>
      </section>
      <section aria-label="Objects">
        <h3 className={styles.subtitle}>Objects</h3>
        <ul className={styles.grid}>{quickAdd.objectList.map(entry)}</ul>
      </section>
    </div>
  );
}
