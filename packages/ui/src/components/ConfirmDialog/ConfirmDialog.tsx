import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type * as React from 'react';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Delete this project?'. */
  title: string;
  /** What happens if the person confirms. */
  message?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for actions that destroy or cannot be undone. */
  destructive?: boolean;
  /** The confirmed action is running: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  /** Why the confirmed action failed, shown under the message; the dialog stays open to try again. */
  error?: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
}

/**
 * Asks before an action is taken. Focus starts on Cancel, so Enter never confirms a destructive action by
 * accident; while the action runs the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      role={destructive ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {message || error ? (
        <DialogContent>
          {message ? <DialogContentText id={messageId}>{message}</DialogContentText> : null}
          {error ? (
            <Alert severity="error" sx={{ mt: message ? 2 : 0 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus color="inherit">
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress aria-hidden size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
