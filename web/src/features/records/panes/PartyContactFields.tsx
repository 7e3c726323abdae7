import { Suspense, useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Button, Spinner } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import type { RecordFormValues } from './recordForm';
import type { PartyContactFieldsCountriesQuery } from './__generated__/PartyContactFieldsCountriesQuery.graphql';
import type { PartyContactFieldsProvinceQuery } from './__generated__/PartyContactFieldsProvinceQuery.graphql';
import type { PartyContactFields_party$key } from './__generated__/PartyContactFields_party.graphql';
import styles from '../components/Record.module.css';

// The address, phone and e-mail sub-forms of a party (organizations, people and their roles). Their values
// live in the record form as `addressList`, `phoneList` and `emailList` (the REST shape): the save sends a
// list when it changed, and the api replaces it in the record's transaction.

export interface AddressValue {
  id: number | null;
  description: string;
  street: string;
  city: string;
  province: string;
  postal: string;
  country: string;
  primaryPhone: string;
  secondaryPhone: string;
  fax: string;
  isPrimaryMobile: boolean;
  isSecondaryMobile: boolean;
  isPrimary: boolean;
}
export interface PhoneValue {
  id: number | null;
  type: string;
  phoneNumber: string;
  isPrimary: boolean;
}
export interface EmailValue {
  id: number | null;
  email: string;
  isPrimary: boolean;
}

export const CONTACT_LISTS = ['addressList', 'phoneList', 'emailList'] as const;
/** The party's primary phone and e-mail follow the lists: their own inputs are left out of party forms. */
export const LIST_DRIVEN_FIELDS = ['primaryPhone', 'primaryEmail'] as const;

const blankAddress = (isPrimary = false): AddressValue => ({
  id: null,
  description: '',
  street: '',
  city: '',
  province: '',
  postal: '',
  country: '',
  primaryPhone: '',
  secondaryPhone: '',
  fax: '',
  isPrimaryMobile: false,
  isSecondaryMobile: false,
  isPrimary,
});
const blankPhone = (isPrimary = false): PhoneValue => ({ id: null, type: 'Work', phoneNumber: '', isPrimary });
const blankEmail = (isPrimary = false): EmailValue => ({ id: null, email: '', isPrimary });

type Maybe<T> = T | null | undefined;
interface PartyLists {
  readonly addresses?: Maybe<readonly Readonly<Partial<Record<keyof AddressValue, unknown>> & { rowId: number }>[]>;
  readonly phones?: Maybe<
    readonly { readonly rowId: number; readonly type?: Maybe<string>; readonly phoneNumber: string; readonly isPrimary: boolean }[]
  >;
  readonly emails?: Maybe<readonly { readonly rowId: number; readonly email: string; readonly isPrimary: boolean }[]>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form values of a party's lists (a first, blank entry when a list is empty: the first entry always shows). */
export function contactListValues(record: PartyLists | null): RecordFormValues {
  const addresses = (record?.addresses ?? []).map((a): AddressValue => ({
    id: a.rowId,
    description: text(a.description),
    street: text(a.street),
    city: text(a.city),
    province: text(a.province),
    postal: text(a.postal),
    country: text(a.country),
    primaryPhone: text(a.primaryPhone),
    secondaryPhone: text(a.secondaryPhone),
    fax: text(a.fax),
    isPrimaryMobile: a.isPrimaryMobile === true,
    isSecondaryMobile: a.isSecondaryMobile === true,
    isPrimary: a.isPrimary === true,
  }));
  const phones = (record?.phones ?? []).map((p): PhoneValue => ({
    id: p.rowId,
    type: p.type ?? '',
    phoneNumber: p.phoneNumber,
    isPrimary: p.isPrimary,
  }));
  const emails = (record?.emails ?? []).map((e): EmailValue => ({ id: e.rowId, email: e.email, isPrimary: e.isPrimary }));
  return {
    addressList: addresses.length ? addresses : [blankAddress(true)],
    phoneList: phones.length ? phones : [blankPhone(true)],
    emailList: emails.length ? emails : [blankEmail(true)],
  };
}

/** The starting values of a party's sub-forms, read from the record. */
export function usePartyContactValues(party: PartyContactFields_party$key | null): RecordFormValues {
  const data = useFragment(
    graphql`
      fragment PartyContactFields_party on Party {
        addresses {
          id
          rowId
          description
          street
          city
          province
          postal
          country
          primaryPhone
          secondaryPhone
          fax
          isPrimaryMobile
          isSecondaryMobile
          isPrimary
        }
        phones {
          id
          rowId
          type
          phoneNumber
          isPrimary
        }
        emails {
          id
          rowId
          email
          isPrimary
        }
      }
    `,
    party,
  );
  return contactListValues(data ?? null);
}

const trimmed = (v: string) => (v.trim() === '' ? null : v.trim());
const isBlankAddress = (a: AddressValue) =>
  [a.description, a.street, a.city, a.province, a.postal, a.country, a.primaryPhone, a.secondaryPhone, a.fax].every((v) => v.trim() === '');

/** The lists to send: those the user changed (all of them for a new record), without entries left blank. */
export function contactListChanges(values: RecordFormValues, dirty: Partial<Record<string, unknown>> | null): RecordFormValues {
  const out: RecordFormValues = {};
  const changed = (key: string) => dirty === null || Boolean(dirty[key]);
  const addresses = (values.addressList ?? []) as AddressValue[];
  const phones = (values.phoneList ?? []) as PhoneValue[];
  const emails = (values.emailList ?? []) as EmailValue[];
  if (changed('addressList')) {
    out.addressList = addresses
      .filter((a) => a.id !== null || !isBlankAddress(a))
      .map((a) => ({ ...a, ...Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v === 'string' ? trimmed(v) : v])) }));
  }
  if (changed('phoneList'))
    out.phoneList = phones
      .filter((p) => p.id !== null || p.phoneNumber.trim() !== '')
      .map((p) => ({ ...p, type: trimmed(p.type), phoneNumber: p.phoneNumber.trim() }));
  if (changed('emailList'))
    out.emailList = emails.filter((e) => e.id !== null || e.email.trim() !== '').map((e) => ({ ...e, email: e.email.trim() }));
  if (dirty === null) for (const key of CONTACT_LISTS) if ((out[key] as unknown[]).length === 0) delete out[key];
  return out;
}

