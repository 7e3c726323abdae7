import { LIST_DRIVEN_FIELDS, PartyContactFields } from './PartyContactFields';
import { RecordFormFields, type RecordFormFieldsProps } from './RecordFormFields';

/**
 * A record form's inputs (the add and edit panes, detail-info): the type's fields and, for an organization or a
 * person, their phone and e-mail lists in place of the primary phone and e-mail the lists decide.
 */
export function RecordEditFields({ party, ...props }: Omit<RecordFormFieldsProps, 'hidden'> & { party: boolean }) {
  return (
    <>
      <RecordFormFields {...props} hidden={party ? LIST_DRIVEN_FIELDS : []} />
      {party ? <PartyContactFields form={props.form} isReadOnly={props.isReadOnly} /> : null}
    </>
  );
}
