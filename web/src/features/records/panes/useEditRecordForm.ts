import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { showMessage } from '../../../app/errors/messages';
import { useUpdateRecord, type UpdateRecordResult } from '../mutations/useUpdateRecord';
import { contactListChanges, usePartyContactValues } from './PartyContactFields';
import { changedValues, type RecordFormValues } from './recordForm';
import { useRecordFormType } from './RecordFormFields';
import { valuesOfRecord } from './recordValues';
import type { reloadRecord } from './reloadRecord';
import { useRecordValuesForm } from './useRecordValuesForm';
import type { useEditRecordForm_record$key } from './__generated__/useEditRecordForm_record.graphql';
import type { RecordFormFields_recordType$key } from './__generated__/RecordFormFields_recordType.graphql';

export const SAVED_MESSAGE = 'Item is saved.';

export interface EditRecordFormOptions {
  recordType: RecordFormFields_recordType$key;
  record: useEditRecordForm_record$key;
  /** Reads the record anew (Reload after a conflict). */
  reload: () => ReturnType<typeof reloadRecord>;
  onSaved: (result: UpdateRecordResult, values: RecordFormValues) => void;
  /** What was typed before the pane was minimised. */
  draft?: Readonly<RecordFormValues> | null;
}

/**
 * The edit form of an existing record, shared by the edit pane and the detail-info section: the record's values
 * (and a party's lists) as defaults, only the changed values sent with the version read, the reference texts
 * refreshed by Reload, and "Item is saved." on success.
 */
export function useEditRecordForm({ recordType, record: recordKey, reload, onSaved, draft = null }: EditRecordFormOptions) {
  const record = useFragment(
    graphql`
      fragment useEditRecordForm_record on Record {
        id
        version
        values {
          field
          value
          text
        }
        ... on Party {
          ...PartyContactFields_party @alias(as: "partyLists")
        }
      }
    `,
    recordKey,
  );
  // Organizations and people edit their addresses, phones and e-mails too.
  const party = record.partyLists != null;
  const type = useRecordFormType(recordType);
  const [update] = useUpdateRecord();
  const [initial] = useState(() => valuesOfRecord(record.values.map((v) => ({ field: v.field, value: v.value, text: v.text }))));
  const lists = usePartyContactValues(party ? (record.partyLists ?? null) : null);
  // The texts of references as last read: Reload brings the current ones.
  const [texts, setTexts] = useState(initial.texts);
  const form = useRecordValuesForm<UpdateRecordResult>({
    fields: type.fields,
    defaultValues: party ? { ...initial.values, ...lists } : initial.values,
    version: record.version,
    save: (values, dirty, version) =>
      update(
        record.id,
        { ...changedValues(type.fields, values, dirty), ...(party ? contactListChanges(values, dirty) : {}) },
        version ?? record.version,
      ),
    reload: async () => {
      const fresh = await reload();
      if (fresh) setTexts(fresh.texts);
      return fresh;
    },
    success: 'UpdateRecordSuccess',
    onSaved: (result, values) => {
      showMessage(SAVED_MESSAGE);
      onSaved(result, values);
    },
    noun: type.label.toLowerCase(),
    draft,
  });
  return { ...form, type, texts, party };
}
