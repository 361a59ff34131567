import type { TasksByStatusChartProps } from '@app/ui';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

const Chart = lazy(() => import('./chart'));

/** The tasks-by-status chart, its code fetched after the screen's first paint; a placeholder of its size until then. */
export function LazyTasksByStatusChart(props: TasksByStatusChartProps) {
  return (
    <Suspense
      fallback={
        <Card variant="outlined" sx={{ p: 2.5 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
        </Card>
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
