import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Alert, Button, Card } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { showMessage } from '../../../app/errors/messages';
import type { CompanyDetailForm_company$key } from './__generated__/CompanyDetailForm_company.graphql';
import type { CompanyDetailFormMutation } from './__generated__/CompanyDetailFormMutation.graphql';

const FIELDS = [
  { name: 'name', label: 'Company name', required: true },
  { name: 'phone', label: 'Phone', required: false },
  { name: 'email', label: 'Email', required: false },
  { name: 'website', label: 'Website', required: false },
  { name: 'street', label: 'Street', required: false },
  { name: 'city', label: 'City', required: false },
  { name: 'postal', label: 'Postal code', required: false },
  { name: 'country', label: 'Country', required: false },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/** /setup/company/detail: administrators edit, everyone else reads. */
export function CompanyDetailForm({ company }: { company: CompanyDetailForm_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyDetailForm_company on CompanyDetails {
        name
        phone
        email
        website
        street
        city
        postal
        country
        canEdit
      }
    `,
    company,
  );
  const [commit, saving] = useMutation<CompanyDetailFormMutation>(graphql`
    mutation CompanyDetailFormMutation($input: UpdateCompanyInput!) {
      updateCompany(input: $input) {
        __typename
        ... on CompanySavedSuccess {
          company {
            ...CompanyDetailForm_company
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const [values, setValues] = useState<Record<Name, string>>(() => ({
    name: data.name,
    phone: data.phone ?? '',
    email: data.email ?? '',
    website: data.website ?? '',
    street: data.street ?? '',
    city: data.city ?? '',
    postal: data.postal ?? '',
    country: data.country ?? '',
  }));
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commit({
      variables: { input: values },
      onCompleted: (res) => {
        const r = res.updateCompany;
        if (r.__typename === 'CompanySavedSuccess') {
          setError(null);
          showMessage('Item is saved.');
        } else
          setError({ message: r.message ?? 'Not saved.', fields: Object.fromEntries((r.fields ?? []).map((f) => [f.field, f.message])) });
      },
      onError: (err) => setError({ message: err.message, fields: {} }),
    });
  };

  return (
    <Card title="Company details">
      <form onSubmit={onSubmit} aria-label="Company details">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            isRequired={f.required}
            isReadOnly={!data.canEdit}
            value={values[f.name]}
            onChange={(v) => setValues((x) => ({ ...x, [f.name]: v }))}
            error={error?.fields[f.name]}
          />
        ))}
        {error ? <Alert>{error.message}</Alert> : null}
        {data.canEdit ? (
          <Button type="submit" variant="primary" isDisabled={saving}>
            Save
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
