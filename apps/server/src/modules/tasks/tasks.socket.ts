import { CLIENT_EVENT_SCHEMAS } from '@app/domain';
import { AppError } from '../../http/errors';
import { REALTIME_MESSAGES } from '../../realtime/messages';
import type { SocketEvents } from '../module';
import { findVisibleTask } from './tasks.queries';

/**
 * The client's notice of a task change it made through the API (spec 7.6): checked (the sender may see the task,
 * and it is in the project named), never written and never sent on: the API write already told every room.
 */
export const taskSocketEvents: SocketEvents = {
  taskUpdate: {
    schema: CLIENT_EVENT_SCHEMAS.taskUpdate,
    async handle(context, { projectId, taskId }) {
      const found = await findVisibleTask(context.db, context.viewer, taskId);
      if (found?.task.projectId !== projectId) throw new AppError(404, REALTIME_MESSAGES.taskNotFound);
    },
  },
};
