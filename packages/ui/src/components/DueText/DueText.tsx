import {
  calendarDaysBetween,
  type DueTextTask,
  dueText,
  isOverdue,
  isTaskFinished,
  parseDate,
} from '@app/domain';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import type { TypographyProps } from '@mui/material/Typography';
import Typography from '@mui/material/Typography';
import { type Tone, toneColor, toneTextSx } from '../StatusChip';

/** How urgent a task's due date is: what colours its due text. */
export type DueState = 'completed' | 'overdue' | 'soon' | 'upcoming' | 'none';

/** The due state of a task at `now`: finished, overdue, due today or tomorrow, later, or without a date. */
export function dueState(task: DueTextTask, now: Date): DueState {
  if (isTaskFinished(task.statusCategory ?? task.status)) return 'completed';
  const due = parseDate(task.dueDate);
  if (!due) return 'none';
  if (isOverdue(task, now)) return 'overdue';
  return calendarDaysBetween(now, due) <= 1 ? 'soon' : 'upcoming';
}

const STATE_TONES: Record<DueState, Tone> = {
  completed: 'success',
  overdue: 'error',
  soon: 'warning',
  upcoming: 'default',
  none: 'default',
};

const STATE_ICONS = {
  completed: CheckCircleOutlineRoundedIcon,
  overdue: ErrorOutlineRoundedIcon,
  soon: ScheduleRoundedIcon,
  upcoming: EventOutlinedIcon,
  none: EventOutlinedIcon,
} as const;

export interface DueTextProps {
  /** The task (or project) fields the due text reads: status, completedAt, updatedAt, dueDate. */
  task: DueTextTask;
  /** The moment to compare with; stories and tests pin it. Defaults to the current time. */
  now?: Date;
  /** Show the state icon before the text. */
  showIcon?: boolean;
  variant?: TypographyProps['variant'];
}

/**
 * Spec 4.7 due text ('Overdue by 2 days', 'Due tomorrow', 'Completed 3 hours ago'...), exactly as `dueText`
 * words it, coloured by urgency: overdue in the error colour, today and tomorrow with a warning icon and
 * emphasis, finished in the success colour. The due date itself is in a `<time>` element for machines.
 */
export function DueText({ task, now = new Date(), showIcon = true, variant = 'body2' }: DueTextProps) {
  const state = dueState(task, now);
  const tone = STATE_TONES[state];
  const Icon = STATE_ICONS[state];
  const text = dueText(task, now);
  const due = state === 'completed' ? undefined : parseDate(task.dueDate);
  return (
    <Typography
      component="span"
      variant={variant}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        whiteSpace: 'nowrap',
        fontWeight: state === 'overdue' || state === 'soon' ? 600 : undefined,
        ...toneTextSx(theme, tone),
      })}
    >
      {showIcon ? (
        <Icon aria-hidden sx={(theme) => ({ fontSize: '1.1em', color: toneColor(theme, tone) })} />
      ) : null}
      {due ? (
        <Box component="time" dateTime={toDateAttribute(due)}>
          {text}
        </Box>
      ) : (
        text
      )}
    </Typography>
  );
}

// The local calendar day, which is what the due text compares (not the UTC day of toISOString).
function toDateAttribute(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