const countriesQuery = graphql`
  query PartyContactFieldsCountriesQuery {
    countries {
      rowId
      name
      provinceLabel
      postalLabel
    }
  }
`;

const provinceQuery = graphql`
  query PartyContactFieldsProvinceQuery($id: ID!) {
    country(id: $id) {
      hasProvinceList
      regions {
        code
        name
      }
    }
  }
`;

type Country = PartyContactFieldsCountriesQuery['response']['countries'][number];
const NO_COUNTRY = '__none__';

/** Province: a list when the country has one, else free text; labelled as the country names it. */
function ProvinceInput({
  country,
  label,
  value,
  onChange,
  isReadOnly,
}: {
  country: Country;
  label: string;
  value: string;
  onChange: (v: string) => void;
  isReadOnly: boolean;
}) {
  const data = useLazyLoadQuery<PartyContactFieldsProvinceQuery>(
    provinceQuery,
    { id: String(country.rowId) },
    { fetchPolicy: 'store-or-network' },
  );
  const regions = data.country?.regions ?? [];
  if (!data.country?.hasProvinceList)
    return <TextField label={label} name="province" value={value} onChange={onChange} isReadOnly={isReadOnly} maxLength={100} />;
  const lower = value.toLowerCase();
  const selected = regions.find((r) => r.code.toLowerCase() === lower || r.name.toLowerCase() === lower);
  return (
    <SelectField
      label={label}
      value={selected?.code ?? NO_COUNTRY}
      options={[{ id: NO_COUNTRY, label: '--' }, ...regions.map((r) => ({ id: r.code, label: r.name }))]}
      onChange={(code) => onChange(code === NO_COUNTRY ? '' : code)}
      isDisabled={isReadOnly}
    />
  );
}

