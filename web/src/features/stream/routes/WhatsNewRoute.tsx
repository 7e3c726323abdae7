import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { ActivityStream } from '../components/ActivityStream';
import type { WhatsNewRouteQuery } from './__generated__/WhatsNewRouteQuery.graphql';

const query = graphql`
  query WhatsNewRouteQuery($withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    viewer {
      ...ActivityStream_viewer
    }
  }
`;

/** whatsnew, home-mobile/whatsnew, update-stream and update-stream/search: the activity stream on its own page. */
export function loader() {
  return preloadRouteQueryWithShell<WhatsNewRouteQuery>('whatsnew', query, {});
}

export function Component() {
  const data = usePreloadedQuery<WhatsNewRouteQuery>(query, useLoaderData() as PreloadedQuery<WhatsNewRouteQuery>);
  return (
    <Page>
      <PageHeader title="What's New" />
      {data.viewer ? <ActivityStream viewer={data.viewer} /> : null}
    </Page>
  );
}
