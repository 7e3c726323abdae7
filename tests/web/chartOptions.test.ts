import { describe, expect, it } from 'vitest';
import {
  BAND_COLOURS,
  FUNNEL_SIZE,
  chartSize,
  chartSummary,
  funnelOption,
  gaugeOption,
  gaugeValue,
  gaugeCaption,
  pieOption,
  sliceLabel,
  thresholdColour,
  type ChartDataInput,
} from '../../web/src/features/dashboards/chartOptions';

const money: ChartDataInput = {
  groupLabel: 'Stage',
  amountField: 'amount',
  amountLabel: 'Amount',
  totalCount: 4,
  totalAmount: 160_000,
  slices: [
    { key: 'Prospecting', label: 'Prospecting', count: 1, amount: 10_000 },
    { key: 'Qualification', label: 'Qualification', count: 1, amount: 25_000 },
    { key: 'Proposal', label: 'Proposal', count: 1, amount: 50_000 },
    { key: 'Closed Won', label: 'Closed Won', count: 1, amount: 75_000 },
  ],
};
const counts: ChartDataInput = {
  groupLabel: 'Owner',
  amountField: null,
  amountLabel: null,
  totalCount: 10,
  totalAmount: 0,
  slices: [
    { key: '1', label: 'Alice Adams', count: 7, amount: 0 },
    { key: '2', label: 'Carl Reyes', count: 3, amount: 0 },
  ],
};
type Series = { type: string; data: { name?: string; value: number; itemStyle?: { color: string } }[]; [k: string]: unknown };
const seriesOf = (o: Record<string, unknown>) => (o.series as Series[])[0]!;

describe('dashboard chart options', () => {
  it('colours by the spec thresholds: below 25,000, 50,000, 75,000, and above', () => {
    expect(thresholdColour(0)).toBe(BAND_COLOURS[0]);
    expect(thresholdColour(24_999.99)).toBe(BAND_COLOURS[0]);
    expect(thresholdColour(25_000)).toBe(BAND_COLOURS[1]);
    expect(thresholdColour(49_999)).toBe(BAND_COLOURS[1]);
    expect(thresholdColour(50_000)).toBe(BAND_COLOURS[2]);
    expect(thresholdColour(75_000)).toBe(BAND_COLOURS[3]);
    expect(thresholdColour(1_000_000)).toBe(BAND_COLOURS[3]);
  });

  it('a pie weighs slices by amount, each coloured by its band; without amounts by count', () => {
    const pie = seriesOf(pieOption(money));
    expect(pie.type).toBe('pie');
    expect(pie.data.map((d) => d.value)).toEqual([10_000, 25_000, 50_000, 75_000]);
    expect(pie.data.map((d) => d.itemStyle?.color)).toEqual([BAND_COLOURS[0], BAND_COLOURS[1], BAND_COLOURS[2], BAND_COLOURS[3]]);
    // Slices of one band share a colour: each gets a pattern of its own (echarts' aria decals), counts need none.
    expect(pieOption(money).aria).toEqual({ enabled: true, decal: { show: true } });
    expect(pieOption(counts).aria).toEqual({ enabled: true, decal: { show: false } });
    const byCount = seriesOf(pieOption(counts));
    expect(byCount.data).toEqual([
      { name: 'Alice Adams', value: 7 },
      { name: 'Carl Reyes', value: 3 },
    ]);
  });

  it('a gauge runs 0 to 100 with bands at 25, 50 and 75 of 100,000, capped at 100', () => {
    const gauge = seriesOf(gaugeOption({ ...money, totalAmount: 42_000 }));
    expect(gauge).toMatchObject({ type: 'gauge', min: 0, max: 100 });
    expect((gauge.axisLine as { lineStyle: { color: unknown[] } }).lineStyle.color).toEqual([
      [0.25, BAND_COLOURS[0]],
      [0.5, BAND_COLOURS[1]],
      [0.75, BAND_COLOURS[2]],
      [1, BAND_COLOURS[3]],
    ]);
    expect(gauge.data[0]!.value).toBe(42);
    expect(gaugeValue(money)).toBe(100);
    expect(gaugeValue({ ...money, totalAmount: -5 })).toBe(0);
    expect(gaugeValue(counts)).toBe(70);
    expect(gaugeValue({ ...counts, totalCount: 0, slices: [] })).toBe(0);
  });

  it('defines the gauge: an amount as a percentage of 100,000, else the largest group’s share of the records', () => {
    // Amounts: 42,000 of 100,000 reads 42; 12,345 reads 12.3 (one decimal); above the maximum it stops at 100.
    expect(gaugeValue({ ...money, totalAmount: 42_000 })).toBe(42);
    expect(gaugeValue({ ...money, totalAmount: 12_345 })).toBe(12.3);
    expect(gaugeValue({ ...money, totalAmount: 250_000 })).toBe(100);
    expect(gaugeCaption({ ...money, totalAmount: 42_000 })).toBe('Amount total 42,000: 42% of 100,000');
    expect(gaugeCaption({ ...money, totalAmount: 250_000 })).toBe('Amount total 250,000: 100% of 100,000 (the gauge stops at 100)');
    // No amount: the largest group's share of the records (7 of 10 with Alice Adams), not their sum.
    expect(gaugeValue(counts)).toBe(70);
    expect(seriesOf(gaugeOption(counts)).data[0]).toMatchObject({ value: 70, name: 'Alice Adams' });
    expect(gaugeCaption(counts)).toBe(`70% of the 10 records are Alice Adams, the largest ${counts.groupLabel.toLowerCase()} group`);
    const thirds = {
      ...counts,
      totalCount: 3,
      slices: counts.slices.map((s) => ({ ...s, count: 1 })).concat([{ key: 'x', label: 'X', count: 1, amount: 0 }]),
    };
    expect(gaugeValue(thirds)).toBe(33.3);
    expect(gaugeCaption({ ...counts, totalCount: 0, slices: [] })).toBe('0%: no records');
  });

  it('a funnel keeps the stage order and is 400 × 600 by default', () => {
    expect(FUNNEL_SIZE).toEqual({ width: 400, height: 600 });
    expect(chartSize('funnel')).toEqual({ width: 400, height: 600 });
    const funnel = seriesOf(funnelOption(money));
    expect(funnel).toMatchObject({ type: 'funnel', sort: 'none', width: 360, height: 560 });
    expect(funnel.data.map((d) => d.name)).toEqual(['Prospecting', 'Qualification', 'Proposal', 'Closed Won']);
  });

  it('summarises the chart as text', () => {
    expect(chartSummary('pie', money)).toBe('Prospecting: 10,000; Qualification: 25,000; Proposal: 50,000; Closed Won: 75,000');
    expect(chartSummary('funnel', counts)).toBe('Alice Adams: 7; Carl Reyes: 3');
    expect(chartSummary('gauge', { ...money, totalAmount: 50_000 })).toBe('Amount total 50,000: 50% of 100,000');
  });
});

describe('slice labels', () => {
  it('show the value with thousands separators', () => {
    expect(sliceLabel({ name: 'Proposal', value: 1_346_000 })).toBe('Proposal: 1,346,000');
    expect(sliceLabel({ name: 'Alice Adams', value: 7 })).toBe('Alice Adams: 7');
  });
});
