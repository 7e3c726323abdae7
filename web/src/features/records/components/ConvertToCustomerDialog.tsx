import { useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert, Button } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { useUpdateRecord } from '../mutations/useUpdateRecord';
import overlay from '../../../ui/Overlay.module.css';
import fields from '../../../ui/Field.module.css';

export interface ConvertToCustomerDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The party, as ConvertToCustomer's fragment read it. */
  party: { id: string; name: string; version: number; isLead: boolean | undefined };
}

/** ConvertToCustomer's dialog (loaded on first opening): the customer role, and for a lead whether it stays one. */
export default function ConvertToCustomerDialog({ isOpen, onOpenChange, party }: ConvertToCustomerDialogProps) {
  const [keepLead, setKeepLead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update, isSaving] = useUpdateRecord();
  const convert = async () => {
    setError(null);
    try {
      const values: Record<string, unknown> = { isCustomer: true };
      if (party.isLead && !keepLead) values.isLead = false;
      const result = await update(party.id, values, party.version);
      if (result.__typename === 'UpdateRecordSuccess') {
        onOpenChange(false);
        showMessage(`${party.name} is now a customer.`);
      } else setError('message' in result && result.message ? result.message : 'The record could not be converted.');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The record could not be converted.');
    }
  };
  return (
    <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={overlay.modal}>
        <Dialog className={overlay.dialog}>
          <Heading slot="title" className={overlay.title}>
            Convert to customer
          </Heading>
          <p>{party.name} becomes a customer.</p>
          {party.isLead ? (
            <Checkbox className={fields.checkbox} isSelected={keepLead} onChange={setKeepLead}>
              <span className={fields.checkboxBox} aria-hidden="true" />
              Keep as lead
            </Checkbox>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <div className={overlay.actions}>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button variant="primary" onPress={() => void convert()} isDisabled={isSaving}>
              Convert
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
