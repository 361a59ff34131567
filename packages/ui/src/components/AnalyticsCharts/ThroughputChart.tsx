import { ANALYTICS_FIGURES, ANALYTICS_TEXTS } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisDay, formatCount, tableDay } from './format';
import { AnalyticsChartCard, type AnalyticsChartProps, COUNT_AXIS, plotProps } from './parts';

export interface ThroughputWeek {
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStart: string;
  completed: number;
}

const [WEEK, COMPLETED] = ANALYTICS_FIGURES.throughput.columns;

export interface ThroughputChartProps extends AnalyticsChartProps {
  weeks: readonly ThroughputWeek[];
}

/** Tasks completed per week, as bars, with 'View as table'. */
export function ThroughputChart({
  weeks,
  title = ANALYTICS_FIGURES.throughput.title,
  loading = false,
  skipAnimation = false,
}: ThroughputChartProps) {
  const theme = useTheme();
  const total = weeks.reduce((sum, week) => sum + week.completed, 0);
  return (
    <AnalyticsChartCard
      title={title}
      subtitle={`${formatCount(total)} ${total === 1 ? 'task' : 'tasks'} completed`}
      loading={loading}
      empty={weeks.length === 0 || total === 0}
      emptyText={ANALYTICS_TEXTS.notEnoughCompleted}
      columns={[{ label: WEEK }, { label: COMPLETED, numeric: true }]}
      rows={weeks.map((week) => [tableDay(week.weekStart), formatCount(week.completed)])}
    >
      {(height) => (
        <BarChart
          {...plotProps(height, skipAnimation)}
          hideLegend
          xAxis={[{ scaleType: 'band', data: weeks.map((week) => axisDay(week.weekStart)) }]}
          yAxis={[COUNT_AXIS]}
          series={[
            {
              data: weeks.map((week) => week.completed),
              label: COMPLETED,
              color: theme.palette.primary.main,
            },
          ]}
          borderRadius={4}
          grid={{ horizontal: true }}
        />
      )}
    </AnalyticsChartCard>
  );
}
