// The page `npm run bench -- timeline` measures: the Timeline widget of @app/ui with the stories' generated data
// (2,000 tasks, 1,000 dependencies by default), themed as the app is. `window.timelineBench.render()` mounts it in
// a fresh root and answers the time from the start of the render (the critical path and the layout included, as a
// screen computes them) to the first frame after React's commit has been painted.
import { criticalPath, type TimelineZoom, timelineHeader, timelineLayout } from '@app/domain';
import type * as React from 'react';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { manyTimelineTasks } from '../../packages/ui/src/components/Timeline/fixtures';
import { Timeline } from '../../packages/ui/src/components/Timeline/Timeline';
import { AppThemeProvider } from '../../packages/ui/src/theme/AppThemeProvider';

declare global {
  interface Window {
    timelineBench: {
      render: (options: { tasks: number; dependencies: number; zoom: TimelineZoom }) => Promise<number>;
      phases: (options: {
        tasks: number;
        dependencies: number;
        zoom: TimelineZoom;
      }) => Record<string, number>;
    };
  }
}

function Measured({
  data,
  zoom,
  onCommit,
}: {
  data: ReturnType<typeof manyTimelineTasks>;
  zoom: TimelineZoom;
  onCommit: () => void;
}) {
  const critical = criticalPath(data.tasks, data.dependencies);
  useLayoutEffect(onCommit, []);
  return (
    <Timeline
      tasks={data.tasks}
      dependencies={data.dependencies}
      zoom={zoom}
      onZoomChange={() => {}}
      today="2026-12-07"
      criticalPath={critical}
      showCriticalPath
      onShowCriticalPathChange={() => {}}
      onMove={() => {}}
      onOpen={() => {}}
      groupByProject
      height={640}
    />
  );
}

window.timelineBench = {
  phases: ({ tasks, dependencies, zoom }) => {
    const data = manyTimelineTasks(tasks, dependencies);
    const t0 = performance.now();
    const critical = criticalPath(data.tasks, data.dependencies);
    const t1 = performance.now();
    const layout = timelineLayout(data.tasks, data.dependencies, {
      zoom,
      today: '2026-12-07',
      critical,
      groupByProject: true,
    });
    const t2 = performance.now();
    const header = timelineHeader(layout.range, zoom);
    const t3 = performance.now();
    return {
      critical: t1 - t0,
      layout: t2 - t1,
      header: t3 - t2,
      ticks: header.ticks.length,
      days: layout.range.days,
    };
  },
  render: ({ tasks, dependencies, zoom }) =>
    new Promise((resolve) => {
      const data = manyTimelineTasks(tasks, dependencies);
      let start = 0;
      const onCommit = () =>
        // The frame after the commit has been laid out and painted.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      // The app's theme is in place before the timeline opens, as on a screen.
      showTimeline = () => {
        start = performance.now();
        setShown?.(<Measured data={data} zoom={zoom} onCommit={onCommit} />);
      };
      if (setShown) showTimeline();
    }),
};

let setShown: ((node: React.ReactNode) => void) | undefined;
let showTimeline: (() => void) | undefined;

function Host() {
  const [shown, set] = useState<React.ReactNode>(null);
  useLayoutEffect(() => {
    setShown = set;
    document.documentElement.dataset.ready = 'true';
    showTimeline?.();
  }, []);
  return shown;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppThemeProvider defaultMode="light">
    <Host />
  </AppThemeProvider>,
);
