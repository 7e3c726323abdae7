import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { HomeWelcome } from '../components/HomeWelcome';
import { HomeTasks } from '../../tasks/components/HomeTasks';
import { ActivityStream } from '../../stream/components/ActivityStream';
import { WeekWidget, weekWidgetRange } from '../../calendar/components/WeekWidget';
import type { HomeRouteQuery } from './__generated__/HomeRouteQuery.graphql';

const homeQuery = graphql`
  query HomeRouteQuery($withShell: Boolean!, $weekRange: CalendarRangeInput!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    ...HomeTasks_query
    ...WeekWidget_query @arguments(weekRange: $weekRange)
    viewer {
      ...HomeWelcome_viewer
      ...HomeTasks_viewer
      ...ActivityStream_viewer
    }
  }
`;

export function loader() {
  return preloadRouteQueryWithShell<HomeRouteQuery>('home', homeQuery, { weekRange: weekWidgetRange() });
}

export function Component() {
  const data = usePreloadedQuery<HomeRouteQuery>(homeQuery, useLoaderData() as PreloadedQuery<HomeRouteQuery>);
  return (
    <Page>
      {data.viewer ? (
        <>
          <HomeWelcome viewer={data.viewer} />
          <HomeTasks viewer={data.viewer} query={data} />
          {/* The week widget (issue 9): this week or next week, hideable. */}
          <WeekWidget query={data} />
          <ActivityStream viewer={data.viewer} />
        </>
      ) : null}
    </Page>
  );
}
