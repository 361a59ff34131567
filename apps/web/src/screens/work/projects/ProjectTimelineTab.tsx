import type { Project } from '@app/domain';
import { QueryState } from '@app/ui';
import { lazy, Suspense } from 'react';

// The timeline's widget is large and only this tab draws it: its code loads when the tab is opened.
const TimelinePanel = lazy(() =>
  import('../timeline/TimelinePanel').then((module) => ({ default: module.TimelinePanel })),
);

/** The Timeline tab: the project's dated tasks from start to due, with the 'blocks' arrows between them. */
export function ProjectTimelineTab({ project }: { project: Project }) {
  return (
    <Suspense fallback={<QueryState status="loading" label="Loading the timeline..." />}>
      <TimelinePanel projectId={project._id} exportName={project.title} />
    </Suspense>
  );
}
