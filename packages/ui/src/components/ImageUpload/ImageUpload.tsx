import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  ORGANIZATION_LOGO_MAX_BYTES,
  ORGANIZATION_LOGO_TYPES,
} from '@app/domain';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import UploadRoundedIcon from '@mui/icons-material/UploadRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';

/** What the image is: a person's round profile picture or an organization's oblong logo. */
export type ImageUploadKind = 'avatar' | 'logo';

/** The texts of one kind of image; every one of them is asserted by the screens' tests. */
export interface ImageUploadLabels {
  /** The image's alternative text, from the owner's name. */
  imageAlt: (name: string) => string;
  /** The choose button while there is no image. */
  upload: string;
  /** The choose button while there is one. */
  change: string;
  remove: string;
  /** The spinner's name while an upload or removal runs. */
  saving: string;
  /** The hidden file input's name. */
  fileInput: string;
  /** The word for the image in the size message ('picture', 'logo'). */
  noun: string;
  /** Said after the accepted types when a file has another type (may be empty). */
  wrongTypeNote: string;
  /** The message for an empty file. */
  emptyFile: string;
}

interface KindPreset {
  labels: ImageUploadLabels;
  accept: readonly string[];
  maxBytes: number;
  /** Shows the chosen file at once while it uploads. */
  localPreview: boolean;
}

const PRESETS: Record<ImageUploadKind, KindPreset> = {
  avatar: {
    labels: {
      imageAlt: (name) => `Profile picture of ${name}`,
      upload: 'Change picture',
      change: 'Change picture',
      remove: 'Remove picture',
      saving: 'Saving picture',
      fileInput: 'Profile picture file',
      noun: 'picture',
      wrongTypeNote: '',
      emptyFile: 'This file is empty. Choose another picture.',
    },
    accept: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    localPreview: false,
  },
  logo: {
    labels: {
      imageAlt: (name) => `Logo of ${name}`,
      upload: 'Upload logo',
      change: 'Change logo',
      remove: 'Remove logo',
      saving: 'Saving logo',
      fileInput: 'Logo file',
      noun: 'logo',
      wrongTypeNote: ' SVG and other formats are not accepted.',
      emptyFile: 'This file is empty. Choose another image.',
    },
    accept: ORGANIZATION_LOGO_TYPES,
    maxBytes: ORGANIZATION_LOGO_MAX_BYTES,
    localPreview: true,
  },
};

export interface ImageUploadProps {
  /** Which image: sets the shape, the texts, the accepted types and the size limit. */
  kind: ImageUploadKind;
  /** Whose image it is (a person's or an organization's name): names the image; a person's gives the initial. */
  name: string;
  /** The current image; a placeholder (the initial, or 'No logo') shows without one. */
  imageUrl?: string | null;
  /** Uploads a checked file (right type, small enough). A rejected promise shows nothing: pass `error`. */
  onUpload: (file: File) => unknown;
  /** Removes the image; the button shows only while there is one. */
  onRemove?: () => unknown;
  /** An upload or removal is running. */
  busy?: boolean;
  /** A message from the server, e.g. why it refused the file. */
  error?: string;
  /** Largest accepted file in bytes; the server's limit for the kind by default. */
  maxBytes?: number;
  /** Accepted MIME types; the server's for the kind by default. */
  accept?: readonly string[];
  /** Other texts than the kind's. */
  labels?: Partial<ImageUploadLabels>;
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

/** Why a file cannot be this kind of image, or undefined when it can. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  kind: ImageUploadKind,
  accept: readonly string[] = PRESETS[kind].accept,
  maxBytes: number = PRESETS[kind].maxBytes,
  labels: Pick<ImageUploadLabels, 'noun' | 'wrongTypeNote' | 'emptyFile'> = PRESETS[kind].labels,
): string | undefined {
  if (!accept.includes(file.type)) return `Choose a ${listNames(accept)} image.${labels.wrongTypeNote}`;
  if (file.size > maxBytes) {
    return `The ${labels.noun} must be ${sizeText(maxBytes)} or smaller; this one is ${sizeText(file.size)}.`;
  }
  if (file.size === 0) return labels.emptyFile;
  return undefined;
}

/** A picture of a file chosen on this device, while it uploads; nothing where the browser cannot make one. */
function useLocalPreview(): [string | undefined, (file: File | undefined) => void] {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const show = (file: File | undefined) =>
    setUrl(file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
  return [url, show];
}

/**
 * An image with a button that picks a file, and one that removes the image: a person's round profile picture
 * ('Change picture', PNG, JPEG, WebP or GIF) or an organization's logo ('Upload logo', PNG, JPEG or WebP up to
 * 1 MB, shown at once while it uploads). The file's type and size are checked here, with a clear message,
 * before `onUpload` is called.
 */
export function ImageUpload({
  kind,
  name,
  imageUrl,
  onUpload,
  onRemove,
  busy = false,
  error,
  maxBytes = PRESETS[kind].maxBytes,
  accept = PRESETS[kind].accept,
  labels: labelOverrides,
}: ImageUploadProps) {
  const labels = { ...PRESETS[kind].labels, ...labelOverrides };
  const round = kind === 'avatar';
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string>();
  const [localPreview, showLocal] = useLocalPreview();
  const message = problem ?? error;
  // The server's image replaces the local picture once it changes (or the upload failed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image or a failure ends the local preview
  useEffect(() => showLocal(undefined), [imageUrl, error]);
  const shown = localPreview ?? imageUrl ?? undefined;

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const found = imageFileProblem(file, kind, accept, maxBytes, labels);
    setProblem(found);
    if (found) return;
    if (PRESETS[kind].localPreview) showLocal(file);
    void Promise.resolve(onUpload(file)).catch(() => {});
  };

  let image: React.ReactNode;
  if (round) {
    image = shown ? (
      <Avatar src={shown} alt={labels.imageAlt(name)} sx={{ width: 96, height: 96 }} />
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
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
    );
  } else {
    image = shown ? (
      <Box
        component="img"
        src={shown}
        alt={labels.imageAlt(name)}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1 }}
      />
    ) : (
      <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <ImageOutlinedIcon aria-hidden />
        <Typography variant="caption">No logo</Typography>
      </Stack>
    );
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={(theme) =>
          round
            ? { position: 'relative', width: 96, height: 96, flexShrink: 0 }
            : {
                position: 'relative',
                width: 160,
                height: 96,
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                borderRadius: 1,
                border: `1px ${shown ? 'solid' : 'dashed'} ${(theme.vars || theme).palette.divider}`,
                bgcolor: (theme.vars || theme).palette.background.default,
                overflow: 'hidden',
              }
        }
      >
        {image}
        {busy ? (
          <Box
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              borderRadius: round ? '50%' : undefined,
              bgcolor: theme.alpha((theme.vars || theme).palette.background.paper, 0.7),
            })}
          >
            <CircularProgress size={32} aria-label={labels.saving} />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={round ? <PhotoCameraOutlinedIcon /> : <UploadRoundedIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            {imageUrl ? labels.change : labels.upload}
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
              {labels.remove}
            </Button>
          ) : null}
        </Stack>
        <Typography id={hintId} variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {listNames(accept)}, up to {sizeText(maxBytes)}.
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept={accept.join(',')}
          aria-label={labels.fileInput}
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
