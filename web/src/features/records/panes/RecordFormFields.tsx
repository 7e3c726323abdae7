import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { FieldInput } from '../fields/FieldInput';
import styles from './RecordFormPane.module.css';
import { editableFields, fieldApplies, type FormField, type RecordFormValues } from './recordForm';
import type {
  RecordFormFields_recordType$data,
  RecordFormFields_recordType$key,
} from './__generated__/RecordFormFields_recordType.graphql';

/** The flag of each role type: its own records always have it. */
const ROLE_FLAGS: Record<string, string> = { Lead: 'isLead', Customer: 'isCustomer', Supplier: 'isSupplier' };

type FieldData = RecordFormFields_recordType$data['fields'][number];

/** A field's form metadata, and the fragment reference its input reads. */
export interface RecordFormFieldMeta extends FormField {
  readonly input: FieldData;
  /** Columns the field spans in a two-column form (an extra field's numberOfColumn); 1 otherwise. */
  readonly columns: 1 | 2;
}

export interface RecordFormType {
  name: string;
  label: string;
  fields: readonly RecordFormFieldMeta[];
}

/** The metadata a record form needs: the type's labels and every field with its input. */
export function useRecordFormType(recordType: RecordFormFields_recordType$key): RecordFormType {
  const data = useFragment(
    graphql`
      fragment RecordFormFields_recordType on RecordType {
        name
        label
        fields {
          name
          kind
          required
          readOnly
          refTypeField
          defaultValue
          extra {
            numberOfColumn
            requiredForRole
            condition {
              field
              value
            }
          }
          ...FieldInput_field
        }
      }
    `,
    recordType,
  );
  return {
    name: data.name,
    label: data.label,
    fields: data.fields.map((f) => ({
      name: f.name,
      kind: f.kind,
      required: f.required,
      readOnly: f.readOnly,
      refTypeField: f.refTypeField,
      defaultValue: f.defaultValue,
      // On a role's own form (a new supplier) the role is a given.
      extra: f.extra
        ? {
            requiredForRole: f.extra.requiredForRole && ROLE_FLAGS[data.name] !== f.extra.requiredForRole ? f.extra.requiredForRole : null,
            condition: f.extra.condition ?? null,
          }
        : null,
      columns: f.extra?.numberOfColumn === 2 ? 2 : 1,
      input: f,
    })),
  };
}

export interface RecordFormFieldsProps {
  fields: readonly RecordFormFieldMeta[];
  form: UseFormReturn<RecordFormValues>;
  isReadOnly: boolean;
  /** Display texts of the starting values (names of referenced records), by field. */
  valueTexts?: Readonly<Record<string, string | null | undefined>>;
  /** Fields fixed by the caller (the parent a record is added under) are left out. */
  hidden?: readonly string[];
}

function FormFieldInput({
  field,
  form,
  isReadOnly,
  valueText,
}: {
  field: RecordFormFieldMeta;
  form: UseFormReturn<RecordFormValues>;
  isReadOnly: boolean;
  valueText: string | null | undefined;
}) {
  const { control, setValue } = form;
  const typeField = field.refTypeField;
  // A polymorphic reference shows its type select too; the type is one more form value.
  const refType = useWatch({ control, name: typeField ?? field.name, disabled: !typeField });
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState, formState }) => (
        <FieldInput
          field={field.input}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldState.error?.message}
          isReadOnly={isReadOnly || formState.isSubmitting}
          valueText={valueText ?? null}
          {...(typeField
            ? {
                refType: typeof refType === 'string' ? refType : null,
                onRefTypeChange: (type: string | null) => setValue(typeField, type, { shouldDirty: true }),
              }
            : {})}
        />
      )}
    />
  );
}

/** The inputs of every editable field of a record type, in catalogue order. */
export function RecordFormFields({ fields, form, isReadOnly, valueTexts = {}, hidden = [] }: RecordFormFieldsProps) {
  // Extra fields of a role or with a condition come and go with what is typed.
  const values = useWatch({ control: form.control });
  return (
    <>
      {editableFields(fields)
        .filter((f) => !hidden.includes(f.name) && fieldApplies(f, values))
        .map((field) => {
          const input = (
            <FormFieldInput key={field.name} field={field} form={form} isReadOnly={isReadOnly} valueText={valueTexts[field.name]} />
          );
          // A field of two columns spans the whole row of a two-column form (modal size 'large').
          return field.columns === 2 ? (
            <div key={field.name} className={styles.fullWidth} data-columns={2}>
              {input}
            </div>
          ) : (
            input
          );
        })}
    </>
  );
}
