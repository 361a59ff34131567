import { EMAIL_VERIFICATION_MESSAGES } from '@app/domain';
import { useResendEmailVerification, useVerifyEmail } from '@app/sdk/react';
import { LoadingScreen } from '@app/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { refusalText } from './authErrors';

/**
 * The link mailed to an address on an organization's domain (spec 2.5): it posts the token once and says
 * whether the account has joined the organization, with a way on into the app.
 */
export function VerifyEmail() {
  const { token = '' } = useParams();
  const { status, revalidate } = useSession();
  const verify = useVerifyEmail(api);
  const resend = useResendEmailVerification(api);
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a link works once, and a second post (StrictMode runs effects twice) would be refused.
    if (sent.current) return;
    sent.current = true;
    // Signed in here, the session's user is fetched again: it is a member of the organization now.
    verify.mutate(token, { onSuccess: () => void revalidate() });
  }, [token, verify, revalidate]);

  // Signed in (the usual case: registering signs in), the app's start; signed out, the sign-in screen.
  const signedIn = status === 'signedIn';
  const onwardHref = signedIn ? paths.root.href() : paths.auth.login.href();

  if (verify.isSuccess) {
    return (
      <>
        <AuthHeading title={EMAIL_VERIFICATION_MESSAGES.verifiedTitle} align="center" />
        <Stack spacing={2}>
          <Alert severity="success">{verify.data}</Alert>
          <Button href={onwardHref} variant="contained" size="large">
            {EMAIL_VERIFICATION_MESSAGES.continueToApp}
          </Button>
        </Stack>
      </>
    );
  }

  if (verify.isError) {
    const message = refusalText(verify.error);
    return (
      <>
        <AuthHeading title={EMAIL_VERIFICATION_MESSAGES.failedTitle} align="center" />
        <Stack spacing={2}>
          <Alert severity="error">{message}</Alert>
          {resend.isSuccess ? (
            <Alert severity="success" role="status">
              {resend.data}
            </Alert>
          ) : null}
          {resend.isError ? <Alert severity="error">{refusalText(resend.error)}</Alert> : null}
          {/* Signed in (the account registering made), a new link can be mailed for it. */}
          {signedIn && !resend.isSuccess ? (
            <Button
              variant="outlined"
              size="large"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {EMAIL_VERIFICATION_MESSAGES.resend}
            </Button>
          ) : null}
          <Button href={onwardHref} variant="contained" size="large">
            {signedIn ? EMAIL_VERIFICATION_MESSAGES.continueToApp : EMAIL_VERIFICATION_MESSAGES.backToSignIn}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={EMAIL_VERIFICATION_MESSAGES.verifyingTitle} align="center" />
      <LoadingScreen label={EMAIL_VERIFICATION_MESSAGES.verifying} />
    </>
  );
}
