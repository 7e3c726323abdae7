// The spec's chart dashboards (dashboard/lead|opportunity|invoice|project|case|revenue, opportunity/dashboard,
// opportunity/pipeline): one screen driven by the api's chart dashboard definitions, not a copy per dashboard.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Card, Page, PageHeader } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { ChartView, chartKind } from '../components/ChartView';
import type { ChartDashboardRouteQuery } from './__generated__/ChartDashboardRouteQuery.graphql';
import styles from '../Dashboards.module.css';

const query = graphql`
  query ChartDashboardRouteQuery($name: String!, $withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    chartDashboard(name: $name) {
      title
      charts {
        key
        title
        chartType
        data {
          ...ChartView_data
        }
      }
    }
  }
`;

/** `opportunity/dashboard` is the opportunity dashboard; `opportunity/pipeline` the pipeline; else `dashboard/{name}`. */
export function dashboardName(pathname: string, param: string | undefined): string {
  if (/\/opportunity\/pipeline\/?$/.test(pathname)) return 'pipeline';
  if (/\/opportunity\/dashboard\/?$/.test(pathname)) return 'opportunity';
  return param ?? '';
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const name = dashboardName(new URL(request.url).pathname, params.name);
  return preloadRouteQueryWithShell<ChartDashboardRouteQuery>('chart-dashboard', query, { name });
}

export function Component() {
  const data = usePreloadedQuery<ChartDashboardRouteQuery>(query, useLoaderData() as PreloadedQuery<ChartDashboardRouteQuery>);
  const board = data.chartDashboard;
  if (!board) {
    return (
      <Page>
        <PageHeader title="Dashboard not found" />
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader title={board.title} />
      <div className={styles.charts}>
        {board.charts.map((c) => (
          <Card key={c.key} title={c.title}>
            <ChartView kind={chartKind(c.chartType)} data={c.data} title={c.title} />
          </Card>
        ))}
      </div>
    </Page>
  );
}
