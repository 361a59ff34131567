import { reminderTime } from '@app/domain';
import { seedStep } from '../module';
import { dayFrom } from '../work';
import { taskReminders } from './planning.schema';

/** Olivia's demo reminders (issue 40): before the due dates of two of her tasks, both still ahead. */
const DEMO_REMINDERS = [
  { task: 'Invoice download page', due: 6, offsetMinutes: 1440 },
  { task: 'Draft the budget', due: 5, offsetMinutes: 60 },
] as const;

export const planningSeed = seedStep({
  after: ['auth', 'tasks'],
  run: async ({ tx, now, need }) => {
    const people = need('people');
    const taskIds = need('taskIds');
    await tx.insert(taskReminders).values(
      DEMO_REMINDERS.map((reminder) => {
        const taskId = taskIds[reminder.task];
        if (!taskId) throw new Error(`No demo task "${reminder.task}"`);
        return {
          taskId,
          userId: people.ids.olivia,
          remindAt: reminderTime(dayFrom(now, reminder.due), reminder.offsetMinutes),
          offsetMinutes: reminder.offsetMinutes,
        };
      }),
    );
  },
});
