// The echarts options of the dashboard charts, built from the api's aggregated chart data. Pure functions (no
// echarts import), so the option building is unit-tested and the library itself is loaded only with a chart.
// Spec §9: pie and gauge colour thresholds 25,000, 50,000 and 75,000 with a maximum of 100,000; the gauge runs
// from 0 to 100; a funnel is 400 wide by 600 high by default.

export const CHART_THRESHOLDS = [25_000, 50_000, 75_000] as const;
export const CHART_MAXIMUM = 100_000;
export const GAUGE_MIN = 0;
export const GAUGE_MAX = 100;
export const FUNNEL_SIZE = { width: 400, height: 600 } as const;
/** Colours of the bands below 25,000, below 50,000, below 75,000, and up to the maximum. */
export const BAND_COLOURS = ['#c0392b', '#e67e22', '#f1c40f', '#27ae60'] as const;

export interface ChartSliceInput {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly amount: number;
}
export interface ChartDataInput {
  readonly groupLabel: string;
  readonly amountField: string | null | undefined;
  readonly amountLabel: string | null | undefined;
  readonly totalCount: number;
  readonly totalAmount: number;
  readonly slices: readonly ChartSliceInput[];
}

/** The band colour of an amount: under 25,000, 50,000, 75,000, or above (capped at the maximum). */
export function thresholdColour(amount: number): string {
  const band = CHART_THRESHOLDS.findIndex((t) => amount < t);
  return BAND_COLOURS[band === -1 ? CHART_THRESHOLDS.length : band]!;
}

/** What a slice weighs: its amount when the type has one, else its count. */
const weight = (data: ChartDataInput, s: ChartSliceInput) => (data.amountField ? s.amount : s.count);

export const formatAmount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * What the gauge shows, 0 to 100 (spec: gauge range 0 to 100, maximum 100,000):
 * - a type with an amount (opportunities, invoices, projects' budget): the view's records' total amount as a
 *   percentage of 100,000 — 42,000 reads 42 — capped at 100 (and never below 0);
 * - a type without one: the percentage of the view's records in its largest group (stage, status or owner).
 * One decimal. No records reads 0.
 */
export function gaugeValue(data: ChartDataInput): number {
  const raw = data.amountField
    ? (data.totalAmount / CHART_MAXIMUM) * GAUGE_MAX
    : data.totalCount
      ? (largestSlice(data)!.count / data.totalCount) * GAUGE_MAX
      : 0;
  return Math.round(Math.min(GAUGE_MAX, Math.max(GAUGE_MIN, raw)) * 10) / 10;
}

/** The group with the most records (the first of equals, in stage order). */
function largestSlice(data: ChartDataInput): ChartSliceInput | undefined {
  return data.slices.reduce<ChartSliceInput | undefined>((best, s) => (!best || s.count > best.count ? s : best), undefined);
}

/** The gauge's caption: what its number measures, in words, shown under it and read by screen readers. */
export function gaugeCaption(data: ChartDataInput): string {
  const value = gaugeValue(data);
  if (data.amountField) {
    const over = data.totalAmount > CHART_MAXIMUM ? ' (the gauge stops at 100)' : '';
    return `${data.amountLabel ?? 'Amount'} total ${formatAmount(data.totalAmount)}: ${value}% of ${formatAmount(CHART_MAXIMUM)}${over}`;
  }
  const largest = largestSlice(data);
  const records = `${data.totalCount} record${data.totalCount === 1 ? '' : 's'}`;
  if (!largest) return `${value}%: no records`;
  return `${value}% of the ${records} are ${largest.label}, the largest ${data.groupLabel.toLowerCase()} group`;
}

type Option = Record<string, unknown>;

const thousands = new Intl.NumberFormat('en-US');
/** A slice's label: its name and value with thousands separators ("Proposal: 1,346,000"). */
export const sliceLabel = (p: { name: string; value: number }) => `${p.name}: ${thousands.format(p.value)}`;

export function pieOption(data: ChartDataInput): Option {
  return {
    animation: false,
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0 },
    // Slices in one amount band share its colour (the spec's thresholds): a pattern per slice tells them apart,
    // in the pie and in the legend.
    aria: { enabled: true, decal: { show: Boolean(data.amountField) } },
    series: [
      {
        type: 'pie',
        radius: ['0%', '65%'],
        data: data.slices.map((s) => ({
          name: s.label,
          value: weight(data, s),
          // With amounts, each slice is coloured by its band (spec thresholds); counts keep echarts' palette.
          ...(data.amountField ? { itemStyle: { color: thresholdColour(s.amount), borderColor: '#fff', borderWidth: 1 } } : {}),
        })),
        label: { formatter: sliceLabel },
      },
    ],
  };
}

export function gaugeOption(data: ChartDataInput): Option {
  const bands = [...CHART_THRESHOLDS.map((t) => t / CHART_MAXIMUM), 1].map((stop, i) => [stop, BAND_COLOURS[i]]);
  return {
    animation: false,
    series: [
      {
        type: 'gauge',
        min: GAUGE_MIN,
        max: GAUGE_MAX,
        axisLine: { lineStyle: { width: 18, color: bands } },
        detail: { formatter: '{value}%' },
        // The dial's name says what is measured: the amount, else the group whose share it is.
        data: [
          {
            value: gaugeValue(data),
            name: data.amountField ? (data.amountLabel ?? 'Amount') : (largestSlice(data)?.label ?? data.groupLabel),
          },
        ],
      },
    ],
  };
}

export function funnelOption(data: ChartDataInput, size: { width: number; height: number } = FUNNEL_SIZE): Option {
  return {
    animation: false,
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'funnel',
        left: 'center',
        top: 10,
        width: size.width - 40,
        height: size.height - 40,
        // The stage order of the data, not sorted by size: a pipeline reads top to bottom.
        sort: 'none',
        minSize: '10%',
        data: data.slices.map((s) => ({ name: s.label, value: weight(data, s) })),
        label: { position: 'inside', formatter: sliceLabel },
      },
    ],
  };
}

export type ChartKind = 'pie' | 'gauge' | 'funnel';

export function chartOption(kind: ChartKind, data: ChartDataInput): Option {
  return kind === 'pie' ? pieOption(data) : kind === 'gauge' ? gaugeOption(data) : funnelOption(data);
}

/** The chart's size in pixels: a funnel's default 400 × 600, others 400 × 300. */
export const chartSize = (kind: ChartKind) => (kind === 'funnel' ? FUNNEL_SIZE : { width: 400, height: 300 });

/** A text summary of the chart for screen readers (and the e2e's eyes). */
export function chartSummary(kind: ChartKind, data: ChartDataInput): string {
  if (kind === 'gauge') return gaugeCaption(data);
  return data.slices.map((s) => `${s.label}: ${data.amountField ? formatAmount(s.amount) : s.count}`).join('; ');
}
