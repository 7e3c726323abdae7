import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Checkbox, FieldError, Group, Input, Label, NumberField, Radio, RadioGroup } from 'react-aria-components';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { DateEntryInput } from './DateEntryInput';
import { joinDuration, splitDuration } from './format';
import { AnyTypeReferenceInput, RecordReferenceInput } from './RecordReferenceInput';
import { UserInput, UsersInput } from './UserInputs';
import type { FieldInput_field$data, FieldInput_field$key } from './__generated__/FieldInput_field.graphql';
import styles from '../../../ui/Field.module.css';

export interface FieldInputProps {
  field: FieldInput_field$key;
  /** The model value as the api takes it (row ids for users and records, seconds for durations). */
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** Shown under the input; also marks it aria-invalid. */
  error?: string | undefined;
  isReadOnly?: boolean;
  /** Display text of the current value: a referenced record's name. */
  valueText?: string | null;
  /** For a reference to any type: the object name held by the field's `refTypeField`, and its setter. */
  refType?: string | null;
  onRefTypeChange?: (type: string | null) => void;
}

/** The props every kind's input gets, with the field's metadata already read. */
export interface KindInputProps extends Omit<FieldInputProps, 'field'> {
  field: FieldInput_field$data;
}

function RequiredMark({ isRequired }: { isRequired: boolean }) {
  return isRequired ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

const TEXT_TYPES = { EMAIL: 'email', URL: 'url', PHONE: 'tel' } as const;

function PlainTextInput({ field, value, onChange, onBlur, error, isReadOnly }: KindInputProps) {
  const type = field.kind in TEXT_TYPES ? TEXT_TYPES[field.kind as keyof typeof TEXT_TYPES] : 'text';
  return (
    <TextField
      label={field.label}
      name={field.name}
      value={textOf(value)}
      onChange={(text) => onChange(text)}
      onBlur={onBlur}
      error={error}
      type={type}
      multiline={field.kind === 'TEXTAREA'}
      isRequired={field.required}
      isReadOnly={isReadOnly}
      {...(field.maxLength != null ? { maxLength: field.maxLength } : {})}
    />
  );
}

function NumberInput({ field, value, onChange, onBlur, error, isReadOnly }: KindInputProps) {
  const isMoney = field.kind === 'MONEY';
  return (
    <NumberField
      className={styles.field}
      name={field.name}
      value={numberOf(value)}
      onChange={(n) => onChange(Number.isNaN(n) ? null : n)}
      onBlur={onBlur}
      minValue={field.min ?? undefined}
      maxValue={field.max ?? undefined}
      formatOptions={isMoney ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 }}
      isRequired={field.required}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {field.label}
        {field.kind === 'PERCENT' ? ' (%)' : ''}
        <RequiredMark isRequired={field.required} />
      </Label>
      <Input className={styles.input} />
      <FieldError className={styles.error}>{error}</FieldError>
    </NumberField>
  );
}

/** A duration is typed as hours and minutes and stored in seconds. */
function DurationInput({ field, value, onChange, error, isReadOnly }: KindInputProps) {
  const seconds = numberOf(value);
  const { hours, minutes } = splitDuration(Number.isNaN(seconds) ? 0 : seconds);
  const part = (label: string, n: number, set: (n: number) => number) => (
    <NumberField
      aria-label={`${field.label} ${label}`}
      value={n}
      minValue={0}
      onChange={(next) => onChange(set(Number.isNaN(next) ? 0 : next))}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={styles.durationPart}
    >
      <Input className={styles.input} />
      <span aria-hidden="true">{label}</span>
    </NumberField>
  );
  return (
    <Group className={styles.field} aria-labelledby={`${field.name}-label`} isInvalid={Boolean(error)}>
      <span className={styles.label} id={`${field.name}-label`}>
        {field.label}
        <RequiredMark isRequired={field.required} />
      </span>
      <div className={styles.durationParts}>
        {part('hours', hours, (h) => joinDuration(h, minutes))}
        {part('minutes', minutes, (m) => joinDuration(hours, m))}
      </div>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </Group>
  );
}

function CheckboxInput({ field, value, onChange, error, isReadOnly }: KindInputProps) {
  return (
    <div className={styles.field}>
      <Checkbox
        className={styles.checkbox}
        name={field.name}
        isSelected={value === true}
        onChange={(selected) => onChange(selected)}
        isReadOnly={isReadOnly}
        isInvalid={Boolean(error)}
      >
        <span className={styles.checkboxBox} aria-hidden="true" />
        {field.label}
      </Checkbox>
      {error ? <span className={styles.error}>{error}</span> : null}
    </div>
  );
}

const NO_CHOICE = '';

/** One option of `options`; a number-valued model (status 1/0) gets its number back. */
function SelectInput({ field, value, onChange, error, isReadOnly }: KindInputProps) {
  const options = [
    ...(field.required ? [] : [{ id: NO_CHOICE, label: '--' }]),
    ...field.options.map((o) => ({ id: o.value, label: o.label })),
  ];
  return (
    <SelectField
      label={field.label}
      name={field.name}
      value={textOf(value)}
      options={options}
      onChange={(choice) => onChange(choice === NO_CHOICE ? null : typeof value === 'number' ? Number(choice) : choice)}
      error={error}
      isDisabled={isReadOnly}
    />
  );
}

/** A radio extra field: one choice of `options`, all in view. */
function RadioInput({ field, value, onChange, error, isReadOnly }: KindInputProps) {
  return (
    <RadioGroup
      className={styles.field}
      name={field.name}
      value={textOf(value) || null}
      onChange={(choice) => onChange(choice)}
      isRequired={field.required}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={styles.label}>
        {field.label}
        <RequiredMark isRequired={field.required} />
      </Label>
      <div className={styles.radios}>
        {field.options.map((o) => (
          <Radio key={o.value} value={o.value} className={styles.radio}>
            {o.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{error}</FieldError>
    </RadioGroup>
  );
}

/** The input of one field of any record type, chosen by the field's kind. */
export function FieldInput({ field, ...props }: FieldInputProps) {
  const data = useFragment(
    graphql`
      fragment FieldInput_field on RecordField {
        name
        label
        kind
        required
        maxLength
        min
        max
        options {
          value
          label
        }
        refType
        extra {
          fieldType
        }
      }
    `,
    field,
  );
  const input: KindInputProps = { ...props, field: data };
  switch (data.kind) {
    case 'NUMBER':
    case 'MONEY':
    case 'PERCENT':
      return <NumberInput {...input} />;
    case 'DATE':
    case 'DATETIME':
      return <DateEntryInput {...input} />;
    case 'DURATION':
      return <DurationInput {...input} />;
    case 'CHECKBOX':
      return <CheckboxInput {...input} />;
    case 'SELECT':
      return data.extra?.fieldType === 'radio' ? <RadioInput {...input} /> : <SelectInput {...input} />;
    case 'USER':
    case 'USERS':
    case 'RECORD':
      return (
        <Suspense fallback={<p className={styles.description}>Loading {data.label}…</p>}>
          {data.kind === 'USER' ? (
            <UserInput {...input} />
          ) : data.kind === 'USERS' ? (
            <UsersInput {...input} />
          ) : data.refType === '*' ? (
            <AnyTypeReferenceInput {...input} />
          ) : (
            <RecordReferenceInput {...input} />
          )}
        </Suspense>
      );
    default:
      return <PlainTextInput {...input} />;
  }
}
