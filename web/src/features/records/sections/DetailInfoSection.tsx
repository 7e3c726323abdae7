import { lazy, Suspense, useCallback, useState, type ComponentProps } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Button, DefinitionList, Spinner } from '../../../ui';
import { canSaveRecord } from '../../../app/permissions';
import { AddressList } from '../components/AddressList';
import { ContactList } from '../components/ContactList';
import { FieldDisplay } from '../fields/FieldDisplay';
import { reloadRecord } from '../panes/reloadRecord';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { DetailInfoSection_query$key } from './__generated__/DetailInfoSection_query.graphql';
import type { DetailInfoSection_record$key } from './__generated__/DetailInfoSection_record.graphql';
import type { DetailInfoSectionFormQuery } from './__generated__/DetailInfoSectionFormQuery.graphql';
import styles from '../components/Record.module.css';

// The edit mode's code (react-hook-form, the field inputs, react-aria's selects, combo boxes and date pickers) is
// most of a detail page's JavaScript and is used only after Edit: it loads on intent (hovering or focusing Edit) or,
// at the latest, on the press, with a "Loading…" status in the section meanwhile.
const DetailInfoForm = lazy(() => import('./DetailInfoForm').then((m) => ({ default: m.DetailInfoForm })));
const loadDetailInfoForm = () => void import('./DetailInfoForm');

// The form's fields (labels, kinds, options, rules: ~5 KiB for an organization) come with the same intent, not with
// every visit of the tab: reading a record needs its values only. The URL's type gives the form, so a lead's record
// (an Organization) is edited with the Lead form.
const formQuery = graphql`
  query DetailInfoSectionFormQuery($type: String!) {
    recordType(name: $type) {
      ...RecordFormFields_recordType
    }
  }
`;

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
  return <DetailInfo formType={context.urlSegment} record={data.detailInfo.record} label={label} reload={reload} />;
}

function DetailInfo({
  formType,
  record,
  label,
  reload,
}: {
  /** The URL's type (its segment), whose form edits the record. */
  formType: string;
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
  const [form, loadForm] = useQueryLoader<DetailInfoSectionFormQuery>(formQuery);
  const prepareEdit = () => {
    loadDetailInfoForm();
    if (!form) loadForm({ type: formType }, { fetchPolicy: 'store-or-network' });
  };
  const canSave = canSaveRecord(data.permission);
  return (
    <section aria-labelledby="detail-info-heading">
      <div className={styles.sectionHeader}>
        <h2 id="detail-info-heading">{label}</h2>
        {!isEditing && canSave ? (
          <Button variant="secondary" onIntent={prepareEdit} onPress={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {isEditing ? (
        <Suspense fallback={<Spinner />}>
          {form ? <EditForm form={form} record={data} canSave={canSave} reload={reload} onDone={() => setEditing(false)} /> : <Spinner />}
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

type DetailInfoFormProps = ComponentProps<typeof DetailInfoForm>;

/** The form, once its fields have loaded (the Suspense above shows "Loading…" meanwhile). */
function EditForm({ form, ...props }: Omit<DetailInfoFormProps, 'recordType'> & { form: PreloadedQuery<DetailInfoSectionFormQuery> }) {
  const { recordType } = usePreloadedQuery<DetailInfoSectionFormQuery>(formQuery, form);
  if (!recordType) return <p role="alert">This record type cannot be edited here.</p>;
  return <DetailInfoForm recordType={recordType} {...props} />;
}
