import { ANALYTICS_FIGURES, type Analytics } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount } from './format';
import { AnalyticsChartCard, type AnalyticsChartProps, plotProps } from './parts';

const [AGE, TASKS] = ANALYTICS_FIGURES.overdueAgeing.columns;

export interface OverdueAgeingChartProps extends AnalyticsChartProps {
  buckets: Analytics['overdueAgeing'];
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
    <AnalyticsChartCard
      title={title}
      subtitle={`${formatCount(total)} overdue ${total === 1 ? 'task' : 'tasks'}`}
      loading={loading}
      empty={total === 0}
      columns={[{ label: AGE }, { label: TASKS, numeric: true }]}
      rows={buckets.map((bucket) => [bucket.bucket, formatCount(bucket.count)])}
    >
      {(height) => (
        <BarChart
          {...plotProps(height, skipAnimation)}
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
    </AnalyticsChartCard>
  );
}
