import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PersonRow_person$key } from './__generated__/PersonRow_person.graphql';

export function PersonRow({ person }: { person: PersonRow_person$key }) {
  const data = useFragment(
    graphql`
      fragment PersonRow_person on Person {
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
      <th scope="row">{data.name}</th>
      <td>{data.jobTitle || '--'}</td>
      <td>
        {data.organization ? <Link to={`/organization/detail/${data.organization.rowId}`}>{data.organization.name}</Link> : '--'}
      </td>
      <td>{data.email || '--'}</td>
      <td>{data.phone || '--'}</td>
    </tr>
  );
}
