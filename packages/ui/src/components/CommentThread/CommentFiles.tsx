import { ATTACHMENT_MESSAGES, formatBytes, isImageAttachmentType, MAX_ATTACHMENT_BYTES } from '@app/domain';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { AttachmentItem } from '../AttachmentPanel/attachmentFiles';

/**
 * The files of one comment: images as thumbnails, other files as their name and size; each opens its
 * short-lived link in a new tab.
 */
export function CommentFiles({ files }: { files: readonly AttachmentItem[] }) {
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Files of the comment"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {files.map((file) => (
        <Box component="li" key={file.id} sx={{ minWidth: 0 }}>
          {isImageAttachmentType(file.type) ? (
            <Link
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${file.name} (${formatBytes(file.size)})`}
              sx={{
                display: 'block',
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                sx={{ display: 'block', maxWidth: 200, maxHeight: 140, objectFit: 'cover' }}
              />
            </Link>
          ) : (
            <Link
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1,
                py: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                maxWidth: 280,
              }}
            >
              <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2" component="span" noWrap sx={{ minWidth: 0 }}>
                {file.name}
              </Typography>
              <Typography variant="caption" component="span" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatBytes(file.size)}
              </Typography>
            </Link>
          )}
        </Box>
      ))}
    </Box>
  );
}

export interface CommentFilePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Why a chosen file cannot go with a comment (too large), or nothing. */
export function commentFileProblem(file: File): string | undefined {
  return file.size > MAX_ATTACHMENT_BYTES ? ATTACHMENT_MESSAGES.tooLarge(file.name, file.size) : undefined;
}

/** The comment form's files: a button that picks several, and the chosen ones as chips that can be removed. */
export function CommentFilePicker({ files, onChange, disabled = false }: CommentFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, flex: 1 }}>
      <Tooltip title="Attach files">
        <span>
          <IconButton
            aria-label="Attach files to the comment"
            onClick={() => input.current?.click()}
            disabled={disabled}
            size="small"
          >
            <AttachFileRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files for the comment"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) onChange([...files, ...chosen]);
        }}
      />
      {files.map((file, index) => {
        const problem = commentFileProblem(file);
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; the order is stable
            key={`${file.name}-${index}`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              pl: 1,
              border: 1,
              borderColor: problem ? 'error.main' : 'divider',
              borderRadius: 4,
              maxWidth: 320,
            }}
          >
            <Typography variant="caption" component="span" noWrap color={problem ? 'error' : 'text.primary'}>
              {problem ?? `${file.name} · ${formatBytes(file.size)}`}
            </Typography>
            <IconButton
              size="small"
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => onChange(files.filter((_, at) => at !== index))}
            >
              <CloseRoundedIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
