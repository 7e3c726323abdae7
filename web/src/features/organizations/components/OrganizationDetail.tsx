import { graphql, useFragment } from 'react-relay';
import { Card, DefinitionList, PageHeader } from '../../../ui';
import { OrganizationPeople } from './OrganizationPeople';
import { RecordLock } from './RecordLock';
import type { OrganizationDetail_organization$key } from './__generated__/OrganizationDetail_organization.graphql';
import styles from './Organization.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** The main area of the detail page: the name, the record's fields, addresses and people. */
export function OrganizationDetail({ organization }: { organization: OrganizationDetail_organization$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationDetail_organization on Organization {
        name
        industry
        description
        createdAt
        updatedAt
        addresses {
          id
          description
          street
          city
          province
          postal
          country
          isPrimary
        }
        ...RecordLock_record
        ...OrganizationPeople_organization
      }
    `,
    organization,
  );
  return (
    <div>
      <PageHeader title={data.name} />
      <RecordLock record={data} />
      <Card title="Details">
        <DefinitionList
          items={[
            { term: 'Industry', value: data.industry },
            { term: 'Description', value: data.description },
            { term: 'Created', value: formatDate(data.createdAt) },
            { term: 'Last modified', value: formatDate(data.updatedAt) },
          ]}
        />
        {data.addresses.length > 0 ? (
          <ul className={styles.addresses} aria-label="Addresses">
            {data.addresses.map((a) => (
              <li key={a.id}>
                {[a.description, a.street, a.city, a.province, a.postal, a.country].filter(Boolean).join(', ')}
                {a.isPrimary ? ' (primary)' : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <OrganizationPeople organization={data} />
    </div>
  );
}
