import {
  describeRecurrence,
  isTaskFinished,
  type Priority,
  type SubtaskProgress as SubtaskProgressData,
  type TaskLabel,
  type TaskStatus,
  taskCategory,
  taskStateName,
  type WorkflowState,
} from '@app/domain';
import ArrowDropDownRoundedIcon from '@mui/icons-material/ArrowDropDownRounded';
import RepeatRoundedIcon from '@mui/icons-material/RepeatRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { DueText } from '../DueText';
import { LabelChips } from '../LabelChips';
import { LazyTooltip } from '../LazyTooltip';
import { StatusChip } from '../StatusChip';
import { SubtaskProgress } from '../SubtaskProgress';

// The status menu (and the popover and modal under it) loads when it is first opened, not with every list.
const TaskStatusMenu = lazy(() =>
  import('./TaskStatusMenu').then((module) => ({ default: module.TaskStatusMenu })),
);

/** The task fields a row shows (a `Task` from @app/domain fits). */
export interface TaskRowTask {
  title: string;
  /** Its state id; `statusCategory` and `statusName` as the server sends them. */
  status: string;
  statusCategory?: TaskStatus | undefined;
  statusName?: string | undefined;
  priority: Priority;
  dueDate?: string | null;
  completedAt?: string | null;
  updatedAt?: string;
  /** Shown as chips in their colours, at most three by name. */
  labels?: readonly TaskLabel[];
  /** A task that blocks this one is not done yet: a 'Blocked' chip. */
  blocked?: boolean;
  /** Shown as 'done/total' when the task has sub-tasks. */
  subtaskProgress?: SubtaskProgressData;
  /** Its repeat rule (an RRULE): a repeat icon after the title, the rule in words as its name. */
  recurrence?: string | null;
}

/** The person a task is assigned to. */
export interface TaskRowAssignee {
  name: string;
  /** A picture URL; the initial is shown without one. */
  avatarUrl?: string | null;
}

export interface TaskRowProps {
  task: TaskRowTask;
  assignee?: TaskRowAssignee | null;
  /** Called with the new state id from the status menu; without it the status is a plain chip. */
  onStatusChange?: (status: string) => void;
  /** The states the status menu offers: the task's project's workflow; the default four otherwise. */
  states?: readonly WorkflowState[] | undefined;
  /** Called when the checkbox completes (true) or reopens (false) the task; without it there is no checkbox. */
  onToggleComplete?: (completed: boolean) => void;
  /** The row is selected (e.g. for a bulk edit): its background is marked. */
  selected?: boolean;
  /**
   * Called when the checkbox selects (true) or unselects (false) the row. When given, the checkbox selects the row
   * instead of completing the task (the status menu still completes it).
   */
  onSelectedChange?: (selected: boolean) => void;
  /** Where the title leads (task details). */
  href?: string;
  /** The moment the due text compares with; defaults to now. */
  now?: Date;
  /** Disables the checkbox and the status menu, e.g. while a change is saving or for read-only members. */
  disabled?: boolean;
  /** The root element: `li` inside a list (`ul`), `div` elsewhere. */
  component?: 'li' | 'div';
}

/**
 * One task in a list: a checkbox to complete it (or, in a selectable list, to select the row), the title, a status chip that opens a menu to change the
 * status, the priority, the assignee's avatar and the due text (spec 4.7); under the title, when the task has
 * them, its sub-task progress, a 'Blocked' chip and its labels.
 */
