import { CLIENT_EVENT_SCHEMAS } from '@app/domain';
import { AppError } from '../../http/errors';
import { REALTIME_MESSAGES } from '../../realtime/messages';
import type { SocketEvents } from '../module';
import { requireVisibleProject } from '../projects';
import { isDiscussionMessageOf } from './discussion.service';

/** Typing in a project's discussion, and the client's notice of a message it posted through the API. */
export const discussionSocketEvents: SocketEvents = {
  // A notice, like taskUpdate: checked, never written, never sent on (the API write already told the room).
  discussionMessage: {
    schema: CLIENT_EVENT_SCHEMAS.discussionMessage,
    async handle(context, { projectId, discussionId, messageId }) {
      if (discussionId !== projectId) throw new AppError(400, REALTIME_MESSAGES.discussionMismatch);
      await requireVisibleProject(context, projectId);
      // The sender stopped typing when they posted.
      context.stopTyping(discussionId);
      if (!(await isDiscussionMessageOf(context.db, projectId, messageId))) {
        throw new AppError(404, REALTIME_MESSAGES.messageNotFound);
      }
    },
  },
  typing: {
    schema: CLIENT_EVENT_SCHEMAS.typing,
    handle(context, { discussionId }) {
      if (!context.inProject(discussionId)) throw new AppError(403, REALTIME_MESSAGES.notInProject);
      context.startTyping(discussionId);
    },
  },
  stopTyping: {
    schema: CLIENT_EVENT_SCHEMAS.stopTyping,
    handle(context, { discussionId }) {
      context.stopTyping(discussionId);
    },
  },
};
