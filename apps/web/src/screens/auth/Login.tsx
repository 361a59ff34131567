import { AUTH_MESSAGES } from '@app/domain';
import { type ApiClient, getGoogleAuthUrl, login } from '@app/sdk';
import { FormikCheckbox, FormikTextField } from '@app/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { type Location, useLocation, useSearchParams } from 'react-router';
import { startPathFor, useAuthFlow } from '../../app/layouts/AuthPageLayout';
import { paths } from '../../app/paths';
import { loadQueryClient } from '../../app/queryClientStore';
import { AuthHeading } from './AuthHeading';
import { loginFailureText, signInNotice } from './authErrors';
import { browser } from './browser';
import { lazySchema, loadValidation } from './lazyValidation';
import { ProviderButtons } from './ProviderButtons';
import { forgetEmail, rememberEmail, rememberedEmail } from './rememberedEmail';

const validate = lazySchema((schemas) => schemas.LoginFormSchema);

/**
 * What sending the form needs and its first paint does not: the API client and the session's data cache. They
 * load right after the screen is shown (and again if that download failed), so a sign-in never waits for them.
 */
async function loadSignIn(): Promise<ApiClient> {
  const [{ api }] = await Promise.all([import('../../app/api'), loadQueryClient()]);
  return api;
}

/** The page a guard sent the visitor here from, if it is one to return to. */
function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Sign in (spec 2.5): email, password with show/hide, remember me, the forgot-password link, Google and the
 * second provider, and the sign-up link. Organization accounts go on to /org/dashboard, others to /dashboard
 * (or back to the page a guard sent them from).
 */
export function Login() {
  const { completeSignIn } = useAuthFlow();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | undefined>(() => signInNotice(searchParams.get('error')));
  const [googleBusy, setGoogleBusy] = useState(false);
  const [initialEmail] = useState(rememberedEmail);

  useEffect(() => {
    loadValidation().catch(() => {});
    loadSignIn().catch(() => {});
  }, []);

  const startGoogle = async () => {
    setGoogleBusy(true);
    setFailure(undefined);
    try {
      browser.assign(await getGoogleAuthUrl(await loadSignIn()));
    } catch {
      setFailure(AUTH_MESSAGES.googleAuthUrlFailed);
      setGoogleBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title="Sign in" subtitle="Welcome back. Sign in to continue to your projects and tasks." />
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Formik
        initialValues={{ email: initialEmail, password: '', rememberMe: initialEmail !== '' }}
        validate={validate}
        // Leaving the autofocused, still empty field (say, for a link below) must not shift the form under
        // the pointer with an error: errors show after typing or on submit.
        validateOnBlur={false}
        onSubmit={async (values) => {
          setFailure(undefined);
          const email = values.email.trim();
          try {
            const answer = await login(await loadSignIn(), { email, password: values.password });
            if (values.rememberMe) rememberEmail(email);
            else forgetEmail();
            completeSignIn(answer, returnPath(location.state) ?? startPathFor(answer.user));
          } catch (error) {
            setFailure(loginFailureText(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in">
            <Stack spacing={2.5}>
              <FormikTextField
                name="email"
                type="email"
                label="Email address"
                autoComplete="email"
                required
                fullWidth
                autoFocus={initialEmail === ''}
              />
              <FormikTextField
                name="password"
                type="password"
                label="Password"
                autoComplete="current-password"
                required
                fullWidth
                autoFocus={initialEmail !== ''}
              />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <FormikCheckbox name="rememberMe" label="Remember me" />
                <Link href={paths.auth.forgotPassword.href()} variant="body2">
                  Forgot password?
                </Link>
              </Stack>
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                Sign in
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <ProviderButtons verb="Sign in" onGoogle={startGoogle} googleBusy={googleBusy} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link href={paths.auth.registerOptions.href()} sx={{ fontWeight: 600 }}>
          Sign up
        </Link>
      </Typography>
    </>
  );
}
