import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { planningRootRoutes, planningRoutes } from './planning.routes';
import { planningSeed } from './planning.seed';
import { deliverReminder, queuePendingReminders, REMINDER_QUEUE } from './reminders';

/**
 * Planning (issue 40): reminders of tasks, delivered by the job queue at their time, and a person's calendar feed.
 */
export const planningModule = defineModule({
  name: 'planning',
  routes: planningRoutes as FastifyPluginAsync,
  rootRoutes: planningRootRoutes,
  jobs: {
    [REMINDER_QUEUE]: async (data, context) => {
      await deliverReminder(context, data);
    },
  },
  start: queuePendingReminders,
  seed: planningSeed,
});

export { calendarFeeds, taskReminders } from './planning.schema';
export {
  copyRemindersToInstance,
  moveRelativeReminders,
  remindersOf,
  writeTaskReminders,
} from './reminders';
