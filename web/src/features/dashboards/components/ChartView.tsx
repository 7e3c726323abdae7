// A chart of aggregated records: echarts is loaded lazily, with a text summary beside it for screen readers.
import { lazy, Suspense, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Spinner } from '../../../ui';
import { chartSummary, type ChartDataInput, type ChartKind } from '../chartOptions';
import type { ChartView_data$key } from './__generated__/ChartView_data.graphql';
import styles from '../Dashboards.module.css';

const EChart = lazy(() => import('./EChart'));

const fragment = graphql`
  fragment ChartView_data on ChartData {
    groupLabel
    amountField
    amountLabel
    totalCount
    totalAmount
    slices {
      key
      label
      count
      amount
    }
  }
`;

export const chartKind = (chartType: string): ChartKind => (chartType === 'PIE' ? 'pie' : chartType === 'GAUGE' ? 'gauge' : 'funnel');

export function ChartView({ kind, data: dataKey, title }: { kind: ChartKind; data: ChartView_data$key; title: string }) {
  const { groupLabel, amountField, amountLabel, totalCount, totalAmount, slices } = useFragment(fragment, dataKey);
  const data = useMemo<ChartDataInput>(
    () => ({
      groupLabel,
      amountField,
      amountLabel,
      totalCount,
      totalAmount,
      slices: slices.map(({ key, label, count, amount }) => ({ key, label, count, amount })),
    }),
    [groupLabel, amountField, amountLabel, totalCount, totalAmount, slices],
  );
  if (totalCount === 0) return <p className={styles.empty}>No records.</p>;
  const summary = chartSummary(kind, data);
  return (
    <div className={styles.chart}>
      <Suspense fallback={<Spinner label="Loading chart…" />}>
        <EChart kind={kind} data={data} label={`${title}: ${summary}`} />
      </Suspense>
      <p className={styles.summary} data-testid="chart-summary">
        {summary}
      </p>
    </div>
  );
}
