import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page } from '../../../ui';
import { getPageSize } from '../../../app/paging';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { SignInAuditList } from '../components/SignInAuditList';
import type { SignInAuditRouteQuery } from './__generated__/SignInAuditRouteQuery.graphql';

const query = graphql`
  query SignInAuditRouteQuery($first: Int!) {
    ...SignInAuditList_query @arguments(first: $first)
  }
`;

/** /setup/sign-ins: the sign-in audit, for administrators (linked from the profile panel). */
export function loader() {
  return preloadRouteQuery<SignInAuditRouteQuery>('setup-sign-ins', query, { first: getPageSize() });
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SignInAuditRouteQuery>;
  const data = usePreloadedQuery<SignInAuditRouteQuery>(query, queryRef);
  return (
    <Page>
      <SignInAuditList query={data} />
    </Page>
  );
}
