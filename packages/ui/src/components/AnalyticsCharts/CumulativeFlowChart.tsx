import {
  ANALYTICS_FIGURES,
  ANALYTICS_TEXTS,
  type CumulativeFlowPoint,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
} from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from '../ChartCard';
import { TASK_STATUS_TONES, toneColor } from '../StatusChip';
import { axisDay, formatCount, tableDay, weeklyTicks } from './format';

export type CumulativeFlowDay = CumulativeFlowPoint;

export interface CumulativeFlowChartProps {
  days: readonly CumulativeFlowDay[];
  title?: string;
  loading?: boolean;
  skipAnimation?: boolean;
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
    <ChartCard
      title={title}
      loading={loading}
      empty={days.length === 0 || total === 0}
      emptyText={ANALYTICS_TEXTS.noData}
      tableToggleLabel={ANALYTICS_TEXTS.viewAsTable}
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
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'point',
              data: days.map((day) => axisDay(day.date)),
              tickInterval: weeklyTicks(days.length),
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
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
    </ChartCard>
  );
}
