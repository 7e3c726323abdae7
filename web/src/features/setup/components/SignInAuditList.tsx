import { startTransition, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListFooter, PageHeader, RecordTable, layoutStyles } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { usePagedList } from '../../../app/paging';
import type { SignInAuditList_query$key } from './__generated__/SignInAuditList_query.graphql';

type Outcome = 'SUCCESS' | 'FAILURE' | 'THROTTLED';
const OUTCOME_LABELS: Record<Outcome, string> = { SUCCESS: 'Signed in', FAILURE: 'Refused', THROTTLED: 'Throttled' };
const FILTERS = [{ id: 'ALL', label: 'All attempts' }, ...Object.entries(OUTCOME_LABELS).map(([id, label]) => ({ id, label }))];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The company's sign-in attempts, newest first, filterable by outcome (administrators only: the server decides). */
export function SignInAuditList({ query }: { query: SignInAuditList_query$key }) {
  const { data, refetch, ...pagination } = usePaginationFragment(
    graphql`
      fragment SignInAuditList_query on Query
      @refetchable(queryName: "SignInAuditListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        outcome: { type: "SignInOutcome" }
      ) {
        signInAttempts(first: $first, after: $after, outcome: $outcome) @connection(key: "SignInAuditList_signInAttempts", filters: ["outcome"]) {
          totalCount
          edges {
            node {
              rowId
              attemptedAt
              username
              userName
              clientAddress
              userAgent
              outcome
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedList({ ...pagination, refetch });
  const [filter, setFilter] = useState('ALL');
  const attempts = data.signInAttempts;
  if (!attempts) return null; // refused: the error handler has already taken the user to the 403 page

  return (
    <>
      <PageHeader title="Sign-in activity" />
      <SelectField
        inline
        label="Show"
        value={filter}
        options={FILTERS}
        onChange={(value) => {
          setFilter(value);
          startTransition(() => {
            refetch({ first: paging.pageSize, outcome: value === 'ALL' ? null : (value as Outcome) }, { fetchPolicy: 'store-or-network' });
          });
        }}
      />
      <RecordTable
        caption="Sign-in attempts"
        columns={['When', 'Sign-in name', 'User', 'Outcome', 'Address', 'Browser']}
        rows={attempts.edges}
        rowKey={(edge) => String(edge.node.rowId)}
        renderRow={({ node }) => (
          <tr>
            <td>{dateFormat.format(new Date(String(node.attemptedAt)))}</td>
            <td>{node.username}</td>
            <td>{node.userName ?? '--'}</td>
            <td>{OUTCOME_LABELS[node.outcome as Outcome] ?? node.outcome}</td>
            <td>{node.clientAddress}</td>
            <td className={layoutStyles.muted}>{node.userAgent ?? '--'}</td>
          </tr>
        )}
        emptyMessage={<span className={layoutStyles.muted}>No sign-in attempts.</span>}
      />
      <ListFooter itemLabel="attempts" loaded={attempts.edges.length} total={attempts.totalCount} {...paging} />
    </>
  );
}
