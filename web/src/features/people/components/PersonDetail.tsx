import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Card, DefinitionList, PageHeader } from '../../../ui';
import { organizationPath } from '../../organizations/components/OrganizationRow';
import { AddressList } from '../../records/components/AddressList';
import { formatDate } from '../../records/format';
import type { PersonDetail_person$key } from './__generated__/PersonDetail_person.graphql';

/** The main area of the person page: the name, the organization, the record's fields and addresses. */
export function PersonDetail({ person }: { person: PersonDetail_person$key }) {
  const data = useFragment(
    graphql`
      fragment PersonDetail_person on Person {
        name
        jobTitle
        description
        createdAt
        updatedAt
        organization {
          rowId
          name
        }
        addresses {
          ...AddressList_addresses
        }
      }
    `,
    person,
  );
  return (
    <div>
      <PageHeader title={data.name} />
      <Card title="Details">
        <DefinitionList
          items={[
            { term: 'Job title', value: data.jobTitle },
            {
              term: 'Organization',
              value: data.organization ? <Link to={organizationPath(data.organization.rowId)}>{data.organization.name}</Link> : null,
            },
            { term: 'Description', value: data.description },
            { term: 'Created', value: formatDate(data.createdAt) },
            { term: 'Last modified', value: formatDate(data.updatedAt) },
          ]}
        />
        <AddressList addresses={data.addresses} />
      </Card>
    </div>
  );
}
