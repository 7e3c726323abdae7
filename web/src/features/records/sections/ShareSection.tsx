import { Suspense, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Checkbox } from 'react-aria-components';
import { Alert, Button, RecordTable, Spinner, layoutStyles } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { canSaveRecord } from '../../../app/permissions';
import { showMessage } from '../../../app/errors/messages';
import { useDeleteShares, useShareRecord } from '../mutations/useShareMutations';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { ShareSection_query$key } from './__generated__/ShareSection_query.graphql';
import type { ShareSectionShareesQuery } from './__generated__/ShareSectionShareesQuery.graphql';
import type { ShareSection_record$key } from './__generated__/ShareSection_record.graphql';
import styles from '../components/Record.module.css';
import fieldStyles from '../../../ui/Field.module.css';

export const SHARES_DELETED_MESSAGE = 'Shares has been deleted.';

// Who a record can be shared with: asked when the editor opens (or on intent: hovering or focusing Add share),
// not with every detail page.
const shareesQuery = graphql`
  query ShareSectionShareesQuery {
    users {
      id
      fullName
    }
    groups {
      id
      name
    }
  }
`;

type Access = 'READ' | 'WRITE' | 'LOCK';
const ACCESS_OPTIONS: readonly { id: Access; label: string }[] = [
  { id: 'READ', label: 'Read' },
  { id: 'WRITE', label: 'Write' },
  { id: 'LOCK', label: 'Lock' },
];
const ACCESS_LABEL: Record<string, string> = { READ: 'Read', WRITE: 'Write', LOCK: 'Lock' };
const COLUMNS = ['Select', 'Shared with', 'Type', 'Access', 'Object access'] as const;

/** share: who the record is shared with; add a user or group share; delete the selected ones. */
export function ShareSection({ context, label }: { context: RecordSectionContext; label: string }) {
  // The shares come with the detail page's query (its alias answers on this tab only).
  const data = useFragment<ShareSection_query$key>(
    graphql`
      fragment ShareSection_query on Query
      @argumentDefinitions(object: { type: "String!" }, id: { type: "ID!" }, sectionKey: { type: "String!" }) {
        share: detailSection(type: $object, id: $id, key: $sectionKey, kinds: [SHARE]) {
          record {
            ...ShareSection_record
            # The object access list covers the record types its sections list (its contacts, opportunities, …).
            type {
              sections {
                kind
                recordType {
                  name
                }
              }
            }
          }
        }
      }
    `,
    context.page,
  );
  if (!data.share) return null;
  const objectNames = [
    ...new Set(
      data.share.record.type.sections.map((s) => (s.kind === 'RECORDS' ? s.recordType?.name : null)).filter((n): n is string => Boolean(n)),
    ),
  ];
  return <Shares record={data.share.record} label={label} objectNames={objectNames} />;
}

interface SharesProps {
  record: ShareSection_record$key;
  label: string;
  objectNames: readonly string[];
}

