import { ANALYTICS_FIGURES, ANALYTICS_TEXTS, type Analytics } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from '../ChartCard';
import { formatCount } from './format';

const [AGE, TASKS] = ANALYTICS_FIGURES.overdueAgeing.columns;

export interface OverdueAgeingChartProps {
  buckets: Analytics['overdueAgeing'];
  title?: string;
  loading?: boolean;
  skipAnimation?: boolean;
}

/** Open overdue tasks by how long they are overdue, as bars, with 'View as table'. */
export function OverdueAgeingChart({
  buckets,
  title = ANALYTICS_FIGURES.overdueAgeing.title,
  loading = false,
  skipAnimation = false,
}: OverdueAgeingChartProps) {
  const theme = useTheme();
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <ChartCard
      title={title}
      subtitle={`${formatCount(total)} overdue ${total === 1 ? 'task' : 'tasks'}`}
      loading={loading}
      empty={total === 0}
      emptyText={ANALYTICS_TEXTS.noData}
      tableToggleLabel={ANALYTICS_TEXTS.viewAsTable}
      columns={[{ label: AGE }, { label: TASKS, numeric: true }]}
      rows={buckets.map((bucket) => [bucket.bucket, formatCount(bucket.count)])}
    >
      {(height) => (
        <BarChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          hideLegend
          // Lying bars: the bucket names sit beside them at any width instead of being dropped when they
          // would overlap under a narrow card.
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: buckets.map((bucket) => bucket.bucket), width: 96 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: buckets.map((bucket) => bucket.count), label: TASKS, color: theme.palette.error.main },
          ]}
          borderRadius={4}
          grid={{ vertical: true }}
        />
      )}
    </ChartCard>
  );
}
