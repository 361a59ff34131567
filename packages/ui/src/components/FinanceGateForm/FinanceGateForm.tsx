import { FINANCE_TEXTS } from '@app/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { InputField } from '../InputField';
import { PasswordField } from '../PasswordField';

export interface FinanceGateCredentials {
  username: string;
  password: string;
}

export interface FinanceGateFormProps {
  /**
   * Checks the values. Resolve to show 'Authentication successful!'; reject with an Error whose message (e.g.
   * 'Invalid credentials. Please try again.') shows as the error.
   */
  onSubmit: (credentials: FinanceGateCredentials) => Promise<unknown>;
  /** The demo values, shown on the page while the organization still has them (demo data only). */
  demo?: FinanceGateCredentials | null;
  /** The organization the dashboard belongs to, under the title. */
  organizationName?: string;
  /** Shown instead of the fields when the gate cannot be opened (e.g. no credentials are set yet). */
  notice?: string;
  /** The title's level: h2 under the page's own h1 (the app shell's header). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The finance gate (spec 2.6, section 5): 'Finance Dashboard Access' with a username, a password with show and
 * hide, and 'Access Finance Dashboard', disabled while a field is empty and 'Authenticating...' while it runs.
 */
export function FinanceGateForm({
  onSubmit,
  demo,
  organizationName,
  notice,
  headingLevel = 'h2',
}: FinanceGateFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await onSubmit({ username, password });
      setOutcome({ ok: true, text: FINANCE_TEXTS.success });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof Error && error.message ? error.message : FINANCE_TEXTS.failed,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Centred in the page: a wrapper, since a Stack parent resets its children's margins.
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ maxWidth: 440, p: { xs: 2.5, sm: 4 }, width: '100%' }}>
        <Stack
          component="form"
          noValidate
          aria-label={FINANCE_TEXTS.gateTitle}
          onSubmit={submit}
          spacing={2.5}
        >
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <LockOutlinedIcon color="primary" fontSize="large" aria-hidden />
            <Typography variant="h5" component={headingLevel}>
              {FINANCE_TEXTS.gateTitle}
            </Typography>
            {organizationName ? (
              <Typography variant="body2" color="text.secondary">
                {organizationName}
              </Typography>
            ) : null}
          </Stack>
          {notice ? (
            <Alert severity="info" role="status">
              {notice}
            </Alert>
          ) : null}
          {outcome ? (
            <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          ) : null}
          {notice ? null : (
            <>
              <InputField
                label={FINANCE_TEXTS.username}
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                disabled={busy}
                required
                fullWidth
              />
              <PasswordField
                label={FINANCE_TEXTS.password}
                showLabel={FINANCE_TEXTS.showPassword}
                hideLabel={FINANCE_TEXTS.hidePassword}
                name="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={busy}
                required
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy || !username || !password}
                fullWidth
              >
                {busy ? FINANCE_TEXTS.submitting : FINANCE_TEXTS.submit}
              </Button>
              {demo ? (
                <Alert severity="info" icon={false} role="note" aria-label={FINANCE_TEXTS.demoValues}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {FINANCE_TEXTS.demoValues}
                  </Typography>
                  <Typography variant="body2">
                    Username: <code>{demo.username}</code>
                  </Typography>
                  <Typography variant="body2">
                    Password: <code>{demo.password}</code>
                  </Typography>
                </Alert>
              ) : null}
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
