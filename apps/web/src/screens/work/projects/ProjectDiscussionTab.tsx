import type { Project } from '@app/domain';
import { failureText } from '@app/sdk';
import {
  type ProjectPresence,
  useDiscussion,
  useDiscussionTyping,
  usePostDiscussionMessage,
  useRealtimeStatus,
} from '@app/sdk/react';
import { ProjectDiscussion } from '@app/ui';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';

/** The project's discussion: live messages, who is online and who is typing. */
export function ProjectDiscussionTab({
  project,
  canPost,
  presence,
}: {
  project: Project;
  canPost: boolean;
  presence: ProjectPresence;
}) {
  const { user } = useSession();
  const connected = useRealtimeStatus() === 'connected';
  const discussion = useDiscussion(api, project._id);
  const post = usePostDiscussionMessage(api, project._id);
  const typing = useDiscussionTyping(project._id);
  const error = post.error
    ? failureText(post.error, 'The message could not be sent.')
    : discussion.error
      ? failureText(discussion.error, 'The discussion could not be loaded.')
      : undefined;
  return (
    <ProjectDiscussion
      messages={discussion.data?.data ?? []}
      currentUserId={user?._id ?? ''}
      onlineUsers={presence.onlineUsers}
      typingUsers={presence.typingUsers}
      onSend={(text) => post.mutateAsync(text)}
      onTyping={typing.onTyping}
      onStopTyping={typing.onStopTyping}
      connected={connected}
      {...(canPost ? {} : { readOnlyNotice: 'Only project members can post in this discussion.' })}
      loading={discussion.isPending}
      sending={post.isPending}
      {...(error ? { error } : {})}
    />
  );
}
