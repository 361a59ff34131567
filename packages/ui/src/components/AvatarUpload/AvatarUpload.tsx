import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@app/domain';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';

export interface AvatarUploadProps {
  /** Whose picture it is: names the image and gives the initial. */
  name: string;
  /** The current picture; the initial shows without one. */
  imageUrl?: string | null;
  /** Uploads a checked file (right type, small enough). A rejected promise shows nothing: pass `error`. */
  onUpload: (file: File) => unknown;
  /** Removes the picture; the button shows only while there is one. */
  onRemove?: () => unknown;
  /** An upload or removal is running. */
  busy?: boolean;
  /** A message from the server, e.g. why it refused the file. */
  error?: string;
  /** Largest accepted file in bytes; the server's limit by default. */
  maxBytes?: number;
  /** Accepted MIME types; the server's by default. */
  accept?: readonly string[];
}

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

function listNames(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file cannot be a profile picture, or undefined when it can. */
export function avatarFileProblem(
  file: Pick<File, 'type' | 'size'>,
  accept: readonly string[] = AVATAR_TYPES,
  maxBytes: number = AVATAR_MAX_BYTES,
): string | undefined {
  if (!accept.includes(file.type)) return `Choose a ${listNames(accept)} image.`;
  if (file.size > maxBytes) {
    return `The picture must be ${sizeText(maxBytes)} or smaller; this one is ${sizeText(file.size)}.`;
  }
  if (file.size === 0) return 'This file is empty. Choose another picture.';
  return undefined;
}

/**
 * The profile picture with 'Change picture' (a file picker for PNG, JPEG, WebP or GIF) and 'Remove picture'.
 * The file's type and size are checked here, with a clear message, before `onUpload` is called.
 */
export function AvatarUpload({
  name,
  imageUrl,
  onUpload,
  onRemove,
  busy = false,
  error,
  maxBytes = AVATAR_MAX_BYTES,
  accept = AVATAR_TYPES,
}: AvatarUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string>();
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const message = problem ?? error;

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const found = avatarFileProblem(file, accept, maxBytes);
    setProblem(found);
    if (!found) void Promise.resolve(onUpload(file)).catch(() => {});
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ position: 'relative', width: 96, height: 96, flexShrink: 0 }}>
        {imageUrl ? (
          <Avatar src={imageUrl} alt={`Profile picture of ${name}`} sx={{ width: 96, height: 96 }} />
        ) : (
          <Avatar
            role="img"
            aria-label={`${name}'s initial`}
            sx={(theme) => ({
              width: 96,
              height: 96,
              fontSize: '2.5rem',
              bgcolor: (theme.vars || theme).palette.primary.main,
              color: (theme.vars || theme).palette.primary.contrastText,
            })}
          >
            {initial}
          </Avatar>
        )}
        {busy ? (
          <Box
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              bgcolor: theme.alpha((theme.vars || theme).palette.background.paper, 0.7),
            })}
          >
            <CircularProgress size={32} aria-label="Saving picture" />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            Change picture
          </Button>
          {imageUrl && onRemove ? (
            <Button
              color="error"
              onClick={() => {
                setProblem(undefined);
                void Promise.resolve(onRemove()).catch(() => {});
              }}
              disabled={busy}
            >
              Remove picture
            </Button>
          ) : null}
        </Stack>
        <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {listNames(accept)}, up to {sizeText(maxBytes)}.
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept={accept.join(',')}
          aria-label="Profile picture file"
          tabIndex={-1}
          hidden
          onChange={onChange}
        />
        {message ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {message}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}
