import { ChartFrame } from './ChartFrame';

export interface TasksByStatusChartPlaceholderProps {
  /** The chart's title, shown while it loads: the same as the chart's. */
  title?: string;
  /** The plot's height, so nothing moves when the chart arrives. */
  height?: number;
}

/**
 * What stands in for {@link TasksByStatusChart} while its code loads: the same titled card with a busy plot. It
 * imports no charting code, so a screen can show it while the chart is fetched on demand.
 */
export function TasksByStatusChartPlaceholder({
  title = 'Tasks by status',
  height = 240,
}: TasksByStatusChartPlaceholderProps) {
  return (
    <ChartFrame title={title} height={height} loading table={{ headers: ['Status', 'Tasks'], rows: [] }}>
      {null}
    </ChartFrame>
  );
}