function Shares({ record, label, objectNames }: SharesProps) {
  const data = useFragment(
    graphql`
      fragment ShareSection_record on Record {
        id
        permission
        shares {
          id
          shareeType
          name
          accessLevel
          objectAccess {
            objectName
            access
          }
        }
      }
    `,
    record,
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isEditing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleteShares, isDeleting] = useDeleteShares();
  const [sharees, loadSharees] = useQueryLoader<ShareSectionShareesQuery>(shareesQuery);
  const loadShareesOnce = () => {
    if (!sharees) loadSharees({}, { fetchPolicy: 'store-and-network' });
  };
  const canEdit = canSaveRecord(data.permission);

  const onDelete = async () => {
    setError(null);
    try {
      const result = await deleteShares(data.id, [...selected]);
      if (result.__typename === 'DeleteSharesSuccess') {
        setSelected(new Set());
        showMessage(result.message || SHARES_DELETED_MESSAGE);
      } else if (result.__typename === 'PermissionError' || result.__typename === 'NotFoundError') {
        setError(result.message);
      }
    } catch {
      // reported by the message region
    }
  };

  return (
    <section aria-labelledby="share-heading">
      <div className={styles.sectionHeader}>
        <h2 id="share-heading">
          {label} ({data.shares.length})
        </h2>
        {canEdit ? (
          <div className={styles.actions}>
            <Button variant="danger" isDisabled={selected.size === 0 || isDeleting} onPress={() => void onDelete()}>
              Delete selected
            </Button>
            <Button variant="primary" onIntent={loadShareesOnce} onPress={() => setEditing(true)} isDisabled={isEditing}>
              Add share
            </Button>
          </div>
        ) : null}
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <RecordTable
        label={label}
        columns={COLUMNS}
        rows={data.shares}
        rowKey={(share) => share.id}
        emptyMessage={<span className={layoutStyles.muted}>This record is not shared.</span>}
        renderRow={(share) => (
          <tr>
            <td>
              <Checkbox
                className={fieldStyles.checkbox}
                aria-label={`Select ${share.name}`}
                isSelected={selected.has(share.id)}
                isDisabled={!canEdit}
                onChange={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(share.id);
                  else next.delete(share.id);
                  setSelected(next);
                }}
              >
                <span className={fieldStyles.checkboxBox} aria-hidden="true" />
              </Checkbox>
            </td>
            <th scope="row">{share.name}</th>
            <td>{share.shareeType === 'GROUP' ? 'Group' : 'User'}</td>
            <td>{ACCESS_LABEL[share.accessLevel] ?? share.accessLevel}</td>
            <td>{share.objectAccess.map((o) => `${o.objectName}: ${ACCESS_LABEL[o.access] ?? o.access}`).join(', ') || '--'}</td>
          </tr>
        )}
      />
      {isEditing && sharees ? (
        <Suspense fallback={<Spinner />}>
          <ShareEditor recordId={data.id} sharees={sharees} objectNames={objectNames} onDone={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

interface ShareEditorProps {
  recordId: string;
  sharees: PreloadedQuery<ShareSectionShareesQuery>;
  objectNames: readonly string[];
  onDone: () => void;
}

/** The share editor: a user or a group, its access level, and per related object an access defaulting to Write. */
function ShareEditor({ recordId, sharees: shareesRef, objectNames, onDone }: ShareEditorProps) {
  const { users, groups } = usePreloadedQuery<ShareSectionShareesQuery>(shareesQuery, shareesRef);
  const [shareeType, setShareeType] = useState<'USER' | 'GROUP'>('USER');
  const [shareeId, setShareeId] = useState('');
  const [accessLevel, setAccessLevel] = useState<Access>('READ');
  const [objectAccess, setObjectAccess] = useState<Record<string, Access>>(() =>
    Object.fromEntries(objectNames.map((n) => [n, 'WRITE' as Access])),
  );
  const [error, setError] = useState<string | null>(null);
  const [share, isSharing] = useShareRecord();
  const sharees =
    shareeType === 'USER' ? users.map((u) => ({ id: u.id, label: u.fullName })) : groups.map((g) => ({ id: g.id, label: g.name }));

  const onSave = async () => {
    setError(null);
    try {
      const result = await share({
        id: recordId,
        shareeType,
        shareeId,
        accessLevel,
        objectAccess: Object.entries(objectAccess).map(([objectName, access]) => ({ objectName, access })),
      });
      if (result.__typename === 'ShareRecordSuccess') {
        showMessage('Item is saved.');
        onDone();
      } else if (
        result.__typename === 'ValidationError' ||
        result.__typename === 'PermissionError' ||
        result.__typename === 'NotFoundError'
      ) {
        setError(result.message);
      }
    } catch {
      // reported by the message region
    }
  };

  return (
    <div className={styles.shareEditor} role="group" aria-label="Share editor">
      {error ? <Alert>{error}</Alert> : null}
      <SelectField
        label="Share with"
        value={shareeType}
        options={[
          { id: 'USER', label: 'User' },
          { id: 'GROUP', label: 'Group' },
        ]}
        onChange={(value) => {
          setShareeType(value === 'GROUP' ? 'GROUP' : 'USER');
          setShareeId('');
        }}
      />
      <SelectField label={shareeType === 'USER' ? 'User' : 'Group'} value={shareeId} options={sharees} onChange={setShareeId} />
      <SelectField
        label="Access level"
        value={accessLevel}
        options={ACCESS_OPTIONS}
        onChange={(value) => setAccessLevel(value as Access)}
      />
      {objectNames.length > 0 ? (
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>Object access</legend>
          {objectNames.map((name) => (
            <SelectField
              key={name}
              label={name}
              value={objectAccess[name] ?? 'WRITE'}
              options={ACCESS_OPTIONS}
              onChange={(value) => setObjectAccess((current) => ({ ...current, [name]: value as Access }))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button variant="primary" isDisabled={!shareeId || isSharing} onPress={() => void onSave()}>
          Share
        </Button>
      </div>
    </div>
  );
}
