import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router';
import { Alert, Button, Spinner } from '../../../ui';
import { MessageDialog } from '../../../ui/MessageDialog';
import type { RecycleBinDialogQuery } from './__generated__/RecycleBinDialogQuery.graphql';
import type { RecycleBinDialogRestoreMutation } from './__generated__/RecycleBinDialogRestoreMutation.graphql';
import styles from './Panels.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The profile panel's Recycle Bin (a dialog, loaded when first opened). */
export default function RecycleBinDialog({ onClose }: { onClose: () => void }) {
  return (
    <MessageDialog isOpen title="Recycle Bin" onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <RecycleBin onNavigate={onClose} />
      </Suspense>
    </MessageDialog>
  );
}

/** The Recycle Bin's content: the user's deleted records, each restorable. */
function RecycleBin({ onNavigate }: { onNavigate: () => void }) {
  const { viewer } = useLazyLoadQuery<RecycleBinDialogQuery>(
    graphql`
      query RecycleBinDialogQuery {
        viewer {
          recycleBin {
            id
            name
            typeLabel
            deletedAt
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [restore, restoring] = useMutation<RecycleBinDialogRestoreMutation>(graphql`
    mutation RecycleBinDialogRestoreMutation($id: ID!) {
      restoreDeletedItem(id: $id) {
        __typename
        ... on RestoreDeletedItemSuccess {
          name
          url
          viewer {
            recycleBin {
              id
              name
              typeLabel
              deletedAt
            }
          }
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; url?: string } | null>(null);
  const items = viewer?.recycleBin ?? [];
  return (
    <div>
      {outcome ? (
        <Alert tone={outcome.ok ? 'info' : 'error'}>
          {outcome.url ? (
            <Link to={outcome.url} onClick={onNavigate}>
              {outcome.text}
            </Link>
          ) : (
            outcome.text
          )}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.muted}>The Recycle Bin is empty.</p>
      ) : (
        <ul className={styles.list} aria-label="Deleted records">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>
                {item.name} <span className={styles.muted}>· {item.typeLabel}</span>
                <br />
                <span className={styles.muted}>Deleted {dateFormat.format(new Date(String(item.deletedAt)))}</span>
              </span>
              <Button
                variant="secondary"
                isDisabled={restoring}
                aria-label={`Restore ${item.name}`}
                onPress={() =>
                  restore({
                    variables: { id: item.id },
                    onCompleted: ({ restoreDeletedItem: r }) =>
                      setOutcome(
                        r.__typename === 'RestoreDeletedItemSuccess'
                          ? { ok: true, text: `${r.name} is restored`, url: r.url }
                          : { ok: false, text: r.__typename === 'NotFoundError' ? r.message : 'Could not restore' },
                      ),
                    onError: () => setOutcome({ ok: false, text: 'Could not restore' }),
                  })
                }
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
