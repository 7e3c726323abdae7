import { useState, type FormEvent } from 'react';
import { Checkbox } from 'react-aria-components';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Alert, Button, Card, layoutStyles } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import fieldStyles from '../../../ui/Field.module.css';
import { showMessage } from '../../../app/errors/messages';
import type {
  ExtraFieldDefinitionsQuery,
  ExtraFieldDefinitionsQuery$data,
  ExtraFieldType,
} from './__generated__/ExtraFieldDefinitionsQuery.graphql';
import type { ExtraFieldDefinitionsCreateMutation } from './__generated__/ExtraFieldDefinitionsCreateMutation.graphql';
import type { ExtraFieldDefinitionsUpdateMutation } from './__generated__/ExtraFieldDefinitionsUpdateMutation.graphql';
import type { ExtraFieldDefinitionsDeleteMutation } from './__generated__/ExtraFieldDefinitionsDeleteMutation.graphql';

type List = Extract<ExtraFieldDefinitionsQuery$data['extraFieldDefinitions'], { __typename: 'ExtraFieldDefinitionList' }>;
type Definition = List['definitions'][number];

const TYPES: { id: ExtraFieldType; label: string }[] = [
  { id: 'TEXT', label: 'Text' },
  { id: 'TEXTAREA', label: 'Text area' },
  { id: 'URL', label: 'URL' },
  { id: 'NUMBER', label: 'Number' },
  { id: 'DATE', label: 'Date' },
  { id: 'PERSON', label: 'Person' },
  { id: 'ACCOUNT', label: 'Account' },
  { id: 'USER', label: 'User' },
  { id: 'RADIO', label: 'Radio' },
  { id: 'CHECKBOX', label: 'Checkbox' },
  { id: 'SELECT', label: 'Select' },
];
const WITH_OPTIONS = new Set<ExtraFieldType>(['SELECT', 'RADIO']);
const NO_CONDITION = '';

interface Draft {
  name: string;
  fieldType: ExtraFieldType;
  isRequired: boolean;
  numberOfColumn: string;
  options: string;
  conditionField: string;
  conditionValue: string;
}
const EMPTY: Draft = {
  name: '',
  fieldType: 'TEXT',
  isRequired: false,
  numberOfColumn: '1',
  options: '',
  conditionField: NO_CONDITION,
  conditionValue: '',
};

const draftOf = (d: Definition): Draft => ({
  name: d.name,
  fieldType: d.fieldType,
  isRequired: d.isRequired,
  numberOfColumn: String(d.numberOfColumn),
  options: d.options.map((o) => o.label).join('\n'),
  conditionField: d.condition?.field ?? NO_CONDITION,
  conditionValue: d.condition?.value ?? '',
});

/** The input of a draft: options one per line (the label is the stored value), a condition when a field is chosen. */
const inputOf = (d: Draft) => ({
  name: d.name,
  fieldType: d.fieldType,
  isRequired: d.isRequired,
  numberOfColumn: Number(d.numberOfColumn),
  options: d.options
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => ({ value: l, label: l })),
  condition: d.conditionField ? { field: d.conditionField, value: d.conditionValue } : null,
});

const SAVED = graphql`
  fragment ExtraFieldDefinitions_definition on ExtraFieldDefinition {
    id
    name
    fieldType
    isRequired
    numberOfColumn
    sortOrder
    options {
      value
      label
    }
    condition {
      field
      value
    }
  }
`;
void SAVED;

