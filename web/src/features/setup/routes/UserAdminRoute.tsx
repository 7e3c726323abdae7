import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { UserAdminList } from '../components/UserAdminList';
import type { UserAdminRouteQuery } from './__generated__/UserAdminRouteQuery.graphql';

const query = graphql`
  query UserAdminRouteQuery {
    ...UserAdminList_query
  }
`;

/** /setup/user: manage the company's users (administrators; others are refused by the api). */
export function loader() {
  return preloadRouteQuery<UserAdminRouteQuery>('setup-user', query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<UserAdminRouteQuery>;
  const data = usePreloadedQuery<UserAdminRouteQuery>(query, queryRef);
  return (
    <Page>
      <PageHeader title="Manage Users" />
      <UserAdminList query={data} />
    </Page>
  );
}
