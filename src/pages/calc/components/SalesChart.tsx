/**
 * Chart of sales (net) and VAT by country and month (echarts, loaded lazily with the result page's
 * own chunk so /login stays small). Series are per country and currency: never summed across currencies.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Props: months (`YYYY-MM`), series per "country · currency", and which measure to draw. */
export interface SalesChartProps {
  months: string[];
  series: { key: string; net: number[]; vat: number[] }[];
  measure: 'net' | 'vat';
}

/** The bar chart. */
export default function SalesChart({ months, series, measure }: SalesChartProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      style={{ height: 320, width: '100%' }}
      notMerge
      option={{
        color: ['#6862B0', '#1AB76B', '#FE5858', '#F5A623', '#4A90E2', '#9B59B6', '#16A085', '#E67E22', '#7F8C8D'],
        tooltip: { trigger: 'axis' },
        legend: { type: 'scroll', top: 0 },
        grid: { left: 60, right: 20, top: 40, bottom: 30 },
        xAxis: { type: 'category', data: months },
        yAxis: { type: 'value' },
        series: series.map((s) => ({ name: s.key, type: 'bar', data: s[measure] })),
      }}
    />
  );
}
