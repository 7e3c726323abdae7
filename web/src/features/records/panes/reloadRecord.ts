import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { valuesOfRecord } from './recordValues';
import type { reloadRecordQuery } from './__generated__/reloadRecordQuery.graphql';

/**
 * Reads a record anew after a conflict (Reload): its values, their display texts and its version. A query of its
 * own, so the screen's query (and its Suspense boundary) is not refetched under an open form; the store takes the
 * new values, so displays of the record update too.
 */
const query = graphql`
  query reloadRecordQuery($type: String!, $id: ID!) {
    record(type: $type, id: $id) {
      version
      values {
        field
        value
        text
      }
    }
  }
`;

export async function reloadRecord(environment: Environment | IEnvironment, type: string, id: string) {
  const data = await fetchQuery<reloadRecordQuery>(environment, query, { type, id }, { fetchPolicy: 'network-only' }).toPromise();
  if (!data?.record) return null;
  return { ...valuesOfRecord(data.record.values.map((v) => ({ field: v.field, value: v.value, text: v.text }))), version: data.record.version };
}
