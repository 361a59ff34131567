import {
  type AuthMode,
  formErrors,
  INVITATION_AUTH_FORM_SCHEMAS,
  INVITATION_PART_TEXTS,
  INVITATION_SCREEN_TEXTS as T,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Form, Formik, type FormikErrors, useFormikContext } from 'formik';
import { FormikTextField } from '../FormikTextField';
import { InputField } from '../InputField';
import { PasswordStrengthBar } from '../PasswordStrengthBar';

/** What the acceptance screen's form sends: the password, and the name when an account is created. */
export interface InvitationAuthValues {
  mode: AuthMode;
  /** Only in 'register' mode, trimmed. */
  name?: string;
  password: string;
}

export interface InvitationAuthFormProps {
  /** 'login' (I have an account) or 'register' (Create an account); start with the server's `authMode`. */
  mode: AuthMode;
  /** The person switched; switching clears what was typed and any message. */
  onModeChange: (mode: AuthMode) => void;
  /** The invited address, shown read-only: the account must be this one. */
  email: string;
  /**
   * Signs in or registers with the invited address. Busy until the returned promise settles; when it rejects
   * the form keeps what was typed and the caller passes `error`.
   */
  onSubmit: (values: InvitationAuthValues) => Promise<unknown> | unknown;
  /** Why the last attempt failed ('Incorrect password. Please try again'); shown above the fields. */
  error?: string;
  /** Names the form; defaults to the chosen mode ('I have an account', 'Create an account'). */
  label?: string;
}

interface Values {
  name: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: Values = { name: '', password: '', confirmPassword: '' };

/** Spec 5, by the domain's rules: login needs the password; register a name, 6+ characters, matching. */
function validate(mode: AuthMode, values: Values): FormikErrors<Values> {
  return formErrors(INVITATION_AUTH_FORM_SCHEMAS[mode], values);
}

function NewPasswordStrength() {
  const { values } = useFormikContext<Values>();
  return <PasswordStrengthBar password={values.password} />;
}

const MODE_LABELS: Record<AuthMode, string> = { login: T.loginMode, register: T.registerMode };

/**
 * The acceptance screen's sign-in or registration for someone not signed in as the invited address: a switch
 * between 'I have an account' and 'Create an account', the invited address fixed and read-only, then the
 * password (sign in) or name, password and confirmation (register, checked as spec 5 says).
 */
export function InvitationAuthForm({
  mode,
  onModeChange,
  email,
  onSubmit,
  error,
  label,
}: InvitationAuthFormProps) {
  return (
    <Formik
      // A new form per mode: switching starts clean, without the other mode's messages.
      key={mode}
      initialValues={EMPTY}
      validateOnBlur={false}
      validate={(values) => validate(mode, values)}
      onSubmit={async (values) => {
        try {
          await onSubmit(
            mode === 'register'
              ? { mode, name: values.name.trim(), password: values.password }
              : { mode, password: values.password },
          );
        } catch {
          // The caller shows why through `error`.
        }
      }}
    >
      {({ isSubmitting }) => (
        <Stack spacing={2.5}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={mode}
            aria-label={INVITATION_PART_TEXTS.authModeLabel}
            disabled={isSubmitting}
            onChange={(_event, next: AuthMode | null) => {
              if (next) onModeChange(next);
            }}
          >
            {(['login', 'register'] as const).map((option) => (
              <ToggleButton key={option} value={option} sx={{ textTransform: 'none', fontWeight: 600 }}>
                {MODE_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Form noValidate aria-label={label ?? MODE_LABELS[mode]}>
            <Stack spacing={2.5}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <InputField
                name="email"
                type="email"
                label={T.emailLabel}
                value={email}
                helperText={T.emailFixedHelp}
                autoComplete="username"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              {mode === 'register' ? (
                <FormikTextField
                  name="name"
                  label={T.nameLabel}
                  autoComplete="name"
                  required
                  fullWidth
                  disabled={isSubmitting}
                />
              ) : null}
              <Box>
                <FormikTextField
                  name="password"
                  type="password"
                  label={T.passwordLabel}
                  autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
                  required
                  fullWidth
                  disabled={isSubmitting}
                />
                {mode === 'register' ? <NewPasswordStrength /> : null}
              </Box>
              {mode === 'register' ? (
                <FormikTextField
                  name="confirmPassword"
                  type="password"
                  label={T.confirmPasswordLabel}
                  autoComplete="new-password"
                  required
                  fullWidth
                  disabled={isSubmitting}
                />
              ) : null}
              <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
                {mode === 'register' ? T.registerAction : T.loginAction}
              </Button>
            </Stack>
          </Form>
        </Stack>
      )}
    </Formik>
  );
}
