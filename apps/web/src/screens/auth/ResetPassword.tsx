import { AUTH_MESSAGES } from '@app/domain';
import { useResetPassword } from '@app/sdk/react';
import { FormikTextField, PasswordStrengthBar, useToast } from '@app/ui';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { AuthHeading } from './AuthHeading';
import { isRejection } from './authErrors';
import { lazySchema, usePreloadedValidation } from './lazyValidation';

const validate = lazySchema((schemas) => schemas.ResetPasswordFormSchema);

interface LinkNoticeProps {
  title: string;
  message: string;
}

/** The invalid-link and expired-link notices, each with the request-new-link button (spec 2.5). */
function LinkNotice({ title, message }: LinkNoticeProps) {
  return (
    <>
      <AuthHeading
        title={title}
        align="center"
        icon={
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'error.main',
              color: 'error.contrastText',
            }}
          >
            <LinkOffRoundedIcon />
          </Box>
        }
      />
      <Stack spacing={2}>
        <Alert severity="error">{message}</Alert>
        <Button href={paths.legacy.forgotPassword.href()} variant="contained" size="large">
          Request a new link
        </Button>
        <Link href={paths.auth.login.href()} variant="body2" sx={{ textAlign: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </>
  );
}

function NewPasswordStrength() {
  const { values } = useFormikContext<{ password: string }>();
  return <PasswordStrengthBar password={values.password} />;
}

export interface ResetPasswordProps {
  /** The reset token when the screen is embedded; otherwise the route's `resettoken` or the `token` query. */
  token?: string;
}

/**
 * Reset password (spec 2.5): a new password and its confirmation for the link's token. No token: the
 * invalid-link notice. A link the server refuses (used, expired, unknown): the expired-link notice.
 */
export function ResetPassword({ token: tokenProp }: ResetPasswordProps) {
  usePreloadedValidation();
  const { resettoken } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const resetPassword = useResetPassword(api);
  const [expired, setExpired] = useState(false);
  const [failure, setFailure] = useState<string>();
  const token = tokenProp ?? resettoken ?? searchParams.get('token') ?? '';

  if (!token) {
    return (
      <LinkNotice
        title={AUTH_MESSAGES.invalidResetLink}
        message="This link is missing its reset code. Request a new link to choose a new password."
      />
    );
  }
  if (expired) return <LinkNotice title="This link has expired" message={AUTH_MESSAGES.resetLinkExpired} />;

  return (
    <>
      <AuthHeading title="Reset your password" subtitle="Choose a new password for your account." />
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validate={validate}
        onSubmit={async (values) => {
          setFailure(undefined);
          try {
            const message = await resetPassword.mutateAsync({ token, password: values.password });
            showToast(message, { variant: 'success' });
            navigate(paths.auth.login.href(), { replace: true });
          } catch (error) {
            if (isRejection(error)) setExpired(true);
            else setFailure(AUTH_MESSAGES.passwordResetFailed);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New password">
            <Stack spacing={2.5}>
              <Box>
                <FormikTextField
                  name="password"
                  type="password"
                  label="New password"
                  autoComplete="new-password"
                  helperText="At least 6 characters"
                  required
                  fullWidth
                  autoFocus
                />
                <NewPasswordStrength />
              </Box>
              <FormikTextField
                name="confirmPassword"
                type="password"
                label="Confirm new password"
                autoComplete="new-password"
                required
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                Reset password
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}
