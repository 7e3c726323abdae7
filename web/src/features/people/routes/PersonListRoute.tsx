import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { getPageSize } from '../../../app/paging';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { PersonAddButton } from '../components/PersonAddButton';
import { PersonList } from '../components/PersonList';
import type { PersonListRouteQuery } from './__generated__/PersonListRouteQuery.graphql';

const listQuery = graphql`
  query PersonListRouteQuery($first: Int!) {
    ...PersonList_query @arguments(first: $first)
    viewer {
      ...PersonAddButton_viewer
    }
  }
`;

export function loader() {
  return preloadRouteQuery<PersonListRouteQuery>('person-list', listQuery, { first: getPageSize() });
}

export function Component() {
  const data = usePreloadedQuery<PersonListRouteQuery>(listQuery, useLoaderData() as PreloadedQuery<PersonListRouteQuery>);
  return (
    <Page>
      <PageHeader title="People" actions={data.viewer ? <PersonAddButton viewer={data.viewer} /> : null} />
      <PersonList query={data} />
    </Page>
  );
}
