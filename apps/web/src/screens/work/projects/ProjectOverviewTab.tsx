import { formatDay, type Project, projectPermissions, WORK_LIMITS } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCurrency, useUpdateProject } from '@app/sdk/react';
import { DescriptionCard, Money, ProjectOverviewCard } from '@app/ui';
import { api } from '../../../app/api';
import { useRichTextLinks } from '../tasks/useRichTextOptions';

const NOBODY: never[] = [];

/**
 * The Overview tab: progress, description and the project's facts. The owner and supervisors edit the
 * description in place, formatted, with '#' links to tasks and projects.
 */
export function ProjectOverviewTab({ project }: { project: Project }) {
  const { currency, rates } = useCurrency(api.currency);
  const updateProject = useUpdateProject(api);
  const links = useRichTextLinks(NOBODY);
  const canEdit = projectPermissions(project.myRole).canEdit;
  const team = project.teamSize ?? project.members?.length ?? 1;
  return (
    <ProjectOverviewCard
      title={project.title}
      progress={project.progress}
      completed={project.status === 'completed'}
      taskCounts={project.taskCounts}
      description={project.description}
      descriptionDoc={project.descriptionDoc}
      mentionHref={links.mentionHref}
      descriptionSection={
        canEdit ? (
          <DescriptionCard
            doc={project.descriptionDoc}
            text={project.description}
            maxLength={WORK_LIMITS.projectDescriptionMax}
            emptyText="No description yet."
            placeholder="Add details: # for a heading, - for a list, [ ] for a checklist"
            suggest={links.suggest}
            mentionPeople={false}
            mentionHref={links.mentionHref}
            onSave={({ doc, text }) =>
              updateProject
                .mutateAsync({ id: project._id, payload: { description: text, descriptionDoc: doc } })
                .catch((error: unknown) => {
                  throw new Error(failureText(error, 'The description could not be saved.'));
                })
            }
          />
        ) : undefined
      }
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
