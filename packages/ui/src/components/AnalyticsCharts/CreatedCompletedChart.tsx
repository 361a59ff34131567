import { ANALYTICS_FIGURES } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisDay, formatCount, tableDay } from './format';
import { AnalyticsChartCard, type AnalyticsChartProps, COUNT_AXIS, plotProps } from './parts';

export interface CreatedCompletedWeek {
  weekStart: string;
  created: number;
  completed: number;
}

const [WEEK, CREATED, COMPLETED] = ANALYTICS_FIGURES.createdVsCompleted.columns;

export interface CreatedCompletedChartProps extends AnalyticsChartProps {
  weeks: readonly CreatedCompletedWeek[];
}

/** Tasks created against tasks completed per week, as two lines, with 'View as table'. */
export function CreatedCompletedChart({
  weeks,
  title = ANALYTICS_FIGURES.createdVsCompleted.title,
  loading = false,
  skipAnimation = false,
}: CreatedCompletedChartProps) {
  const theme = useTheme();
  const created = weeks.reduce((sum, week) => sum + week.created, 0);
  const completed = weeks.reduce((sum, week) => sum + week.completed, 0);
  return (
    <AnalyticsChartCard
      title={title}
      subtitle={`${formatCount(created)} created, ${formatCount(completed)} completed`}
      loading={loading}
      empty={weeks.length === 0 || created + completed === 0}
      columns={[{ label: WEEK }, { label: CREATED, numeric: true }, { label: COMPLETED, numeric: true }]}
      rows={weeks.map((week) => [
        tableDay(week.weekStart),
        formatCount(week.created),
        formatCount(week.completed),
      ])}
    >
      {(height) => (
        <LineChart
          {...plotProps(height, skipAnimation)}
          xAxis={[{ scaleType: 'point', data: weeks.map((week) => axisDay(week.weekStart)) }]}
          yAxis={[COUNT_AXIS]}
          series={[
            {
              data: weeks.map((week) => week.created),
              label: CREATED,
              curve: 'linear',
              color: theme.palette.info.main,
            },
            {
              data: weeks.map((week) => week.completed),
              label: COMPLETED,
              curve: 'linear',
              color: theme.palette.success.main,
            },
          ]}
          grid={{ horizontal: true }}
        />
      )}
    </AnalyticsChartCard>
  );
}
