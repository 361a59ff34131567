import { ATTACHMENT_MESSAGES, type Attachment, MAX_ATTACHMENT_BYTES } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  deleteAttachment,
  listTaskAttachments,
  type UploadAttachmentOptions,
  uploadTaskAttachment,
} from '../attachments';
import { failureText } from '../errors';
import type { ApiClient } from '../http';
import { workQueryKeys } from './keys';

/** Signed links work for 15 minutes: an open list is read again well before they end. */
const LINK_REFRESH_MS = 10 * 60_000;

/** A task's attachments, newest first; waits while the task is not known. */
export function taskAttachmentsQueryOptions(client: ApiClient, taskId: string | null | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.attachments(taskId ?? ''),
    queryFn: taskId ? () => listTaskAttachments(client, taskId) : skipToken,
    staleTime: 60_000,
    refetchInterval: LINK_REFRESH_MS,
  });
}

export function useTaskAttachments(client: ApiClient, taskId: string | null | undefined) {
  return useQuery(taskAttachmentsQueryOptions(client, taskId));
}

/** What one upload is given: the file (a File, or a Blob with a name) and its options. */
export interface UploadAttachmentVariables extends UploadAttachmentOptions {
  file: Blob & { name?: string };
}

/**
 * Uploads one file to the task (call `mutate` once per file for several); the new attachment joins the cached
 * list at once, and the list is read again.
 */
export function useUploadAttachment(client: ApiClient, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: UploadAttachmentVariables) =>
      uploadTaskAttachment(client, taskId, file, options),
    onSuccess: (attachment) => {
      queryClient.setQueryData<Attachment[]>(workQueryKeys.attachments(taskId), (list) =>
        list ? [attachment, ...list.filter((item) => item.id !== attachment.id)] : list,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.attachments(taskId) });
    },
  });
}

/** Deletes an attachment of the task (its id); it leaves the cached list at once. */
export function useDeleteAttachment(client: ApiClient, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAttachment(client, id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Attachment[]>(workQueryKeys.attachments(taskId), (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.attachments(taskId) });
    },
  });
}

/** A file on its way to a task: how much has gone, or why it failed. */
export interface AttachmentUploadState {
  key: string;
  name: string;
  size: number;
  loaded: number;
  error?: string;
}

/**
 * Several files at once to one task (or to one of its comments): each gets a progress entry while it uploads and
 * leaves it when it lands; a file over MAX_ATTACHMENT_BYTES is refused at once, without sending it, and a refusal of
 * the server stays as that file's error until dismissed. `add` resolves with the attachments that landed.
 */
export function useAttachmentUploads(
  client: ApiClient,
  taskId: string,
  options: { commentId?: string } = {},
) {
  const upload = useUploadAttachment(client, taskId);
  const [uploads, setUploads] = useState<AttachmentUploadState[]>([]);
  const counter = useRef(0);
  const patch = useCallback(
    (key: string, change: Partial<AttachmentUploadState>) =>
      setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );
  const add = useCallback(
    async (files: readonly File[]): Promise<Attachment[]> => {
      const started = files.map((file) => {
        counter.current += 1;
        const key = `upload-${counter.current}`;
        const error =
          file.size > MAX_ATTACHMENT_BYTES ? ATTACHMENT_MESSAGES.tooLarge(file.name, file.size) : undefined;
        return { file, state: { key, name: file.name, size: file.size, loaded: 0, error } };
      });
      setUploads((list) => [...list, ...started.map(({ state }) => state)]);
      const landed = await Promise.all(
        started.map(async ({ file, state }) => {
          if (state.error) return undefined;
          try {
            const attachment = await upload.mutateAsync({
              file,
              commentId: options.commentId,
              onProgress: (loaded) => patch(state.key, { loaded }),
            });
            setUploads((list) => list.filter((item) => item.key !== state.key));
            return attachment;
          } catch (error) {
            patch(state.key, { error: failureText(error, `“${file.name}” could not be attached.`) });
            return undefined;
          }
        }),
      );
      return landed.filter((item): item is Attachment => item !== undefined);
    },
    [upload, patch, options.commentId],
  );
  const dismiss = useCallback(
    (key: string) => setUploads((list) => list.filter((item) => item.key !== key)),
    [],
  );
  return { uploads, add, dismiss };
}
