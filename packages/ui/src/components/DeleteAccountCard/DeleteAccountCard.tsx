import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { PasswordField } from '../PasswordField';

export interface DeleteAccountCardProps {
  /**
   * Deletes the account after the password was typed. Reject with an Error carrying the server's message
   * (e.g. a wrong password): it shows in the dialog, which stays open.
   */
  onDelete: (password: string) => Promise<unknown>;
  /** The card's heading. */
  title?: string;
  /** What deleting takes away. */
  description?: React.ReactNode;
  /** The card's heading level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

const DEFAULT_DESCRIPTION =
  'Deleting your account signs you out everywhere and removes your profile, your projects, their tasks and your to-dos for good. This cannot be undone.';

/** The danger zone: deleting the account, confirmed in a dialog by typing the password. */
export function DeleteAccountCard({
  onDelete,
  title = 'Danger zone',
  description = DEFAULT_DESCRIPTION,
  headingLevel = 'h2',
}: DeleteAccountCardProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = async () => {
    if (!password) {
      setError('Enter your password to confirm');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onDelete(password);
      setOpen(false);
      setPassword('');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Account deletion failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={(theme) => ({ p: { xs: 2, sm: 3 }, borderColor: (theme.vars || theme).palette.error.main })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <WarningAmberRoundedIcon aria-hidden color="error" />
        <Typography id={headingId} component={headingLevel} variant="h6">
          {title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        {description}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete account
      </Button>

      <FormDialog
        open={open}
        role="alertdialog"
        title="Delete your account?"
        description="This cannot be undone. Type your password to confirm."
        submitLabel="Delete my account"
        destructive
        onSubmit={() => void confirm()}
        onCancel={close}
        busy={busy}
        error={error}
      >
        <PasswordField
          label="Password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          autoComplete="current-password"
          disabled={busy}
          autoFocus
          fullWidth
          required
        />
      </FormDialog>
    </Card>
  );
}
