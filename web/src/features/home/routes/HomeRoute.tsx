import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { HomeWelcome } from '../components/HomeWelcome';
import { HomePanels } from '../../panels/components/HomePanels';
import { HomeTasks } from '../../tasks/components/HomeTasks';
import { ActivityStream } from '../../stream/components/ActivityStream';
import { HomeViewLists } from '../../views/components/HomeViewList';
import viewStyles from '../../views/Views.module.css';
import { WeekWidget, weekWidgetRange } from '../../calendar/components/WeekWidget';
import { Dashboard } from '../../dashboards/components/Dashboard';
import type { HomeRouteQuery } from './__generated__/HomeRouteQuery.graphql';

const homeQuery = graphql`
  query HomeRouteQuery($withShell: Boolean!, $weekRange: CalendarRangeInput!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    ...HomeTasks_query
    ...WeekWidget_query @arguments(weekRange: $weekRange)
    ...Dashboard_query
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
          <HomePanels />
          <Dashboard query={data} />
          <HomeTasks viewer={data.viewer} query={data} />
          {/* Home lists (issue 8): saved views as list panels; self-contained, each panel its own query. */}
          <section aria-label="Home lists" className={viewStyles.homeLists}>
            <HomeViewLists object="Organization" />
            <HomeViewLists object="Person" />
          </section>
          {/* The week widget (issue 9): this week or next week, hideable. */}
          <WeekWidget query={data} />
          <ActivityStream viewer={data.viewer} />
        </>
      ) : null}
    </Page>
  );
}
