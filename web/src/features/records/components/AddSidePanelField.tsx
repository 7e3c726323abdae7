import { useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { Alert, Button } from '../../../ui';
import type { AddSidePanelField_recordType$key } from './__generated__/AddSidePanelField_recordType.graphql';
import type { AddSidePanelFieldMutation } from './__generated__/AddSidePanelFieldMutation.graphql';
import type { AddSidePanelFieldRefetchQuery } from './__generated__/AddSidePanelFieldRefetchQuery.graphql';
import overlay from '../../../ui/Overlay.module.css';
import fields from '../../../ui/Field.module.css';

/**
 * The summary panel's add-field dialog (spec: "an add-field dialog exists for the side panel"): every field the
 * type offers, extra fields included (`RecordType.sidePanelFields`), checked when shown; Save keeps the choice for
 * the signed-in user (`POST /api/{Object}/UpdateSidePanel`) and reads the record's panel values again.
 */
export function AddSidePanelField({ recordType, recordId }: { recordType: AddSidePanelField_recordType$key; recordId: string }) {
  const type = useFragment(
    graphql`
      fragment AddSidePanelField_recordType on RecordType {
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
  const environment = useRelayEnvironment();
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [commit, isSaving] = useMutation<AddSidePanelFieldMutation>(graphql`
    mutation AddSidePanelFieldMutation($input: UpdateSidePanelInput!) {
      updateSidePanel(input: $input) {
        __typename
        ... on UpdateSidePanelSuccess {
          recordType {
            ...AddSidePanelField_recordType
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

  const open = () => {
    setChosen(type.sidePanelFields.filter((f) => f.selected).map((f) => f.name));
    setError(null);
    setOpen(true);
  };
  const save = () =>
    commit({
      variables: { input: { type: type.name, fields: chosen } },
      onCompleted: (response) => {
        const result = response.updateSidePanel;
        if (result.__typename !== 'UpdateSidePanelSuccess') {
          setError('message' in result && result.message ? result.message : 'The fields could not be saved.');
          return;
        }
        setOpen(false);
        /* eslint-disable relay/unused-fields -- the answer only refreshes the store: the summary panel reads these values */
        fetchQuery<AddSidePanelFieldRefetchQuery>(
          environment,
          graphql`
            query AddSidePanelFieldRefetchQuery($id: ID!) {
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
      <Button variant="quiet" onPress={open}>
        Add field
      </Button>
      <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen={isOpen} onOpenChange={setOpen} isDismissable>
        <Modal className={overlay.modal}>
          <Dialog className={overlay.dialog}>
            <Heading slot="title" className={overlay.title}>
              Add field
            </Heading>
            <div role="group" aria-label="Fields">
              {type.sidePanelFields.map((f) => (
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
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Cancel
              </Button>
              <Button variant="primary" onPress={save} isDisabled={isSaving}>
                Save
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