function AddressFields({
  address,
  index,
  countries,
  groupName,
  isReadOnly,
  onChange,
  onRemove,
}: {
  address: AddressValue;
  index: number;
  countries: readonly Country[];
  groupName: string;
  isReadOnly: boolean;
  onChange: (next: AddressValue) => void;
  onRemove: (() => void) | null;
}) {
  const set = (patch: Partial<AddressValue>) => onChange({ ...address, ...patch });
  const lower = address.country.toLowerCase();
  const country = countries.find((c) => c.name.toLowerCase() === lower) ?? null;
  const provinceLabel = country?.provinceLabel ?? 'Province';
  const input = (
    key: 'description' | 'street' | 'city' | 'postal' | 'primaryPhone' | 'secondaryPhone' | 'fax',
    label: string,
    max: number,
  ) => (
    <TextField label={label} name={key} value={address[key]} onChange={(v) => set({ [key]: v })} isReadOnly={isReadOnly} maxLength={max} />
  );
  return (
    <div className={styles.contactItem} role="group" aria-label={`Address ${index + 1}`}>
      <div className={styles.contactGrid}>
        {input('description', 'Location name', 100)}
        {input('street', 'Street', 200)}
        {input('city', 'City', 100)}
        <SelectField
          label="Country"
          value={country?.name ?? NO_COUNTRY}
          options={[{ id: NO_COUNTRY, label: '--' }, ...countries.map((c) => ({ id: c.name, label: c.name }))]}
          // A new country takes its own provinces: the old one's value does not carry over.
          onChange={(name) => set({ country: name === NO_COUNTRY ? '' : name, province: '' })}
          isDisabled={isReadOnly}
        />
        {country ? (
          <Suspense fallback={<Spinner />}>
            <ProvinceInput
              country={country}
              label={provinceLabel}
              value={address.province}
              onChange={(v) => set({ province: v })}
              isReadOnly={isReadOnly}
            />
          </Suspense>
        ) : (
          <TextField
            label={provinceLabel}
            name="province"
            value={address.province}
            onChange={(v) => set({ province: v })}
            isReadOnly={isReadOnly}
            maxLength={100}
          />
        )}
        {input('postal', country?.postalLabel ?? 'Postal code', 100)}
        {input('primaryPhone', 'Primary phone', 100)}
        {input('secondaryPhone', 'Secondary phone', 100)}
        {input('fax', 'Fax', 100)}
      </div>
      <EntryActions
        noun="address"
        index={index}
        groupName={groupName}
        isPrimary={address.isPrimary}
        isReadOnly={isReadOnly}
        onPrimary={() => set({ isPrimary: true })}
        onRemove={onRemove}
      />
    </div>
  );
}

/** Exactly one entry of a list is primary: choosing one clears the others. */
function withPrimary<T extends { isPrimary: boolean }>(list: readonly T[], index: number, next: T): T[] {
  return list.map((item, i) => (i === index ? next : next.isPrimary && !list[index]!.isPrimary ? { ...item, isPrimary: false } : item));
}
const without = <T extends { isPrimary: boolean }>(list: readonly T[], index: number): T[] => {
  const rest = list.filter((_, i) => i !== index);
  return rest.some((x) => x.isPrimary) ? rest : rest.map((x, i) => ({ ...x, isPrimary: i === 0 }));
};

function Addresses({ value, onChange, isReadOnly }: { value: AddressValue[]; onChange: (v: AddressValue[]) => void; isReadOnly: boolean }) {
  const { countries } = useLazyLoadQuery<PartyContactFieldsCountriesQuery>(countriesQuery, {}, { fetchPolicy: 'store-or-network' });
  const groupName = `primary-address-${useId()}`;
  return (
    <fieldset className={styles.contactList}>
      <legend>Addresses</legend>
      {value.map((address, i) => (
        <AddressFields
          key={address.id ?? `new-${i}`}
          address={address}
          index={i}
          countries={countries}
          groupName={groupName}
          isReadOnly={isReadOnly}
          onChange={(next) => onChange(withPrimary(value, i, next))}
          // Spec: only the first address cannot be removed.
          onRemove={i === 0 ? null : () => onChange(without(value, i))}
        />
      ))}
      <Button variant="secondary" isDisabled={isReadOnly} onPress={() => onChange([...value, blankAddress(value.length === 0)])}>
        Add address
      </Button>
    </fieldset>
  );
}