export function TaskRow({
  task,
  assignee,
  onStatusChange,
  states,
  onToggleComplete,
  selected = false,
  onSelectedChange,
  href,
  now,
  disabled = false,
  component = 'div',
}: TaskRowProps) {
  const titleId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing plays the menu's exit transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const category = taskCategory(task);
  const finished = isTaskFinished(category);
  const statusLabel = taskStateName(task);
  const hasSubtasks = (task.subtaskProgress?.total ?? 0) > 0;
  const hasLabels = (task.labels?.length ?? 0) > 0;
  const hasExtras = hasSubtasks || task.blocked || hasLabels;

  const chooseStatus = (status: string) => {
    setMenuAnchor(null);
    if (status !== task.status) onStatusChange?.(status);
  };

  return (
    <Box
      component={component}
      // The app's J/K/E/X shortcuts move between rows, open and select them (SHORTCUT_TARGETS).
      data-shortcut-item=""
      data-href={href}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        minHeight: 56,
        listStyle: 'none',
        borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
        '&:last-of-type': { borderBottom: 0 },
        '&:hover': { bgcolor: (theme.vars || theme).palette.action.hover },
        ...(selected && {
          bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
          '&:hover': { bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.12) },
        }),
      })}
    >
      {onSelectedChange ? (
        <Checkbox
          checked={selected}
          disabled={disabled}
          onChange={(event) => onSelectedChange(event.target.checked)}
          slotProps={{
            input: {
              'aria-label': `Select “${task.title}”`,
              'data-shortcut': 'select',
            } as React.InputHTMLAttributes<HTMLInputElement>,
          }}
          sx={{ m: -0.5 }}
        />
      ) : onToggleComplete ? (
        <Checkbox
          checked={finished}
          disabled={disabled}
          onChange={(event) => onToggleComplete(event.target.checked)}
          slotProps={{
            input: {
              'aria-label': finished ? `Mark ${task.title} as not done` : `Mark ${task.title} as done`,
            } as React.InputHTMLAttributes<HTMLInputElement>,
          }}
          sx={{ m: -0.5 }}
        />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          id={titleId}
          variant="body2"
          noWrap
          sx={{
            fontWeight: 500,
            ...(finished && { textDecoration: 'line-through', color: 'text.secondary' }),
          }}
        >
          {href ? (
            <Link href={href} color="inherit" data-shortcut-focus="">
              {task.title}
            </Link>
          ) : (
            // An element of its own: the repeat icon's title is text of the line too.
            <span>{task.title}</span>
          )}
          {task.recurrence ? (
            <RepeatRoundedIcon
              fontSize="inherit"
              titleAccess={`Repeats: ${describeRecurrence(task.recurrence)}`}
              sx={{ verticalAlign: 'middle', ml: 0.5, color: 'text.secondary' }}
            />
          ) : null}
        </Typography>
        {hasExtras ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}
          >
            <DueText task={task} now={now} variant="caption" />
            {task.subtaskProgress ? <SubtaskProgress progress={task.subtaskProgress} /> : null}
            {task.blocked ? <StatusChip kind="custom" value="Blocked" tone="warning" /> : null}
            {task.labels ? <LabelChips labels={task.labels} max={3} /> : null}
          </Stack>
        ) : (
          <DueText task={task} now={now} variant="caption" />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {onStatusChange ? (
          <>
            <StatusChip
              kind="task"
              value={task.status}
              name={statusLabel}
              category={category}
              disabled={disabled}
              onClick={(event) => {
                setMenuLoaded(true);
                setMenuAnchor(event.currentTarget);
              }}
              endAdornment={<ArrowDropDownRoundedIcon aria-hidden sx={{ fontSize: 18, mr: -0.75 }} />}
              aria-label={`Status: ${statusLabel}`}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? true : undefined}
              aria-controls={menuAnchor ? menuId : undefined}
            />
            {menuLoaded ? (
              <Suspense fallback={null}>
                <TaskStatusMenu
                  id={menuId}
                  anchorEl={menuAnchor}
                  onClose={() => setMenuAnchor(null)}
                  taskTitle={task.title}
                  status={task.status}
                  category={category}
                  states={states}
                  onChoose={chooseStatus}
                />
              </Suspense>
            ) : null}
          </>
        ) : (
          <StatusChip kind="task" value={task.status} name={statusLabel} category={category} />
        )}
        <StatusChip
          kind="priority"
          value={task.priority}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
        {assignee ? (
          <LazyTooltip title={assignee.name}>
            <Avatar
              role="img"
              aria-label={`Assigned to ${assignee.name}`}
              src={assignee.avatarUrl ?? undefined}
              alt=""
              sx={{ width: 28, height: 28, fontSize: '0.8125rem' }}
            >
              {assignee.name.trim().charAt(0).toUpperCase()}
            </Avatar>
          </LazyTooltip>
        ) : null}
      </Stack>
    </Box>
  );
}
