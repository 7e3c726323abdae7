import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Alert, Button } from '../../../ui';
import { showToast } from '../../../ui/Toast';
import type { RowRenderProps } from '../../../ui/VirtualTable';
import { FieldDisplay } from '../fields/FieldDisplay';
import { usePanes } from '../panes/paneApi';
import { rowColumnsVariables, type RowColumns } from './rowColumns';
import { useSaveRecordItem } from './useListActions';
import type { RecordRow_record$data, RecordRow_record$key } from './__generated__/RecordRow_record.graphql';
import type { RecordRow_recordType$key } from './__generated__/RecordRow_recordType.graphql';
import styles from './RecordList.module.css';

// The inputs (selects, user and record pickers, dates) load when a row is first edited: a list that is only read
// does not fetch them (about 30 KiB gzip of the list's first load).
const FieldInput = lazy(() => import('../fields/FieldInput').then((m) => ({ default: m.FieldInput })));

/** The list page's row: selection, inline edit and actions. */
export interface EditableRowProps {
  layout: 'editable';
  rowProps: RowRenderProps;
  /** The list's row columns: a saved row is read back with them. */
  rowColumns: RowColumns;
  /** The list's type: which fields a cell may edit, and their inputs. */
  recordType: RecordRow_recordType$key;
  isSelected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Only one row edits at a time: the list says which. */
  isEditing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  onDelete: () => void;
}

/** The list's card mode: each card names its values with the list's column labels. */
export interface CardRowProps {
  layout: 'card';
  labelOf: (field: string) => string;
}

