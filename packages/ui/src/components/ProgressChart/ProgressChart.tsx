import { parseDate } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { ChartFrame } from '../TasksByStatusChart/ChartFrame';

/** One measurement of progress. */
export interface ProgressPoint {
  /** When it was measured: a Date or an ISO date / date-time string. */
  date: Date | string;
  /** Percent, 0 to 100. */
  progress: number;
}

export interface ProgressChartProps {
  points: readonly ProgressPoint[];
  title?: string;
  /** Height of the plot in pixels. */
  height?: number;
  loading?: boolean;
  /** Draw at once without the entry animation (reference screenshots, reduced motion). */
  skipAnimation?: boolean;
}

const axisDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Progress over time as an area line from 0 to 100 % (MUI X Charts) in the theme's primary colour, with the
 * measurements in a visually hidden table for screen readers.
 */
export function ProgressChart({
  points,
  title = 'Progress over time',
  height = 240,
  loading = false,
  skipAnimation = false,
}: ProgressChartProps) {
  const theme = useTheme();
  const data = points
    .flatMap((point) => {
      const date = parseDate(point.date);
      return date ? [{ date, progress: Math.min(100, Math.max(0, point.progress)) }] : [];
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const latest = data.at(-1);

  return (
    <ChartFrame
      title={title}
      subtitle={latest ? `${Math.round(latest.progress)}% on ${fullDate.format(latest.date)}` : undefined}
      height={height}
      loading={loading}
      emptyText={data.length === 0 ? 'No progress recorded yet' : undefined}
      table={{
        headers: ['Date', 'Progress'],
        rows: data.map((point) => [fullDate.format(point.date), `${Math.round(point.progress)}%`]),
      }}
    >
      <LineChart
        height={height}
        skipAnimation={skipAnimation}
        disableKeyboardNavigation
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'time',
            data: data.map((point) => point.date),
            valueFormatter: (value: Date) => axisDate.format(value),
            tickNumber: 6,
          },
        ]}
        yAxis={[{ min: 0, max: 100, width: 44, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: data.map((point) => point.progress),
            label: 'Progress',
            area: true,
            showMark: data.length <= 12,
            curve: 'monotoneX',
            color: (theme.vars || theme).palette.primary.main,
            valueFormatter: (value) => (value === null ? '' : `${Math.round(value)}%`),
          },
        ]}
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.16 } }}
      />
    </ChartFrame>
  );
}
