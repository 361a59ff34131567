import { z } from 'zod';
import { DateTimeStringSchema } from './dates';

/**
 * Task reminders (issue 40): personal to the person who sets them. Each is kept as the moment it fires
 * (`remindAt`) and, when it was set relative to the due date, as `offsetMinutes` before the due moment, so that a
 * due date that moves takes its relative reminders along.
 */

/** How many reminders one person keeps on one task. */
export const REMINDERS_PER_TASK_MAX = 5;
/** The longest offset before the due moment: 60 days. */
export const REMINDER_OFFSET_MAX_MINUTES = 60 * 24 * 60;
/**
 * Due dates are calendar days; a reminder relative to one counts back from 09:00 UTC of that day (the due
 * moment), so "1 day before" a task due on the 10th fires on the 9th at 09:00 UTC.
 */
export const REMINDER_DUE_HOUR_UTC = 9;

export const REMINDER_MESSAGES = {
  tooMany: `A task keeps at most ${REMINDERS_PER_TASK_MAX} reminders per person`,
  needsDueDate: 'A reminder before the due date needs the task to have a due date',
  oneOf: 'Give a reminder either a time (remindAt) or minutes before the due date (offsetMinutes)',
  duplicate: 'Two reminders fire at the same moment',
} as const;

/** The reminder's texts: the notification and the task detail's control. */
export const REMINDER_TEXTS = {
  notificationTitle: 'Reminder',
  notificationMessage: (title: string, dueDate: string | null) =>
    dueDate ? `Reminder: "${title}" is due ${dueDate}` : `Reminder: "${title}"`,
  label: 'Reminders',
  add: 'Add reminder',
  remove: (when: string) => `Remove the reminder ${when}`,
  atTime: 'At a date and time',
  beforeDue: 'Before the due date',
  custom: 'Custom',
  amount: 'Amount',
  unit: 'Unit',
  time: 'Date and time',
  none: 'No reminders',
  needsDueDate: 'Set a due date to remind before it',
  limitReached: REMINDER_MESSAGES.tooMany,
  sent: 'sent',
} as const;

export const REMINDER_UNITS = ['minutes', 'hours', 'days'] as const;
export type ReminderUnit = (typeof REMINDER_UNITS)[number];
export const REMINDER_UNIT_MINUTES: Record<ReminderUnit, number> = { minutes: 1, hours: 60, days: 1440 };
export const REMINDER_UNIT_LABELS: Record<ReminderUnit, string> = {
  minutes: 'minutes',
  hours: 'hours',
  days: 'days',
};

/** The quick choices of the control: 15 minutes, 1 hour and 1 day before the due moment. */
export const REMINDER_PRESETS = [
  { offsetMinutes: 15, label: '15 minutes before' },
  { offsetMinutes: 60, label: '1 hour before' },
  { offsetMinutes: 1440, label: '1 day before' },
] as const;

/** A reminder as a client sends it: a moment, or minutes before the due moment. */
export const ReminderInputSchema = z
  .object({
    remindAt: DateTimeStringSchema.optional(),
    offsetMinutes: z
      .number()
      .int()
      .min(0, { error: 'A reminder cannot come after the due moment' })
      .max(REMINDER_OFFSET_MAX_MINUTES, { error: 'A reminder comes at most 60 days before the due date' })
      .optional(),
  })
  .refine((value) => (value.remindAt === undefined) !== (value.offsetMinutes === undefined), {
    error: REMINDER_MESSAGES.oneOf,
  });
export type ReminderInput = z.infer<typeof ReminderInputSchema>;

/** The reminders of a task payload (POST /tasks, PUT /tasks/{id}): the caller's whole list. */
export const RemindersInputSchema = z
  .array(ReminderInputSchema)
  .max(REMINDERS_PER_TASK_MAX, { error: REMINDER_MESSAGES.tooMany });

/** A reminder as the API answers it (only the caller's own). */
export const TaskReminderSchema = z.object({
  id: z.string(),
  remindAt: DateTimeStringSchema,
  offsetMinutes: z.number().int().nullable(),
  sentAt: DateTimeStringSchema.nullable(),
});
export type TaskReminder = z.infer<typeof TaskReminderSchema>;

/** The moment a task due on `dueDate` (YYYY-MM-DD) counts as due. */
export function dueMoment(dueDate: string): Date {
  const hour = String(REMINDER_DUE_HOUR_UTC).padStart(2, '0');
  return new Date(`${dueDate.slice(0, 10)}T${hour}:00:00.000Z`);
}

/** When a reminder `offsetMinutes` before the due date fires. */
export function reminderTime(dueDate: string, offsetMinutes: number): Date {
  return new Date(dueMoment(dueDate).getTime() - offsetMinutes * 60_000);
}

/** A reminder's offset in words: "15 minutes before", "1 day before", "90 minutes before". */
export function reminderOffsetText(offsetMinutes: number): string {
  const preset = REMINDER_PRESETS.find((p) => p.offsetMinutes === offsetMinutes);
  if (preset) return preset.label;
  if (offsetMinutes === 0) return 'At the due time';
  const unit: ReminderUnit =
    offsetMinutes % 1440 === 0 ? 'days' : offsetMinutes % 60 === 0 ? 'hours' : 'minutes';
  const amount = offsetMinutes / REMINDER_UNIT_MINUTES[unit];
  const word = amount === 1 ? unit.slice(0, -1) : unit;
  return `${amount} ${word} before`;
}
