import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { InputField } from '../InputField';
import { PasswordField } from '../PasswordField';

export interface FinanceCredentialsFormProps {
  /** The gate's username in force, filled in to start with. */
  username?: string;
  /** Saves the new values; reject with an Error whose message shows. */
  onSubmit: (credentials: { username: string; password: string }) => Promise<unknown>;
  /** The shortest password accepted. */
  minPasswordLength?: number;
  /** A line under the title, e.g. that the demo values are still in force. */
  notice?: string;
  /** The form's accessible name. */
  label?: string;
}

/**
 * Organization admins change the finance gate's username and password; the new password is typed twice. Saving
 * ends the demo values.
 */
export function FinanceCredentialsForm({
  username: current = '',
  onSubmit,
  minPasswordLength = 8,
  notice,
  label = 'Finance credentials',
}: FinanceCredentialsFormProps) {
  const [username, setUsername] = useState(current);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const tooShort = password.length > 0 && password.length < minPasswordLength;
  const mismatch = confirm.length > 0 && confirm !== password;
  const ready = username.trim().length > 0 && password.length >= minPasswordLength && confirm === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await onSubmit({ username: username.trim(), password });
      setPassword('');
      setConfirm('');
      setOutcome({ ok: true, text: 'Finance credentials changed' });
    } catch (error) {
      setOutcome({
        ok: false,
        text:
          error instanceof Error && error.message ? error.message : 'The credentials could not be changed',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {notice ? <Alert severity="warning">{notice}</Alert> : null}
        {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
        <InputField
          label="Finance username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="off"
          disabled={busy}
          required
          fullWidth
        />
        <PasswordField
          label="New finance password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          error={tooShort}
          helperText={`At least ${minPasswordLength} characters`}
          disabled={busy}
          required
          fullWidth
        />
        <PasswordField
          label="Confirm finance password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          autoComplete="new-password"
          error={mismatch}
          helperText={mismatch ? 'The passwords do not match' : undefined}
          showLabel="Show confirmation"
          hideLabel="Hide confirmation"
          disabled={busy}
          required
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" loading={busy} disabled={!ready}>
            Change credentials
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
