import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  /** The dialog's title; it also names the dialog and its form. */
  title: string;
  /** A line under the title that describes the dialog, e.g. what an invitation does. */
  description?: React.ReactNode;
  /** The submit button's label, e.g. 'Create department'. */
  submitLabel: string;
  /** Called when the form is sent (the submit button or Enter in a field); the caller checks its fields. */
  onSubmit: () => void;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
  /** Sending: the submit button shows progress, Cancel is disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the server refused; shown above the fields. */
  error?: string;
  /** The submit button is red: the form does something that cannot be undone. */
  destructive?: boolean;
  /** 'alertdialog' when the dialog asks to confirm something grave (e.g. deleting an account). */
  role?: 'dialog' | 'alertdialog';
  /** Nothing to send yet (e.g. the value is still the one the form started from): the submit button is disabled. */
  submitDisabled?: boolean;
  /**
   * False when the caller puts focus back itself on closing (e.g. on an item the form moved): by default focus
   * returns to what had it before the dialog opened.
   */
  restoreFocus?: boolean;
  /** The fields. */
  children?: React.ReactNode;
}

/**
 * A small dialog around one form: title, a refusal above the fields, Cancel and a submit button. The fields are
 * the caller's; while sending, the dialog cannot be dismissed.
 */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  onSubmit,
  onCancel,
  busy = false,
  error,
  destructive = false,
  role,
  submitDisabled = false,
  restoreFocus = true,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus={!restoreFocus}
    >
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitDisabled) onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description ? (
            <DialogContentText id={descriptionId} variant="body2" sx={{ mb: 2 }}>
              {description}
            </DialogContentText>
          ) : null}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onCancel} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={busy}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
