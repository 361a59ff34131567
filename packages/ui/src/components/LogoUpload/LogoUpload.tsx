import { ORGANIZATION_LOGO_MAX_BYTES, ORGANIZATION_LOGO_TYPES } from '@app/domain';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadRoundedIcon from '@mui/icons-material/UploadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export interface LogoUploadProps {
  /** The organization's name: names the logo image. */
  organizationName: string;
  /** The current logo; a placeholder shows without one. */
  logoUrl?: string | null;
  /** Uploads a checked file (PNG, JPEG or WebP, small enough). A rejected promise shows nothing: pass `error`. */
  onUpload: (file: File) => unknown;
  /** Removes the logo; the button shows only while there is one. */
  onRemove?: () => unknown;
  /** An upload or removal is running. */
  busy?: boolean;
  /** A message from the server, e.g. why it refused the file. */
  error?: string;
}

const TYPE_NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

function typeList(): string {
  const names = ORGANIZATION_LOGO_TYPES.map((type) => TYPE_NAMES[type] ?? type);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file cannot be the organization's logo, or undefined when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(ORGANIZATION_LOGO_TYPES as readonly string[]).includes(file.type)) {
    return `Choose a ${typeList()} image. SVG and other formats are not accepted.`;
  }
  if (file.size > ORGANIZATION_LOGO_MAX_BYTES) {
    return `The logo must be ${sizeText(ORGANIZATION_LOGO_MAX_BYTES)} or smaller; this one is ${sizeText(file.size)}.`;
  }
  if (file.size === 0) return 'This file is empty. Choose another image.';
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
 * The organization's logo with 'Upload logo' (a file picker for PNG, JPEG or WebP up to 1 MB) and 'Remove logo'.
 * The file's type and size are checked here, with a clear message, before `onUpload` is called; the chosen
 * picture shows at once while it uploads.
 */
export function LogoUpload({
  organizationName,
  logoUrl,
  onUpload,
  onRemove,
  busy = false,
  error,
}: LogoUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string>();
  const [localPreview, showLocal] = useLocalPreview();
  const message = problem ?? error;
  // The server's logo replaces the local picture once it changes (or the upload failed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new logo or a failure ends the local preview
  useEffect(() => showLocal(undefined), [logoUrl, error]);
  const shown = localPreview ?? logoUrl ?? undefined;

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const found = logoFileProblem(file);
    setProblem(found);
    if (found) return;
    showLocal(file);
    void Promise.resolve(onUpload(file)).catch(() => {});
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={(theme) => ({
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
        })}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={`Logo of ${organizationName}`}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1 }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlinedIcon aria-hidden />
            <Typography variant="caption">No logo</Typography>
          </Stack>
        )}
        {busy ? (
          <Box
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: theme.alpha((theme.vars || theme).palette.background.paper, 0.7),
            })}
          >
            <CircularProgress size={32} aria-label="Saving logo" />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<UploadRoundedIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            {logoUrl ? 'Change logo' : 'Upload logo'}
          </Button>
          {logoUrl && onRemove ? (
            <Button
              color="error"
              onClick={() => {
                setProblem(undefined);
                void Promise.resolve(onRemove()).catch(() => {});
              }}
              disabled={busy}
            >
              Remove logo
            </Button>
          ) : null}
        </Stack>
        <Typography id={hintId} variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {typeList()}, up to {sizeText(ORGANIZATION_LOGO_MAX_BYTES)}.
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept={ORGANIZATION_LOGO_TYPES.join(',')}
          aria-label="Logo file"
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
