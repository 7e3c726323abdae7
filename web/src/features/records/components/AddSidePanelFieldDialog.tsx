import { Suspense, useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useMutation, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Alert, Button, Spinner } from '../../../ui';
import { fieldsQuery } from './AddSidePanelField';
import type { AddSidePanelFieldQuery } from './__generated__/AddSidePanelFieldQuery.graphql';
import type { AddSidePanelFieldDialog_recordType$key } from './__generated__/AddSidePanelFieldDialog_recordType.graphql';
import type { AddSidePanelFieldDialogMutation } from './__generated__/AddSidePanelFieldDialogMutation.graphql';
import type { AddSidePanelFieldDialogRefetchQuery } from './__generated__/AddSidePanelFieldDialogRefetchQuery.graphql';
import overlay from '../../../ui/Overlay.module.css';
import fieldStyles from '../../../ui/Field.module.css';

export interface AddSidePanelFieldDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The type's fields, asked for this opening (null until the first intent). */
  fields: PreloadedQuery<AddSidePanelFieldQuery> | null;
  /** Which opening this is: each starts its checkboxes from the fields it asked. */
  opening: number;
  recordId: string;
}

/**
 * AddSidePanelField's dialog (loaded on first opening): the fields checked when it opens are the ones shown; Save
 * keeps the choice and reads the record's panel values again.
 */
export default function AddSidePanelFieldDialog({ isOpen, onOpenChange, fields, opening, recordId }: AddSidePanelFieldDialogProps) {
  return (
    <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={overlay.modal}>
        <Dialog className={overlay.dialog}>
          <Heading slot="title" className={overlay.title}>
            Add field
          </Heading>
          <Suspense fallback={<Spinner />}>
            {fields ? <FieldChoice key={opening} fields={fields} close={() => onOpenChange(false)} recordId={recordId} /> : <Spinner />}
          </Suspense>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface FieldChoiceProps {
  fields: PreloadedQuery<AddSidePanelFieldQuery>;
  close: () => void;
  recordId: string;
}

/** The checkboxes, once the type's fields have arrived (as many as the type offers), and Save. */
function FieldChoice({ fields, close, recordId }: FieldChoiceProps) {
  const { recordType } = usePreloadedQuery<AddSidePanelFieldQuery>(fieldsQuery, fields);
  if (!recordType) return <Alert>This record type has no side panel fields.</Alert>;
  return <FieldChoiceForm recordType={recordType} close={close} recordId={recordId} />;
}

function FieldChoiceForm({
  recordType,
  close,
  recordId,
}: Omit<FieldChoiceProps, 'fields'> & { recordType: AddSidePanelFieldDialog_recordType$key }) {
  const type = useFragment(
    graphql`
      fragment AddSidePanelFieldDialog_recordType on RecordType {
        name
        sidePanelFields {
          name
          label
          isExtra
          selected
        }
      }
    `,
    recordType,
  );
  const { sidePanelFields } = type;
  const environment = useRelayEnvironment();
  const [chosen, setChosen] = useState<string[]>(() => sidePanelFields.filter((f) => f.selected).map((f) => f.name));
  const [error, setError] = useState<string | null>(null);
  const [commit, isSaving] = useMutation<AddSidePanelFieldDialogMutation>(graphql`
    mutation AddSidePanelFieldDialogMutation($input: UpdateSidePanelInput!) {
      updateSidePanel(input: $input) {
        __typename
        # The saved fields are not read back: each opening asks them afresh.
        ... on UpdateSidePanelSuccess {
          __typename
        }
        ... on ValidationError {
          message
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  const save = () =>
    commit({
      variables: { input: { type: type.name, fields: chosen } },
      onCompleted: (response) => {
        const result = response.updateSidePanel;
        if (result.__typename !== 'UpdateSidePanelSuccess') {
          setError('message' in result && result.message ? result.message : 'The fields could not be saved.');
          return;
        }
        close();
        /* eslint-disable relay/unused-fields -- the answer only refreshes the store: the summary panel reads these values */
        fetchQuery<AddSidePanelFieldDialogRefetchQuery>(
          environment,
          graphql`
            query AddSidePanelFieldDialogRefetchQuery($id: ID!) {
              node(id: $id) {
                ... on Record {
                  sidePanelValues {
                    field
                    label
                    ...FieldDisplay_value
                  }
                }
              }
            }
          `,
          { id: recordId },
        ).subscribe({});
        /* eslint-enable relay/unused-fields */
      },
      onError: (e) => setError(e.message || 'The fields could not be saved.'),
    });

  return (
    <>
      <div role="group" aria-label="Fields">
        {sidePanelFields.map((f) => (
          <Checkbox
            key={f.name}
            className={fieldStyles.checkbox}
            isSelected={chosen.includes(f.name)}
            onChange={(on) => setChosen((list) => (on ? [...list, f.name] : list.filter((n) => n !== f.name)))}
          >
            <span className={fieldStyles.checkboxBox} aria-hidden="true" />
            {f.label}
            {f.isExtra ? ' (extra field)' : ''}
          </Checkbox>
        ))}
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className={overlay.actions}>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button variant="primary" onPress={save} isDisabled={isSaving}>
          Save
        </Button>
      </div>
    </>
  );
}
