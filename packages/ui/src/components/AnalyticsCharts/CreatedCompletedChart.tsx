import { ANALYTICS_FIGURES, ANALYTICS_TEXTS } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from '../ChartCard';
import { axisDay, formatCount, tableDay } from './format';

export interface CreatedCompletedWeek {
  weekStart: string;
  created: number;
  completed: number;
}

const [WEEK, CREATED, COMPLETED] = ANALYTICS_FIGURES.createdVsCompleted.columns;

export interface CreatedCompletedChartProps {
  weeks: readonly CreatedCompletedWeek[];
  title?: string;
  loading?: boolean;
  skipAnimation?: boolean;
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
    <ChartCard
      title={title}
      subtitle={`${formatCount(created)} created, ${formatCount(completed)} completed`}
      loading={loading}
      empty={weeks.length === 0 || created + completed === 0}
      emptyText={ANALYTICS_TEXTS.noData}
      tableToggleLabel={ANALYTICS_TEXTS.viewAsTable}
      columns={[{ label: WEEK }, { label: CREATED, numeric: true }, { label: COMPLETED, numeric: true }]}
      rows={weeks.map((week) => [
        tableDay(week.weekStart),
        formatCount(week.created),
        formatCount(week.completed),
      ])}
    >
      {(height) => (
        <LineChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'point', data: weeks.map((week) => axisDay(week.weekStart)) }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
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
    </ChartCard>
  );
}
