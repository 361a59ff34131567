import { ANALYTICS_FIGURES, type CumulativeFlowPoint, TASK_STATUS_LABELS, TASK_STATUSES } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { TASK_STATUS_TONES, toneColor } from '../StatusChip';
import { formatCount, tableDay } from './format';
import { AnalyticsChartCard, type AnalyticsChartProps, COUNT_AXIS, dailyAxis, plotProps } from './parts';

export type CumulativeFlowDay = CumulativeFlowPoint;

export interface CumulativeFlowChartProps extends AnalyticsChartProps {
  days: readonly CumulativeFlowDay[];
}

// Done at the bottom, to do on top: the bands read as work flowing down into done.
const STACK_ORDER = [...TASK_STATUSES].reverse();

/** How many tasks were in each status day by day, as stacked areas in the status colours, with 'View as table'. */
export function CumulativeFlowChart({
  days,
  title = ANALYTICS_FIGURES.cumulativeFlow.title,
  loading = false,
  skipAnimation = false,
}: CumulativeFlowChartProps) {
  const theme = useTheme();
  const total = days.reduce(
    (sum, day) => sum + TASK_STATUSES.reduce((inner, status) => inner + day[status], 0),
    0,
  );
  return (
    <AnalyticsChartCard
      title={title}
      loading={loading}
      empty={days.length === 0 || total === 0}
      columns={ANALYTICS_FIGURES.cumulativeFlow.columns.map((label, index) => ({
        label,
        numeric: index > 0,
      }))}
      rows={days.map((day) => [
        tableDay(day.date),
        ...TASK_STATUSES.map((status) => formatCount(day[status])),
      ])}
    >
      {(height) => (
        <LineChart
          {...plotProps(height, skipAnimation)}
          xAxis={[dailyAxis(days.map((day) => day.date))]}
          yAxis={[COUNT_AXIS]}
          series={STACK_ORDER.map((status) => ({
            id: status,
            data: days.map((day) => day[status]),
            label: TASK_STATUS_LABELS[status],
            color: status === 'todo' ? theme.palette.grey[400] : toneColor(theme, TASK_STATUS_TONES[status]),
            area: true,
            stack: 'flow',
            showMark: false,
          }))}
          grid={{ horizontal: true }}
        />
      )}
    </AnalyticsChartCard>
  );
}
