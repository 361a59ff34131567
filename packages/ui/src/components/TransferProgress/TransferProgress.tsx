import { TRANSFER_TEXTS, type TransferJobStatus } from '@app/domain';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';

export interface TransferProgressProps {
  /** What runs ('Export of the organization', the file's name). */
  label: string;
  status: TransferJobStatus;
  /** Done so far, of `total` (a percentage with total 100). */
  processed: number;
  total: number;
  /** What to offer once done (download links, links to the projects). */
  children?: React.ReactNode;
  /** Why it failed. */
  error?: string | null;
}

/** An export's or import's state: a progress bar while it runs, then its links, or why it failed. */
export function TransferProgress({
  label,
  status,
  processed,
  total,
  children,
  error,
}: TransferProgressProps) {
  const texts = TRANSFER_TEXTS;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="body2">
        {label}: {texts.statusLabels[status]}
        {status === 'running' && total > 0 ? ` (${processed} / ${total})` : ''}
      </Typography>
      {(status === 'queued' || status === 'running') && (
        <LinearProgress
          aria-label={`${label}: ${percent}%`}
          variant={status === 'queued' ? 'indeterminate' : 'determinate'}
          value={percent}
        />
      )}
      {status === 'failed' && (
        <Typography role="alert" color="error">
          {error || texts.failed}
        </Typography>
      )}
      {status === 'done' && children}
    </Stack>
  );
}
