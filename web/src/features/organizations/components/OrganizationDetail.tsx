import { graphql, useFragment } from 'react-relay';
import { Card, DefinitionList, PageHeader } from '../../../ui';
import { OrganizationPeople } from './OrganizationPeople';
import { AddressList } from '../../records/components/AddressList';
import { RecordLock } from '../../records/components/RecordLock';
import { formatDate } from '../../records/format';
import type { OrganizationDetail_organization$key } from './__generated__/OrganizationDetail_organization.graphql';

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
          ...AddressList_addresses
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
        <AddressList addresses={data.addresses} />
      </Card>
      <OrganizationPeople organization={data} />
    </div>
  );
}
