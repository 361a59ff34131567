import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { TASK_STATUS_TONES, toneColor } from '../StatusChip';
import { ChartFrame } from './ChartFrame';

export interface TasksByStatusChartProps {
  /** Task counts per status; a missing status counts as 0. */
  counts: Partial<Record<TaskStatus, number>>;
  /** `donut`: share of the whole; `bar`: side-by-side counts. */
  variant?: 'donut' | 'bar';
  title?: string;
  /** Height of the plot in pixels. */
  height?: number;
  loading?: boolean;
  /** Draw at once without the entry animation (reference screenshots, reduced motion). */
  skipAnimation?: boolean;
}

function tasksText(count: number): string {
  return `${count} ${count === 1 ? 'task' : 'tasks'}`;
}

/**
 * How many tasks are in each status, as a donut or a bar chart (MUI X Charts) in the status colours, with
 * the numbers in a visually hidden table for screen readers.
 */
export function TasksByStatusChart({
  counts,
  variant = 'donut',
  title = 'Tasks by status',
  height = 240,
  loading = false,
  skipAnimation = false,
}: TasksByStatusChartProps) {
  const theme = useTheme();
  const data = TASK_STATUSES.map((status) => ({
    status,
    label: TASK_STATUS_LABELS[status],
    value: counts[status] ?? 0,
    color: toneColor(theme, TASK_STATUS_TONES[status]),
  }));
  const total = data.reduce((sum, item) => sum + item.value, 0);
  // Gaps between slices only make sense with more than one slice; a lone slice would show a notch.
  const slices = data.filter((item) => item.value > 0).length;

  return (
    <ChartFrame
      title={title}
      subtitle={tasksText(total)}
      height={height}
      loading={loading}
      emptyText={total === 0 ? 'No tasks yet' : undefined}
      table={{ headers: ['Status', 'Tasks'], rows: data.map((item) => [item.label, String(item.value)]) }}
    >
      {variant === 'donut' ? (
        <PieChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          series={[
            {
              data: data.map((item) => ({
                id: item.status,
                value: item.value,
                label: item.label,
                color: item.color,
              })),
              innerRadius: '60%',
              paddingAngle: slices > 1 ? 1.5 : 0,
              cornerRadius: 4,
              valueFormatter: (item) => tasksText(item.value),
            },
          ]}
          slotProps={{
            legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
          }}
        />
      ) : (
        <BarChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: data.map((item) => item.label),
              colorMap: {
                type: 'ordinal',
                values: data.map((item) => item.label),
                colors: data.map((item) => item.color),
              },
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[{ data: data.map((item) => item.value), label: 'Tasks' }]}
          borderRadius={6}
          grid={{ horizontal: true }}
        />
      )}
    </ChartFrame>
  );
}
