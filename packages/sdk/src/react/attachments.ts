import type { Attachment } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAttachment,
  listTaskAttachments,
  type UploadAttachmentOptions,
  uploadTaskAttachment,
} from '../attachments';
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
