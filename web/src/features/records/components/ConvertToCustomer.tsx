import { useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { Alert, Button } from '../../../ui';
import { canSaveRecord } from '../../../app/permissions';
import { showMessage } from '../../../app/errors/messages';
import { useUpdateRecord } from '../mutations/useUpdateRecord';
import type { ConvertToCustomer_record$key } from './__generated__/ConvertToCustomer_record.graphql';
import overlay from '../../../ui/Overlay.module.css';
import fields from '../../../ui/Field.module.css';

/**
 * The detail page's "Convert to customer" (spec: detail-page extras) for an organization or person that is not a
 * customer yet and that the user may write: a dialog that gives the party the customer role (the api assigns its
 * customer id) and, for a lead, asks whether it stays a lead.
 */
export function ConvertToCustomer({ record }: { record: ConvertToCustomer_record$key }) {
  const data = useFragment(
    graphql`
      fragment ConvertToCustomer_record on Record {
        id
        name
        permission
        version
        ... on Party {
          isLead
          isCustomer
        }
      }
    `,
    record,
  );
  const [isOpen, setOpen] = useState(false);
  const [keepLead, setKeepLead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update, isSaving] = useUpdateRecord();
  if (data.isCustomer !== false || !canSaveRecord(data.permission)) return null;

  const convert = async () => {
    setError(null);
    try {
      const values: Record<string, unknown> = { isCustomer: true };
      if (data.isLead && !keepLead) values.isLead = false;
      const result = await update(data.id, values, data.version);
      if (result.__typename === 'UpdateRecordSuccess') {
        setOpen(false);
        showMessage(`${data.name} is now a customer.`);
      } else setError('message' in result && result.message ? result.message : 'The record could not be converted.');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The record could not be converted.');
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Convert to customer
      </Button>
      <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen={isOpen} onOpenChange={setOpen} isDismissable>
        <Modal className={overlay.modal}>
          <Dialog className={overlay.dialog}>
            <Heading slot="title" className={overlay.title}>
              Convert to customer
            </Heading>
            <p>{data.name} becomes a customer.</p>
            {data.isLead ? (
              <Checkbox className={fields.checkbox} isSelected={keepLead} onChange={setKeepLead}>
                <span className={fields.checkboxBox} aria-hidden="true" />
                Keep as lead
              </Checkbox>
            ) : null}
            {error ? <Alert>{error}</Alert> : null}
            <div className={overlay.actions}>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Cancel
              </Button>
              <Button variant="primary" onPress={() => void convert()} isDisabled={isSaving}>
                Convert
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
