import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Badge } from '../../../ui';
import type { OrganizationRow_organization$key } from './__generated__/OrganizationRow_organization.graphql';

/** The detail page path; the web keeps the row id in the URL as the old client did. */
export function organizationPath(rowId: number): string {
  return `/organization/detail/${rowId}`;
}

export function OrganizationRow({ organization }: { organization: OrganizationRow_organization$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationRow_organization on Organization {
        rowId
        name
        status
        phone
        email
        owner {
          fullName
        }
      }
    `,
    organization,
  );
  return (
    <tr>
      <th scope="row">
        <Link to={organizationPath(data.rowId)}>{data.name}</Link>
      </th>
      <td>{data.owner?.fullName ?? '--'}</td>
      <td>{data.phone || '--'}</td>
      <td>{data.email || '--'}</td>
      <td>
        <Badge tone={data.status === 'ACTIVE' ? 'success' : 'neutral'}>{data.status === 'ACTIVE' ? 'Active' : 'Inactive'}</Badge>
      </td>
    </tr>
  );
}
