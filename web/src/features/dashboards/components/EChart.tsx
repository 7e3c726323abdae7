// The one module that imports echarts (from `echarts/core`, only the charts used): loaded lazily with the first
// chart, so the home page's first load stays light.
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { FunnelChart, GaugeChart, PieChart } from 'echarts/charts';
import { AriaComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { chartOption, chartSize, type ChartDataInput, type ChartKind } from '../chartOptions';

echarts.use([PieChart, GaugeChart, FunnelChart, AriaComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function EChart({ kind, data, label }: { kind: ChartKind; data: ChartDataInput; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const size = chartSize(kind);
  useEffect(() => {
    if (!ref.current) return undefined;
    const chart = echarts.init(ref.current, undefined, { renderer: 'canvas', width: size.width, height: size.height });
    chart.setOption(chartOption(kind, data));
    return () => chart.dispose();
  }, [kind, data, size.width, size.height]);
  return (
    <div ref={ref} role="img" aria-label={label} data-chart={kind} style={{ width: size.width, height: size.height, maxWidth: '100%' }} />
  );
}
