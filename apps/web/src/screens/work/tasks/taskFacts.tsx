import { formatDay, formatEstimate, type Task } from '@app/domain';
import { type DescriptionListItem, UserAvatar } from '@app/ui';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '../../../app/paths';

/** The facts of a task's Details card: project, assignee, start and due dates, estimate, and when it was completed and last changed. */
export function taskFacts(task: Task): DescriptionListItem[] {
  return [
    {
      term: 'Project',
      value: task.projectId ? (
        <Link href={paths.projects.detail.href(task.projectId)}>{task.project?.title ?? 'Open project'}</Link>
      ) : (
        'No project'
      ),
    },
    {
      term: 'Assignee',
      value: task.assignee ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <UserAvatar user={task.assignee} size={24} />
          {task.assignee.name}
        </Box>
      ) : (
        'Unassigned'
      ),
    },
    ...(task.startDate ? [{ term: 'Start date', value: formatDay(task.startDate) }] : []),
    { term: 'Due date', value: task.dueDate ? formatDay(task.dueDate) : 'No due date' },
    ...(task.estimate !== null && task.estimate !== undefined
      ? [{ term: 'Estimate', value: formatEstimate(task.estimate) }]
      : []),
    ...(task.completedAt ? [{ term: 'Completed', value: formatDay(task.completedAt) }] : []),
    ...(task.updatedAt ? [{ term: 'Last updated', value: formatDay(task.updatedAt) }] : []),
  ];
}
