import { lazy, Suspense, useCallback, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Button, DefinitionList, Spinner } from '../../../ui';
import { canSaveRecord } from '../../../app/permissions';
import { AddressList } from '../components/AddressList';
import { ContactList } from '../components/ContactList';
import { FieldDisplay } from '../fields/FieldDisplay';
import { reloadRecord } from '../panes/reloadRecord';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { DetailInfoSection_query$key } from './__generated__/DetailInfoSection_query.graphql';
import type { DetailInfoSection_record$key } from './__generated__/DetailInfoSection_record.graphql';
import type { RecordFormFields_recordType$key } from '../panes/__generated__/RecordFormFields_recordType.graphql';
import styles from '../components/Record.module.css';

// The edit mode's code (react-hook-form, the field inputs, react-aria's selects, combo boxes and date pickers) is
// most of a detail page's JavaScript and is used only after Edit: it loads on intent (hovering or focusing Edit) or,
// at the latest, on the press, with a "Loading…" status in the section meanwhile.
const DetailInfoForm = lazy(() => import('./DetailInfoForm').then((m) => ({ default: m.DetailInfoForm })));
const loadDetailInfoForm = () => void import('./DetailInfoForm');

export interface DetailInfoSectionProps {
  context: RecordSectionContext;
  label: string;
}

/** detail-info: every field of the record, editable in place (spec: detail form dirty rules). */
export function DetailInfoSection({ context, label }: DetailInfoSectionProps) {
  // The section's data comes with the detail page's query (its alias answers on this tab only).
  const data = useFragment<DetailInfoSection_query$key>(
    graphql`
      fragment DetailInfoSection_query on Query
      @argumentDefinitions(object: { type: "String!" }, id: { type: "ID!" }, sectionKey: { type: "String!" }) {
        detailInfo: detailSection(type: $object, id: $id, key: $sectionKey, kinds: [DETAIL_INFO]) {
          recordType {
            ...RecordFormFields_recordType
          }
          record {
            ...DetailInfoSection_record
          }
        }
      }
    `,
    context.page,
  );
  const environment = useRelayEnvironment();
  // Reload after a conflict: the record as it is now (the store, and so the fragment, take it too).
  const reload = useCallback(
    () => reloadRecord(environment, context.object, context.recordId),
    [environment, context.object, context.recordId],
  );
  if (!data.detailInfo) return null;
  return <DetailInfo recordType={data.detailInfo.recordType} record={data.detailInfo.record} label={label} reload={reload} />;
}

function DetailInfo({
  recordType,
  record,
  label,
  reload,
}: {
  recordType: RecordFormFields_recordType$key;
  record: DetailInfoSection_record$key;
  label: string;
  reload: () => ReturnType<typeof reloadRecord>;
}) {
  const data = useFragment(
    graphql`
      fragment DetailInfoSection_record on Record {
        permission
        values {
          label
          ...FieldDisplay_value
        }
        ... on Party {
          addresses {
            ...AddressList_addresses
          }
          ...ContactList_party @alias(as: "contacts")
        }
        ...DetailInfoForm_record
      }
    `,
    record,
  );
  const [isEditing, setEditing] = useState(false);
  const canSave = canSaveRecord(data.permission);
  return (
    <section aria-labelledby="detail-info-heading">
      <div className={styles.sectionHeader}>
        <h2 id="detail-info-heading">{label}</h2>
        {!isEditing && canSave ? (
          <Button variant="secondary" onHoverStart={loadDetailInfoForm} onFocus={loadDetailInfoForm} onPress={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {isEditing ? (
        <Suspense fallback={<Spinner />}>
          <DetailInfoForm recordType={recordType} record={data} canSave={canSave} reload={reload} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <DefinitionList items={data.values.map((v) => ({ term: v.label, value: <FieldDisplay value={v} /> }))} />
          {data.addresses ? <AddressList addresses={data.addresses} /> : null}
          {data.contacts ? <ContactList party={data.contacts} /> : null}
        </>
      )}
    </section>
  );
}
