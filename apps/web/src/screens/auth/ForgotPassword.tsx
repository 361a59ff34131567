import { AUTH_MESSAGES } from '@app/domain';
import { useForgotPassword } from '@app/sdk/react';
import { FormikTextField } from '@app/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { AuthHeading } from './AuthHeading';
import { lazySchema, usePreloadedValidation } from './lazyValidation';

const validate = lazySchema((schemas) => schemas.ForgotPasswordFormSchema);

/** Forgot password (spec 2.5): an email form, then the generic confirmation of /auth/email-sent. */
export function ForgotPassword() {
  usePreloadedValidation();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword(api);
  const [failure, setFailure] = useState<string>();

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter the email address of your account and we will send you a link to reset your password."
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Formik
        initialValues={{ email: '' }}
        validate={validate}
        // Leaving the autofocused, still empty field (say, for a link below) must not shift the form under
        // the pointer with an error: errors show after typing or on submit.
        validateOnBlur={false}
        onSubmit={async (values) => {
          setFailure(undefined);
          try {
            await forgotPassword.mutateAsync({ email: values.email.trim() });
            navigate(paths.auth.emailSent.href());
          } catch {
            setFailure(AUTH_MESSAGES.sendResetLinkFailed);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset link request">
            <Stack spacing={2.5}>
              <FormikTextField
                name="email"
                type="email"
                label="Email address"
                autoComplete="email"
                required
                fullWidth
                autoFocus
              />
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                Send reset link
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link href={paths.auth.login.href()} sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      </Typography>
    </>
  );
}