/** The definitions of one record type: list, add, edit, reorder and delete (administrators; the bff refuses others). */
export function ExtraFieldDefinitions({ recordType }: { recordType: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ExtraFieldDefinitionsQuery>(
    graphql`
      query ExtraFieldDefinitionsQuery($recordType: String!) {
        extraFieldDefinitions(recordType: $recordType) {
          __typename
          ... on ExtraFieldDefinitionList {
            recordType
            definitions {
              ...ExtraFieldDefinitions_definition @relay(mask: false)
            }
            conditionFields {
              name
              label
              options {
                value
                label
              }
            }
          }
          ... on PermissionError {
            message
          }
        }
      }
    `,
    { recordType },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  const reload = () => setFetchKey((k) => k + 1);
  const [create, creating] = useMutation<ExtraFieldDefinitionsCreateMutation>(graphql`
    mutation ExtraFieldDefinitionsCreateMutation($input: CreateExtraFieldDefinitionInput!) {
      createExtraFieldDefinition(input: $input) {
        __typename
        ... on SaveExtraFieldDefinitionSuccess {
          definition {
            id
          }
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [update, updating] = useMutation<ExtraFieldDefinitionsUpdateMutation>(graphql`
    mutation ExtraFieldDefinitionsUpdateMutation($input: UpdateExtraFieldDefinitionInput!) {
      updateExtraFieldDefinition(input: $input) {
        __typename
        ... on SaveExtraFieldDefinitionSuccess {
          definition {
            ...ExtraFieldDefinitions_definition @relay(mask: false)
          }
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove, removing] = useMutation<ExtraFieldDefinitionsDeleteMutation>(graphql`
    mutation ExtraFieldDefinitionsDeleteMutation($id: ID!) {
      deleteExtraFieldDefinition(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Definition | null>(null);

  const result = data.extraFieldDefinitions;
  if (result.__typename !== 'ExtraFieldDefinitionList')
    return <Alert>{result.__typename === 'PermissionError' ? result.message : 'The extra fields could not be read.'}</Alert>;
  const list = result;
  const busy = creating || updating || removing;

  type Answer = { __typename: string; message?: string; fields?: readonly { field: string; message: string }[] };
  const done = (answer: Answer, saved: string) => {
    if (answer.__typename === 'SaveExtraFieldDefinitionSuccess' || answer.__typename === 'DeleteExtraFieldDefinitionSuccess') {
      setErrors({});
      setError(null);
      showMessage(saved);
      reload();
      return true;
    }
    setErrors(Object.fromEntries((answer.fields ?? []).map((f) => [f.field, f.message])));
    setError(answer.message ?? 'The extra field could not be saved.');
    return false;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim()) {
      setErrors({ name: 'Please complete all required fields' });
      return;
    }
    const input = inputOf(draft);
    if (editing)
      update({
        variables: { input: { id: editing, ...input } },
        onCompleted: (res) => {
          if (done(res.updateExtraFieldDefinition, 'Item is saved.')) {
            setEditing(null);
            setDraft(EMPTY);
          }
        },
        onError: (err) => setError(err.message),
      });
    else
      create({
        variables: { input: { recordType: list.recordType, sortOrder: (list.definitions.at(-1)?.sortOrder ?? 0) + 1, ...input } },
        onCompleted: (res) => {
          if (done(res.createExtraFieldDefinition, 'Item is saved.')) setDraft(EMPTY);
        },
        onError: (err) => setError(err.message),
      });
  };

  /** Swaps a definition with its neighbour: both get their new position (positions are renumbered 1…n). */
  const move = (index: number, by: -1 | 1) => {
    const order = [...list.definitions];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    const changed = order.map((d, i) => ({ d, sortOrder: i + 1 })).filter(({ d, sortOrder }) => d.sortOrder !== sortOrder);
    let pending = changed.length;
    for (const { d, sortOrder } of changed)
      update({
        variables: { input: { id: d.id, sortOrder } },
        onCompleted: (res) => {
          if (--pending === 0) void done(res.updateExtraFieldDefinition, 'Item is saved.');
        },
        onError: (err) => setError(err.message),
      });
  };

  const conditionField = list.conditionFields.find((f) => f.name === draft.conditionField);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <Card title="Fields">
        {list.definitions.length === 0 ? (
          <p>No extra fields yet.</p>
        ) : (
          <table className={layoutStyles.table} aria-label="Extra fields">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Columns</th>
                <th scope="col">Options</th>
                <th scope="col">Shown when</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.definitions.map((d, i) => (
                <tr key={d.id}>
                  <th scope="row">{d.name}</th>
                  <td>{TYPES.find((t) => t.id === d.fieldType)?.label ?? d.fieldType}</td>
                  <td>{d.isRequired ? 'Yes' : 'No'}</td>
                  <td>{d.numberOfColumn}</td>
                  <td>{d.options.map((o) => o.label).join(', ')}</td>
                  <td>{d.condition ? `${d.condition.field} = ${d.condition.value}` : ''}</td>
                  <td>
                    <Button
                      aria-label={`Edit ${d.name}`}
                      isDisabled={busy}
                      onPress={() => {
                        setEditing(d.id);
                        setDraft(draftOf(d));
                        setErrors({});
                      }}
                    >
                      Edit
                    </Button>
                    <Button aria-label={`Move ${d.name} up`} isDisabled={busy || i === 0} onPress={() => move(i, -1)}>
                      Up
                    </Button>
                    <Button
                      aria-label={`Move ${d.name} down`}
                      isDisabled={busy || i === list.definitions.length - 1}
                      onPress={() => move(i, 1)}
                    >
                      Down
                    </Button>
                    <Button aria-label={`Delete ${d.name}`} variant="danger" isDisabled={busy} onPress={() => setDeleting(d)}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title={editing ? 'Edit field' : 'Add a field'}>
        <form onSubmit={onSubmit} aria-label={editing ? 'Edit extra field' : 'Add extra field'} noValidate>
          <TextField label="Name" name="name" value={draft.name} onChange={set('name')} error={errors.name} isRequired maxLength={100} />
          <SelectField
            label="Field type"
            name="fieldType"
            options={TYPES}
            value={draft.fieldType}
            onChange={(v) => set('fieldType')(v as ExtraFieldType)}
            error={errors.fieldType}
          />
          <Checkbox className={fieldStyles.checkbox} isSelected={draft.isRequired} onChange={set('isRequired')}>
            <span className={fieldStyles.checkboxBox} aria-hidden="true" />
            Required
          </Checkbox>
          <SelectField
            label="Columns on forms"
            name="numberOfColumn"
            options={[
              { id: '1', label: '1 column' },
              { id: '2', label: '2 columns (full width)' },
            ]}
            value={draft.numberOfColumn}
            onChange={set('numberOfColumn')}
            error={errors.numberOfColumn}
          />
          {WITH_OPTIONS.has(draft.fieldType) ? (
            <TextField
              label="Options"
              name="options"
              multiline
              value={draft.options}
              onChange={set('options')}
              description="One option per line."
              error={errors.options}
              isRequired
            />
          ) : null}
          <SelectField
            label="Shown when"
            name="conditionField"
            options={[{ id: NO_CONDITION, label: 'Always' }, ...list.conditionFields.map((f) => ({ id: f.name, label: f.label }))]}
            value={draft.conditionField}
            onChange={(v) => setDraft((d) => ({ ...d, conditionField: v, conditionValue: '' }))}
            error={errors.condition}
          />
          {conditionField ? (
            <SelectField
              label={`${conditionField.label} is`}
              name="conditionValue"
              options={conditionField.options.map((o) => ({ id: o.value, label: o.label }))}
              value={draft.conditionValue}
              onChange={set('conditionValue')}
            />
          ) : null}
          <Button type="submit" variant="primary" isDisabled={busy}>
            {editing ? 'Save field' : 'Add field'}
          </Button>
          {editing ? (
            <Button
              onPress={() => {
                setEditing(null);
                setDraft(EMPTY);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          ) : null}
        </form>
      </Card>
      <ConfirmDialog
        isOpen={deleting !== null}
        message={`Delete the field ${deleting?.name ?? ''} and its values?`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting!;
          setDeleting(null);
          remove({
            variables: { id: d.id },
            onCompleted: (res) => void done(res.deleteExtraFieldDefinition, 'Item is deleted.'),
            onError: (err) => setError(err.message),
          });
        }}
      />
    </>
  );
}
