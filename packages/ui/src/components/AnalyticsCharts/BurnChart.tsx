import { ANALYTICS_FIGURES, ANALYTICS_TEXTS, type BurnPoint } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from '../ChartCard';
import { axisDay, formatCount, tableDay, weeklyTicks } from './format';

const [DATE, TOTAL, COMPLETED, REMAINING] = ANALYTICS_FIGURES.burn.columns;

export interface BurnChartProps {
  /** The project's days, or null when no project is chosen. */
  points: readonly BurnPoint[] | null;
  /** The project's name, for the subtitle. */
  projectName?: string;
  title?: string;
  loading?: boolean;
  skipAnimation?: boolean;
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
    <ChartCard
      title={title}
      subtitle={projectName}
      loading={loading}
      empty={list.length === 0}
      emptyText={points === null ? ANALYTICS_TEXTS.chooseProjectForBurn : ANALYTICS_TEXTS.noData}
      tableToggleLabel={ANALYTICS_TEXTS.viewAsTable}
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
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'point',
              data: list.map((point) => axisDay(point.date)),
              tickInterval: weeklyTicks(list.length),
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
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
    </ChartCard>
  );
}
