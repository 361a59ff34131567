import { failureText } from '@app/sdk';
import { useAddTaskComment, useTaskComments, useUploadAttachment } from '@app/sdk/react';
import { type CommentRichPayload, CommentThread, QueryState, SectionCard, useToast } from '@app/ui';
import { useState } from 'react';
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
  const upload = useUploadAttachment(api, taskId);
  const { showToast } = useToast();
  const [attaching, setAttaching] = useState(false);

  // The comment first, then its files, each tied to it; a file that fails is said, the comment stays.
  const post = async (text: string, content?: CommentRichPayload, files?: File[]) => {
    const comment = await addComment.mutateAsync(
      content ? { text, doc: content.doc, mentions: content.mentions } : { text },
    );
    if (!files?.length) return;
    setAttaching(true);
    try {
      await Promise.all(
        files.map((file) =>
          upload.mutateAsync({ file, commentId: comment._id }).catch((error: unknown) => {
            showToast(failureText(error, `“${file.name}” could not be attached.`), { variant: 'error' });
          }),
        ),
      );
    } finally {
      setAttaching(false);
    }
  };
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
          posting={addComment.isPending || attaching}
          error={
            addComment.error ? failureText(addComment.error, 'The comment could not be posted.') : undefined
          }
          rich={rich}
          onAdd={canComment ? post : undefined}
        />
      )}
    </SectionCard>
  );
}
