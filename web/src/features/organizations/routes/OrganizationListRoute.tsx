import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { getPageSize } from '../../../app/paging';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { OrganizationAddButton } from '../components/OrganizationAddButton';
import { OrganizationList } from '../components/OrganizationList';
import type { OrganizationListRouteQuery } from './__generated__/OrganizationListRouteQuery.graphql';

const listQuery = graphql`
  query OrganizationListRouteQuery($first: Int!) {
    ...OrganizationList_query @arguments(first: $first)
    viewer {
      ...OrganizationAddButton_viewer
    }
  }
`;

/** /organization (a `?viewId` is accepted and ignored until saved views exist). */
export function loader() {
  return preloadRouteQuery<OrganizationListRouteQuery>('organization-list', listQuery, { first: getPageSize() });
}

export function Component() {
  const data = usePreloadedQuery<OrganizationListRouteQuery>(listQuery, useLoaderData() as PreloadedQuery<OrganizationListRouteQuery>);
  return (
    <Page>
      <PageHeader title="Organizations" actions={data.viewer ? <OrganizationAddButton viewer={data.viewer} /> : null} />
      <OrganizationList query={data} />
    </Page>
  );
}
