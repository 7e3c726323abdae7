import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FieldDisplay } from '../fields/FieldDisplay';
import type { RecordRow_record$key } from './__generated__/RecordRow_record.graphql';

/**
 * One row of any record table: the columns are the values of `listFields` in order; the first column (the type's
 * name field) links to the record's detail page (its text, or the record's name when that field is empty).
 */
export function RecordRow({ record }: { record: RecordRow_record$key }) {
  const data = useFragment(
    graphql`
      fragment RecordRow_record on Record @argumentDefinitions(listFields: { type: "[String!]!" }) {
        name
        url
        values(fields: $listFields) {
          field
          text
          ...FieldDisplay_value
        }
      }
    `,
    record,
  );
  const [first, ...rest] = data.values;
  return (
    <tr>
      <th scope="row">
        <Link to={data.url}>{first?.text || data.name || '--'}</Link>
      </th>
      {rest.map((value) => (
        <td key={value.field}>
          <FieldDisplay value={value} />
        </td>
      ))}
    </tr>
  );
}
