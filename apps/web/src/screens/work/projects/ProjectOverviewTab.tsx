import { formatDay, type Project } from '@app/domain';
import { useCurrency } from '@app/sdk/react';
import { Money, ProjectOverviewCard } from '@app/ui';
import { api } from '../../../app/api';

/** The Overview tab: progress, description and the project's facts. */
export function ProjectOverviewTab({ project }: { project: Project }) {
  const { currency, rates } = useCurrency(api.currency);
  const team = project.teamSize ?? project.members?.length ?? 1;
  return (
    <ProjectOverviewCard
      title={project.title}
      progress={project.progress}
      completed={project.status === 'completed'}
      taskCounts={project.taskCounts}
      description={project.description}
      descriptionDoc={project.descriptionDoc}
      details={[
        { term: 'Start date', value: formatDay(project.startDate) },
        { term: 'Due date', value: formatDay(project.dueDate) },
        {
          term: 'Budget',
          value:
            project.budget == null ? (
              '—'
            ) : (
              <Money amount={project.budget} currency={currency} rates={rates} />
            ),
        },
        { term: 'Owner', value: project.owner?.name ?? '—' },
        { term: 'Team size', value: `${team} ${team === 1 ? 'member' : 'members'}` },
        { term: 'Last updated', value: formatDay(project.updatedAt) },
      ]}
    />
  );
}
