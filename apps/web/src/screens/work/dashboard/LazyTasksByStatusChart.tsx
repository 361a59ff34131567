import { TasksByStatusChartPlaceholder, type TasksByStatusChartProps } from '@app/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const Chart = lazy(() => import('./chart'));

/**
 * The tasks-by-status chart, its code (the charts library, about 110 KB gzip) asked for once the screen has
 * painted: after the next animation frame following the screen's first commit, so that the screen's first paint
 * never waits for it (a plain lazy component is asked for while the screen renders). A placeholder of its size
 * stands until then.
 */
export function LazyTasksByStatusChart(props: TasksByStatusChartProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  const placeholder = <TasksByStatusChartPlaceholder title={props.title} height={props.height} />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <Chart {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
