import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { organizationPath } from '../../organizations/components/OrganizationRow';
import type { PersonRow_person$key } from './__generated__/PersonRow_person.graphql';

/** The detail page path; the web keeps the row id in the URL as the old client did. */
export function personPath(rowId: number): string {
  return `/person/detail/${rowId}`;
}

export function PersonRow({ person }: { person: PersonRow_person$key }) {
  const data = useFragment(
    graphql`
      fragment PersonRow_person on Person {
        rowId
        name
        jobTitle
        email
        phone
        organization {
          rowId
          name
        }
      }
    `,
    person,
  );
  return (
    <tr>
      <th scope="row">
        <Link to={personPath(data.rowId)}>{data.name}</Link>
      </th>
      <td>{data.jobTitle || '--'}</td>
      <td>
        {data.organization ? <Link to={organizationPath(data.organization.rowId)}>{data.organization.name}</Link> : '--'}
      </td>
      <td>{data.email || '--'}</td>
      <td>{data.phone || '--'}</td>
    </tr>
  );
}
