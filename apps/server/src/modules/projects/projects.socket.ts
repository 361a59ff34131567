import { CLIENT_EVENT_SCHEMAS } from '@app/domain';
import { AppError } from '../../http/errors';
import { REALTIME_MESSAGES } from '../../realtime/messages';
import type { SocketContext, SocketEvents } from '../module';
import { findProjectAccess } from '../work';

/** Refuses a project the sender may not see, with the answer a stranger gets for one that does not exist. */
export async function requireVisibleProject(context: SocketContext, projectId: string): Promise<void> {
  if (!(await findProjectAccess(context.db, context.viewer, projectId))) {
    throw new AppError(404, REALTIME_MESSAGES.projectNotFound);
  }
}

/** A project's room (who has it open, who is online there) and the client's notice of a project change. */
export const projectSocketEvents: SocketEvents = {
  join_project: {
    schema: CLIENT_EVENT_SCHEMAS.join_project,
    async handle(context, { projectId }) {
      await requireVisibleProject(context, projectId);
      await context.joinProject(projectId);
    },
  },
  leave_project: {
    schema: CLIENT_EVENT_SCHEMAS.leave_project,
    async handle(context, { projectId }) {
      if (!context.inProject(projectId)) return;
      await context.leaveProject(projectId);
    },
  },
  // Change notices (spec 7.6): the client tells of a change it has just made through the API. They are checked
  // (ids only, and the sender may see what they name) and never write anything. The API write already sent the
  // stored change to every room that may see it, the sender's included: sending it again here would deliver each
  // change twice, so a valid notice is acknowledged and goes no further (docs/realtime.md).
  projectUpdate: {
    schema: CLIENT_EVENT_SCHEMAS.projectUpdate,
    async handle(context, { projectId }) {
      await requireVisibleProject(context, projectId);
    },
  },
};
