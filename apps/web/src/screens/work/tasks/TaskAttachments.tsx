import { attachmentPermissions, MAX_ATTACHMENT_BYTES } from '@app/domain';
import { failureText } from '@app/sdk';
import { useAttachmentUploads, useDeleteAttachment, useTaskAttachments } from '@app/sdk/react';
import { AttachmentPanel } from '@app/ui';
import { api } from '../../../app/api';

export interface TaskAttachmentsProps {
  taskId: string;
  userId: string;
  /** The viewer's rights on the task: comment to attach, manage to delete anyone's file. */
  rights: { canComment: boolean; canManage: boolean };
}

/** A task's files in their card: drop or choose several, watch them go up, preview, delete your own. */
export function TaskAttachments({ taskId, userId, rights }: TaskAttachmentsProps) {
  const list = useTaskAttachments(api, taskId);
  const uploads = useAttachmentUploads(api, taskId);
  const remove = useDeleteAttachment(api, taskId);
  const canUpload = attachmentPermissions(rights, userId).canUpload;
  return (
    <AttachmentPanel
      attachments={(list.data ?? []).map((item) => ({
        ...item,
        canDelete: attachmentPermissions(rights, userId, { uploadedBy: item.uploadedBy?.id ?? null })
          .canDelete,
      }))}
      loading={list.isFetching}
      error={list.isError ? failureText(list.error, 'Attachments could not be loaded.') : undefined}
      uploads={uploads.uploads}
      onFiles={canUpload ? (files) => void uploads.add(files) : undefined}
      onDismissUpload={uploads.dismiss}
      onDelete={(item) =>
        remove.mutateAsync(item.id).catch((error: unknown) => {
          throw new Error(failureText(error, 'The file could not be deleted.'));
        })
      }
      maxBytes={MAX_ATTACHMENT_BYTES}
    />
  );
}
