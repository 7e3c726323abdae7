import { useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { Alert, Button } from '../../../ui';
import type { AddSidePanelFieldDialog_recordType$key } from './__generated__/AddSidePanelFieldDialog_recordType.graphql';
import type { AddSidePanelFieldDialogMutation } from './__generated__/AddSidePanelFieldDialogMutation.graphql';
import type { AddSidePanelFieldDialogRefetchQuery } from './__generated__/AddSidePanelFieldDialogRefetchQuery.graphql';
import overlay from '../../../ui/Overlay.module.css';
import fields from '../../../ui/Field.module.css';

export interface AddSidePanelFieldDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  recordType: AddSidePanelFieldDialog_recordType$key;
  recordId: string;
}

/**
 * AddSidePanelField's dialog (loaded on first opening): the fields checked when it opens are the ones shown; Save
 * keeps the choice and reads the record's panel values again.
 */
export default function AddSidePanelFieldDialog({ isOpen, onOpenChange, recordType, recordId }: AddSidePanelFieldDialogProps) {
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
  const selectedNow = () => sidePanelFields.filter((f) => f.selected).map((f) => f.name);
  const [chosen, setChosen] = useState<string[]>(selectedNow);
  const [error, setError] = useState<string | null>(null);
  // Each opening starts from the fields shown now (the dialog stays mounted between openings).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setChosen(selectedNow());
      setError(null);
    }
  }
  const [commit, isSaving] = useMutation<AddSidePanelFieldDialogMutation>(graphql`
    mutation AddSidePanelFieldDialogMutation($input: UpdateSidePanelInput!) {
      updateSidePanel(input: $input) {
        __typename
        ... on UpdateSidePanelSuccess {
          recordType {
            ...AddSidePanelFieldDialog_recordType
          }
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
        onOpenChange(false);
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
    <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={overlay.modal}>
        <Dialog className={overlay.dialog}>
          <Heading slot="title" className={overlay.title}>
            Add field
          </Heading>
          <div role="group" aria-label="Fields">
            {sidePanelFields.map((f) => (
              <Checkbox
                key={f.name}
                className={fields.checkbox}
                isSelected={chosen.includes(f.name)}
                onChange={(on) => setChosen((list) => (on ? [...list, f.name] : list.filter((n) => n !== f.name)))}
              >
                <span className={fields.checkboxBox} aria-hidden="true" />
                {f.label}
                {f.isExtra ? ' (extra field)' : ''}
              </Checkbox>
            ))}
          </div>
          {error ? <Alert>{error}</Alert> : null}
          <div className={overlay.actions}>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button variant="primary" onPress={save} isDisabled={isSaving}>
              Save
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
