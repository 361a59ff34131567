import { failureText } from '@app/sdk';
import { useAddTaskComment, useTaskComments } from '@app/sdk/react';
import { CommentThread, QueryState, SectionCard } from '@app/ui';
import { api } from '../../../app/api';
import type { useRichTextOptions } from './useRichTextOptions';

export interface TaskCommentsProps {
  taskId: string;
  /** Whether the signed-in user may post (spec 6.6); the thread is read-only otherwise. */
  canComment: boolean;
  now: Date;
  /** Mentions, '#' links and images of the comment editor. */
  rich: ReturnType<typeof useRichTextOptions>;
}

/** A task's comment thread in its card: loads the comments, posts new ones, and says when either fails. */
export function TaskComments({ taskId, canComment, now, rich }: TaskCommentsProps) {
  const comments = useTaskComments(api, taskId);
  const addComment = useAddTaskComment(api, taskId);
  return (
    <SectionCard>
      {comments.isError && !comments.data ? (
        <QueryState
          status="error"
          title="Comments could not be loaded."
          message={failureText(comments.error, 'Please try again.')}
          onRetry={comments.refetch}
        />
      ) : (
        <CommentThread
          comments={comments.data?.data ?? []}
          loading={comments.isPending}
          now={now}
          posting={addComment.isPending}
          error={
            addComment.error ? failureText(addComment.error, 'The comment could not be posted.') : undefined
          }
          rich={rich}
          onAdd={
            canComment
              ? (text, content) =>
                  addComment.mutateAsync(
                    content ? { text, doc: content.doc, mentions: content.mentions } : { text },
                  )
              : undefined
          }
        />
      )}
    </SectionCard>
  );
}