function Phones({ value, onChange, isReadOnly }: { value: PhoneValue[]; onChange: (v: PhoneValue[]) => void; isReadOnly: boolean }) {
  const groupName = `primary-phone-${useId()}`;
  return (
    <fieldset className={styles.contactList}>
      <legend>Phones</legend>
      {value.map((phone, i) => (
        <div key={phone.id ?? `new-${i}`} className={styles.contactItem} role="group" aria-label={`Phone ${i + 1}`}>
          <div className={styles.contactGrid}>
            <SelectField
              label="Phone type"
              value={phone.type || 'Work'}
              options={['Work', 'Mobile', 'Home', 'Fax', 'Other'].map((t) => ({ id: t, label: t }))}
              onChange={(type) => onChange(withPrimary(value, i, { ...phone, type }))}
              isDisabled={isReadOnly}
            />
            <TextField
              label="Phone number"
              name="phoneNumber"
              type="tel"
              value={phone.phoneNumber}
              onChange={(v) => onChange(withPrimary(value, i, { ...phone, phoneNumber: v }))}
              isReadOnly={isReadOnly}
              maxLength={100}
            />
          </div>
          <EntryActions
            noun="phone"
            index={i}
            groupName={groupName}
            isPrimary={phone.isPrimary}
            isReadOnly={isReadOnly}
            onPrimary={() => onChange(withPrimary(value, i, { ...phone, isPrimary: true }))}
            onRemove={i > 0 ? () => onChange(without(value, i)) : undefined}
          />
        </div>
      ))}
      <Button variant="secondary" isDisabled={isReadOnly} onPress={() => onChange([...value, blankPhone(value.length === 0)])}>
        Add phone
      </Button>
    </fieldset>
  );
}

function Emails({ value, onChange, isReadOnly }: { value: EmailValue[]; onChange: (v: EmailValue[]) => void; isReadOnly: boolean }) {
  const groupName = `primary-email-${useId()}`;
  return (
    <fieldset className={styles.contactList}>
      <legend>Emails</legend>
      {value.map((email, i) => (
        <div key={email.id ?? `new-${i}`} className={styles.contactItem} role="group" aria-label={`Email ${i + 1}`}>
          <TextField
            label="Email address"
            name="email"
            type="email"
            value={email.email}
            onChange={(v) => onChange(withPrimary(value, i, { ...email, email: v }))}
            isReadOnly={isReadOnly}
            maxLength={200}
          />
          <EntryActions
            noun="email"
            index={i}
            groupName={groupName}
            isPrimary={email.isPrimary}
            isReadOnly={isReadOnly}
            onPrimary={() => onChange(withPrimary(value, i, { ...email, isPrimary: true }))}
            onRemove={i > 0 ? () => onChange(without(value, i)) : undefined}
          />
        </div>
      ))}
      <Button variant="secondary" isDisabled={isReadOnly} onPress={() => onChange([...value, blankEmail(value.length === 0)])}>
        Add email
      </Button>
    </fieldset>
  );
}

/** The sub-forms of a party's addresses, phones and e-mails, bound to the record form. */
export function PartyContactFields({ form, isReadOnly }: { form: UseFormReturn<RecordFormValues>; isReadOnly: boolean }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Controller
        control={form.control}
        name="addressList"
        render={({ field }) => (
          <Addresses value={(field.value ?? []) as AddressValue[]} onChange={field.onChange} isReadOnly={isReadOnly} />
        )}
      />
      <Controller
        control={form.control}
        name="phoneList"
        render={({ field }) => <Phones value={(field.value ?? []) as PhoneValue[]} onChange={field.onChange} isReadOnly={isReadOnly} />}
      />
      <Controller
        control={form.control}
        name="emailList"
        render={({ field }) => <Emails value={(field.value ?? []) as EmailValue[]} onChange={field.onChange} isReadOnly={isReadOnly} />}
      />
    </Suspense>
  );
}

/** An entry's primary choice and its Remove button (the first entry of a list has none: it cannot be removed). */
function EntryActions(props: {
  noun: 'address' | 'phone' | 'email';
  index: number;
  groupName: string;
  isPrimary: boolean;
  isReadOnly: boolean;
  onPrimary: () => void;
  onRemove?: (() => void) | null;
}) {
  const { noun, index, groupName, isPrimary, isReadOnly, onPrimary, onRemove } = props;
  return (
    <div className={styles.contactActions}>
      <label>
        <input type="radio" name={groupName} checked={isPrimary} disabled={isReadOnly} onChange={onPrimary} /> Primary {noun}
      </label>
      {onRemove ? (
        <Button variant="quiet" onPress={onRemove} isDisabled={isReadOnly} aria-label={`Remove ${noun} ${index + 1}`}>
          Remove
        </Button>
      ) : null}
    </div>
  );
}