export type RecordRowProps = { record: RecordRow_record$key } & ({ layout?: 'plain' } | CardRowProps | EditableRowProps);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A record of any list, from the values of its columns in order (`RowColumns`) (the first links to the record): a plain row
 * (sections), a card (the list's card mode) or the list page's editable row.
 */
export function RecordRow(props: RecordRowProps) {
  const data = useFragment(
    graphql`
      fragment RecordRow_record on Record
      @argumentDefinitions(
        listType: { type: "String" }
        view: { type: "ID" }
        defaultView: { type: "Boolean" }
        listFields: { type: "[String!]" }
      ) {
        id
        name
        url
        version
        permission
        values: columnValues(type: $listType, view: $view, defaultView: $defaultView, fields: $listFields) {
          field
          value
          text
          ...FieldDisplay_value
        }
      }
    `,
    props.record,
  );
  if (props.layout === 'editable') return <EditableRow {...props} data={data} />;
  const [first, ...rest] = data.values;
  const title = <Link to={data.url}>{first?.text || data.name || '--'}</Link>;
  if (props.layout === 'card') {
    return (
      <li className={styles.card}>
        {title}
        <dl>
          {rest.map((value) => (
            <div key={value.field} className={styles.cardField}>
              <dt>{props.labelOf(value.field)}</dt>
              <dd>
                <FieldDisplay value={value} />
              </dd>
            </div>
          ))}
        </dl>
      </li>
    );
  }
  return (
    <tr>
      <th scope="row">{title}</th>
      {rest.map((value) => (
        <td key={value.field}>
          <FieldDisplay value={value} />
        </td>
      ))}
    </tr>
  );
}

/**
 * One row of the list page: a selection checkbox, the values of its columns in order (the first links to the
 * record), and its actions (Preview opens the preview pane, spec `{object}/preview`). In edit mode the editable cells become inputs; Save sends the changed ones
 * (`saveRecordItem`), Cancel restores what the row showed, and a refused save keeps what was typed.
 */
function EditableRow(props: EditableRowProps & { data: RecordRow_record$data }) {
  const type = useFragment(
    graphql`
      fragment RecordRow_recordType on RecordType {
        name
        fields {
          name
          readOnly
          refType
          ...FieldInput_field
        }
      }
    `,
    props.recordType,
  );
  const { data, rowProps, rowColumns, isSelected, onSelectedChange, isEditing, onEdit, onEditEnd, onDelete } = props;
  const [save, saving] = useSaveRecordItem();
  const { openPreview } = usePanes();
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const label = data.name || '--';
  const canWrite = data.permission !== 'READ';
  // A reference to any type (a task's parent) is edited in the edit pane, not in a cell.
  const editable = (field: string) => type.fields.find((f) => f.name === field && !f.readOnly && f.refType !== '*');

  const startEdit = () => {
    setDraft(Object.fromEntries(data.values.filter((v) => editable(v.field)).map((v) => [v.field, v.value])));
    setErrors({});
    setFailure(null);
    onEdit();
  };
  const endEdit = () => {
    setErrors({});
    setFailure(null);
    onEditEnd();
  };
  const submit = async () => {
    const original = new Map(data.values.map((v) => [v.field, v.value]));
    const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => !same(v, original.get(k))));
    if (Object.keys(changed).length === 0) return endEdit();
    try {
      const result = await save({ input: { id: data.id, version: data.version, values: changed }, ...rowColumnsVariables(rowColumns) });
      if (result.__typename === 'SaveRecordItemSuccess') {
        showToast({ message: result.message ?? 'Item is saved.' });
        endEdit();
      } else {
        const fieldErrors = result.fields ?? [];
        setErrors(Object.fromEntries(fieldErrors.map((f) => [f.field, f.message])));
        setFailure(fieldErrors.some((f) => f.field in draft) ? null : (result.message ?? 'The row could not be saved.'));
      }
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The row could not be saved.');
    }
  };

  return (
    <tr
      {...rowProps}
      aria-selected={isSelected}
      className={isEditing ? styles.editing : undefined}
      // Escape in a row being edited cancels, as the Cancel button does.
      onKeyDown={(e) => {
        if (isEditing && e.key === 'Escape') endEdit();
      }}
    >
      <td className={styles.selectCell}>
        <input
          type="checkbox"
          aria-label={`Select ${label}`}
          checked={isSelected}
          onChange={(e) => onSelectedChange(e.currentTarget.checked)}
        />
      </td>
      {data.values.map((value, i) => {
        const field = isEditing ? editable(value.field) : undefined;
        const Cell = i === 0 ? 'th' : 'td';
        return (
          <Cell key={value.field} {...(i === 0 ? { scope: 'row' } : {})}>
            {field ? (
              <div className={styles.inlineInput}>
                <Suspense fallback={<span className={styles.inputLoading}>{value.text ?? ''}</span>}>
                  <FieldInput
                    field={field}
                    value={draft[value.field]}
                    valueText={value.text}
                    onChange={(v) => setDraft((d) => ({ ...d, [value.field]: v }))}
                    error={errors[value.field]}
                  />
                </Suspense>
              </div>
            ) : i === 0 ? (
              <Link to={data.url}>{value.text || data.name || '--'}</Link>
            ) : (
              <FieldDisplay value={value} />
            )}
          </Cell>
        );
      })}
      <td className={styles.actionsCell}>
        {isEditing ? (
          <div className={styles.rowActions}>
            <Button variant="primary" onPress={() => void submit()} isDisabled={saving} aria-label={`Save ${label}`}>
              Save
            </Button>
            <Button variant="secondary" onPress={endEdit} aria-label={`Cancel editing ${label}`}>
              Cancel
            </Button>
            {failure ? <Alert>{failure}</Alert> : null}
          </div>
        ) : (
          <div className={styles.rowActions}>
            <Button variant="quiet" onPress={() => openPreview({ type: type.name, id: data.id })} aria-label={`Preview ${label}`}>
              Preview
            </Button>
            <Button variant="quiet" onPress={startEdit} isDisabled={!canWrite} aria-label={`Edit ${label}`}>
              Edit
            </Button>
            <Button variant="quiet" onPress={onDelete} isDisabled={!canWrite} aria-label={`Delete ${label}`}>
              Delete
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
