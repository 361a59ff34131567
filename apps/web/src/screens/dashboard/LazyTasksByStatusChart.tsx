import { TasksByStatusChartPlaceholder, type TasksByStatusChartProps } from '@app/ui';
import { lazy, Suspense } from 'react';

const Chart = lazy(() => import('./chart'));

/** The tasks-by-status chart, its code fetched after the screen's first paint; a placeholder of its size until then. */
export function LazyTasksByStatusChart(props: TasksByStatusChartProps) {
  return (
    <Suspense fallback={<TasksByStatusChartPlaceholder title={props.title} height={props.height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
