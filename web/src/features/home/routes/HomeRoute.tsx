import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { HomeWelcome } from '../components/HomeWelcome';
import type { HomeRouteQuery } from './__generated__/HomeRouteQuery.graphql';

const homeQuery = graphql`
  query HomeRouteQuery($withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    viewer {
      ...HomeWelcome_viewer
    }
  }
`;

export function loader() {
  return preloadRouteQueryWithShell<HomeRouteQuery>('home', homeQuery, {});
}

export function Component() {
  const data = usePreloadedQuery<HomeRouteQuery>(homeQuery, useLoaderData() as PreloadedQuery<HomeRouteQuery>);
  return <Page>{data.viewer ? <HomeWelcome viewer={data.viewer} /> : null}</Page>;
}
