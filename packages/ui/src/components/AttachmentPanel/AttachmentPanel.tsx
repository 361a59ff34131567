import { formatBytes, isImageAttachmentType } from '@app/domain';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadRoundedIcon from '@mui/icons-material/UploadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { SectionCard } from '../SectionCard';
import { AttachmentPreviewDialog } from './AttachmentPreviewDialog';
import { type AttachmentItem, type AttachmentUpload, isPdf, isPreviewable } from './attachmentFiles';

export interface AttachmentPanelProps {
  attachments: readonly AttachmentItem[];
  /** Files being sent, each with its progress or its failure. */
  uploads?: readonly AttachmentUpload[];
  /** Takes the files dropped or chosen; without it nobody may add files and there is no drop zone. */
  onFiles?: (files: File[]) => void;
  /** Deletes a file once the person has confirmed. */
  onDelete?: (item: AttachmentItem) => Promise<unknown>;
  /** Forgets a failed upload. */
  onDismissUpload?: (key: string) => void;
  /** The largest file accepted, for the hint. */
  maxBytes: number;
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  headingLevel?: 'h2' | 'h3';
}

function FileIcon({ type }: { type: string }) {
  if (isPdf(type)) return <PictureAsPdfOutlinedIcon color="error" fontSize="large" aria-hidden />;
  if (type.startsWith('text/'))
    return <DescriptionOutlinedIcon color="action" fontSize="large" aria-hidden />;
  return <InsertDriveFileOutlinedIcon color="action" fontSize="large" aria-hidden />;
}

function Thumbnail({ item, onOpen }: { item: AttachmentItem; onOpen?: () => void }) {
  const content = isImageAttachmentType(item.type) ? (
    <Box
      component="img"
      src={item.url}
      alt=""
      loading="lazy"
      sx={{ width: 1, height: 1, objectFit: 'cover' }}
    />
  ) : (
    <FileIcon type={item.type} />
  );
  const frame = {
    width: 56,
    height: 56,
    flexShrink: 0,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'action.hover',
    display: 'grid',
    placeItems: 'center',
  } as const;
  if (onOpen) {
    return (
      <ButtonBase aria-label={`Preview ${item.name}`} onClick={onOpen} sx={frame}>
        {content}
      </ButtonBase>
    );
  }
  return <Box sx={frame}>{content}</Box>;
}

function UploadRow({ upload, onDismiss }: { upload: AttachmentUpload; onDismiss?: (key: string) => void }) {
  if (upload.error) {
    return (
      <Alert
        severity="error"
        onClose={onDismiss ? () => onDismiss(upload.key) : undefined}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {upload.error}
      </Alert>
    );
  }
  const percent = upload.size > 0 ? Math.round((upload.loaded / upload.size) * 100) : 0;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {upload.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {percent}% of {formatBytes(upload.size)}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${upload.name}`} />
    </Box>
  );
}

/** Keeps the drop zone lit while a drag is over it, children included. */
function useDropTarget(onFiles: ((files: File[]) => void) | undefined) {
  const [depth, setDepth] = useState(0);
  const hasFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');
  if (!onFiles) return { active: false, handlers: {} };
  return {
    active: depth > 0,
    handlers: {
      onDragEnter: (event: React.DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDepth((value) => value + 1);
      },
      onDragOver: (event: React.DragEvent) => {
        if (hasFiles(event)) event.preventDefault();
      },
      onDragLeave: () => setDepth((value) => Math.max(0, value - 1)),
      onDrop: (event: React.DragEvent) => {
        event.preventDefault();
        setDepth(0);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

/**
 * A task's files: a drop zone and a 'Choose files' button (several at once), a progress bar per file on its way,
 * a thumbnail and the size, uploader and date of each stored file, previews of images and PDFs, and delete
 * behind a confirmation.
 */
export function AttachmentPanel({
  attachments,
  uploads = [],
  onFiles,
  onDelete,
  onDismissUpload,
  maxBytes,
  loading = false,
  error,
  headingLevel = 'h2',
}: AttachmentPanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const drop = useDropTarget(onFiles);
  const previewable = attachments.filter((item) => isPreviewable(item.type));
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AttachmentItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    setDeleteBusy(true);
    setDeleteError(undefined);
    try {
      await onDelete(deleting);
      setDeleting(null);
    } catch (reason) {
      setDeleteError(reason instanceof Error ? reason.message : 'The file could not be deleted.');
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <SectionCard
      title="Attachments"
      headingLevel={headingLevel}
      busy={loading && attachments.length > 0 ? 'Loading attachments' : undefined}
      action={
        onFiles ? (
          <Button size="small" startIcon={<AttachFileRoundedIcon />} onClick={() => input.current?.click()}>
            Add files
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2} {...drop.handlers}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {attachments.length > 0 ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
            }}
          >
            {attachments.map((item) => {
              const previewAt = previewable.indexOf(item);
              return (
                <Stack
                  key={item.id}
                  component="li"
                  direction="row"
                  spacing={1.5}
                  sx={{
                    alignItems: 'center',
                    minWidth: 0,
                    p: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  <Thumbnail
                    item={item}
                    onOpen={previewAt >= 0 ? () => setPreviewIndex(previewAt) : undefined}
                  />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Link
                      href={item.url}
                      download={item.name}
                      variant="body2"
                      sx={{
                        display: 'block',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {item.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="p" noWrap>
                      {[
                        formatBytes(item.size),
                        item.uploadedBy?.name,
                        item.createdAt ? new Date(item.createdAt).toLocaleDateString() : undefined,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  {item.canDelete && onDelete ? (
                    <IconButton
                      size="small"
                      aria-label={`Delete ${item.name}`}
                      onClick={() => {
                        setDeleteError(undefined);
                        setDeleting(item);
                      }}
                    >
                      <DeleteOutlineRoundedIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </Stack>
              );
            })}
          </Box>
        ) : !onFiles && !loading ? (
          <Typography variant="body2" color="text.secondary">
            No files.
          </Typography>
        ) : null}
        {uploads.map((upload) => (
          <UploadRow key={upload.key} upload={upload} onDismiss={onDismissUpload} />
        ))}
        {onFiles ? (
          <Box
            component="label"
            htmlFor={inputId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              p: 2,
              border: 2,
              borderStyle: 'dashed',
              borderRadius: 1,
              borderColor: drop.active ? 'primary.main' : 'divider',
              bgcolor: drop.active ? 'action.selected' : 'transparent',
              color: 'text.secondary',
              cursor: 'pointer',
              textAlign: 'center',
            }}
          >
            <UploadRoundedIcon aria-hidden />
            <Typography variant="body2">
              {drop.active ? 'Drop to attach' : 'Drop files here or choose them'} · up to{' '}
              {formatBytes(maxBytes)} each
            </Typography>
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple
              aria-label="Attach files"
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) onFiles(files);
              }}
            />
          </Box>
        ) : null}
      </Stack>
      <AttachmentPreviewDialog
        items={previewable}
        index={previewIndex}
        onIndexChange={setPreviewIndex}
        onClose={() => setPreviewIndex(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this file?"
        message={deleting ? `“${deleting.name}” will be deleted for everyone on this task.` : undefined}
        confirmLabel="Delete"
        destructive
        busy={deleteBusy}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
