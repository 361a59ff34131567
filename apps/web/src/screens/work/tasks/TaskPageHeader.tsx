import { type Task, taskCategory, taskStateName } from '@app/domain';
import { DueText, LabelChips, PageHeader, StatusChip } from '@app/ui';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The task page's header: title, due text, state, priority, blocked and labels; `action` beside them. */
export function TaskPageHeader({ task, now, action }: { task: Task; now?: Date; action?: ReactNode }) {
  return (
    <PageHeader
      title={task.title}
      subtitle={<DueText task={task} now={now} />}
      info={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatusChip
            kind="task"
            value={task.status}
            name={taskStateName(task)}
            category={taskCategory(task)}
          />
          <StatusChip kind="priority" value={task.priority} />
          {task.blocked ? <StatusChip kind="custom" value="Blocked" tone="warning" /> : null}
          <LabelChips labels={task.labels ?? []} max={6} />
        </Stack>
      }
      action={action}
    />
  );
}
