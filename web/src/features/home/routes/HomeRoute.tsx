import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { HomeWelcome } from '../components/HomeWelcome';
import { HomePanels } from '../../panels/components/HomePanels';
import { HomeTasks } from '../../tasks/components/HomeTasks';
import { ActivityStream } from '../../stream/components/ActivityStream';
import type { HomeRouteQuery } from './__generated__/HomeRouteQuery.graphql';

const homeQuery = graphql`
  query HomeRouteQuery($withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    ...HomeTasks_query
    viewer {
      ...HomeWelcome_viewer
      ...HomeTasks_viewer
      ...ActivityStream_viewer
    }
  }
`;

export function loader() {
  return preloadRouteQueryWithShell<HomeRouteQuery>('home', homeQuery, {});
}

export function Component() {
  const data = usePreloadedQuery<HomeRouteQuery>(homeQuery, useLoaderData() as PreloadedQuery<HomeRouteQuery>);
  return (
    <Page>
      {data.viewer ? (
        <>
          <HomeWelcome viewer={data.viewer} />
          <HomePanels />
          <HomeTasks viewer={data.viewer} query={data} />
          <ActivityStream viewer={data.viewer} />
        </>
      ) : null}
    </Page>
  );
}
