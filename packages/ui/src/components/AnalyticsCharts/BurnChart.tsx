import { ANALYTICS_FIGURES, ANALYTICS_TEXTS, type BurnPoint } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCount, tableDay } from './format';
import { AnalyticsChartCard, type AnalyticsChartProps, COUNT_AXIS, dailyAxis, plotProps } from './parts';

const [DATE, TOTAL, COMPLETED, REMAINING] = ANALYTICS_FIGURES.burn.columns;

export interface BurnChartProps extends AnalyticsChartProps {
  /** The project's days, or null when no project is chosen. */
  points: readonly BurnPoint[] | null;
  /** The project's name, for the subtitle. */
  projectName?: string;
}

/**
 * A project's burn-down (remaining tasks) and burn-up (completed against the total scope) as lines, with
 * 'View as table'. Without a chosen project it asks for one.
 */
export function BurnChart({
  points,
  projectName,
  title = ANALYTICS_FIGURES.burn.title,
  loading = false,
  skipAnimation = false,
}: BurnChartProps) {
  const theme = useTheme();
  const list = points ?? [];
  return (
    <AnalyticsChartCard
      title={title}
      subtitle={projectName}
      loading={loading}
      empty={list.length === 0}
      emptyText={points === null ? ANALYTICS_TEXTS.chooseProjectForBurn : ANALYTICS_TEXTS.noData}
      columns={[
        { label: DATE },
        { label: TOTAL, numeric: true },
        { label: COMPLETED, numeric: true },
        { label: REMAINING, numeric: true },
      ]}
      rows={list.map((point) => [
        tableDay(point.date),
        formatCount(point.total),
        formatCount(point.completed),
        formatCount(point.remaining),
      ])}
    >
      {(height) => (
        <LineChart
          {...plotProps(height, skipAnimation)}
          xAxis={[dailyAxis(list.map((point) => point.date))]}
          yAxis={[COUNT_AXIS]}
          // The total first, underneath: while nothing is done the remaining line runs on it and must show.
          series={[
            {
              data: list.map((point) => point.total),
              label: TOTAL,
              curve: 'linear',
              color: theme.palette.text.secondary,
              showMark: false,
            },
            {
              data: list.map((point) => point.remaining),
              label: REMAINING,
              curve: 'linear',
              color: theme.palette.warning.main,
              showMark: false,
            },
            {
              data: list.map((point) => point.completed),
              label: COMPLETED,
              curve: 'linear',
              color: theme.palette.success.main,
              showMark: false,
            },
          ]}
          grid={{ horizontal: true }}
        />
      )}
    </AnalyticsChartCard>
  );
}
