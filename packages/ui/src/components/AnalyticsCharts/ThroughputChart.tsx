import { ANALYTICS_FIGURES, ANALYTICS_TEXTS } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from '../ChartCard';
import { axisDay, formatCount, tableDay } from './format';

export interface ThroughputWeek {
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStart: string;
  completed: number;
}

const [WEEK, COMPLETED] = ANALYTICS_FIGURES.throughput.columns;

export interface ThroughputChartProps {
  weeks: readonly ThroughputWeek[];
  title?: string;
  loading?: boolean;
  skipAnimation?: boolean;
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
    <ChartCard
      title={title}
      subtitle={`${formatCount(total)} ${total === 1 ? 'task' : 'tasks'} completed`}
      loading={loading}
      empty={weeks.length === 0 || total === 0}
      emptyText={ANALYTICS_TEXTS.notEnoughCompleted}
      tableToggleLabel={ANALYTICS_TEXTS.viewAsTable}
      columns={[{ label: WEEK }, { label: COMPLETED, numeric: true }]}
      rows={weeks.map((week) => [tableDay(week.weekStart), formatCount(week.completed)])}
    >
      {(height) => (
        <BarChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          hideLegend
          xAxis={[{ scaleType: 'band', data: weeks.map((week) => axisDay(week.weekStart)) }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
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
    </ChartCard>
  );
}
