import {
  DOMAIN_CHECK_DEBOUNCE_MS,
  EMAIL_VERIFICATION_MESSAGES,
  emailDomain,
  isValidEmail,
  shouldCheckDomain,
} from '@app/domain';
import type { RegisterResult } from '@app/sdk';
import { useDebouncedValue, useDomainCheck, useRegister } from '@app/sdk/react';
import { FormikTextField, PasswordStrengthBar } from '@app/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { api } from '../../app/api';
import { startPathFor, useAuthFlow } from '../../app/layouts/AuthPageLayout';
import { paths } from '../../app/paths';
import { AuthHeading } from './AuthHeading';
import { registrationFailureText } from './authErrors';
import { lazySchema, usePreloadedValidation } from './lazyValidation';
import { ProviderButtons } from './ProviderButtons';

const validate = lazySchema((schemas) => schemas.RegisterFormSchema);

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const INITIAL_VALUES: RegisterValues = { name: '', email: '', password: '', confirmPassword: '' };

/** The domain of a complete email address worth looking up (spec 5: longer than 3 characters), else ''. */
function lookupDomain(email: string): string {
  const domain = emailDomain(email);
  return isValidEmail(email) && shouldCheckDomain(domain) ? domain : '';
}

/** The 'you will join' notice when the email's domain belongs to an organization (spec 2.5). */
function OrganizationNotice() {
  const { values } = useFormikContext<RegisterValues>();
  const domain = useDebouncedValue(lookupDomain(values.email), DOMAIN_CHECK_DEBOUNCE_MS);
  const check = useDomainCheck(api, domain);
  const organization = domain ? check.data?.organization : undefined;
  if (!organization?.isActive) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>You will join {organization.name}</AlertTitle>
      Addresses at {organization.domain} belong to this organization, so your account will be added to it as a
      member.
    </Alert>
  );
}

interface CheckEmailProps {
  answer: RegisterResult & { verification: NonNullable<RegisterResult['verification']> };
  onContinue(): void;
}

/** After registering on an organization's domain: the account joins once the mailed link is followed. */
function CheckEmail({ answer, onContinue }: CheckEmailProps) {
  return (
    <>
      <AuthHeading title={EMAIL_VERIFICATION_MESSAGES.checkEmailTitle} align="center" />
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {answer.verification.message}
        </Alert>
        <Button variant="contained" size="large" onClick={onContinue}>
          {EMAIL_VERIFICATION_MESSAGES.continueToApp}
        </Button>
      </Stack>
    </>
  );
}

function PasswordStrength() {
  const { values } = useFormikContext<RegisterValues>();
  return <PasswordStrengthBar password={values.password} />;
}

/**
 * Individual registration (spec 2.5): full name, email, password with the strength bar and its confirmation.
 * The email's domain is looked up, debounced, to say when the new account will join an organization; after
 * submitting, such an account is told to follow the link mailed to it (the check-your-email step).
 */
export function Register() {
  usePreloadedValidation();
  const { completeSignIn } = useAuthFlow();
  const register = useRegister(api);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState<CheckEmailProps['answer']>();

  if (pending) {
    return (
      <CheckEmail answer={pending} onContinue={() => completeSignIn(pending, startPathFor(pending.user))} />
    );
  }

  return (
    <>
      <AuthHeading
        title="Create an individual account"
        subtitle="Start organizing your projects and tasks."
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Formik
        initialValues={INITIAL_VALUES}
        validate={validate}
        onSubmit={async (values) => {
          setFailure(undefined);
          try {
            const answer = await register.mutateAsync({
              name: values.name.trim(),
              email: values.email.trim(),
              password: values.password,
            });
            // On an organization's domain the account joins only through the mailed link: say so first.
            const { verification } = answer;
            if (verification) setPending({ ...answer, verification });
            else completeSignIn(answer, startPathFor(answer.user));
          } catch (error) {
            setFailure(registrationFailureText(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create an individual account">
            <Stack spacing={2.5}>
              <FormikTextField
                name="name"
                label="Full name"
                autoComplete="name"
                required
                fullWidth
                autoFocus
              />
              <FormikTextField
                name="email"
                type="email"
                label="Email address"
                autoComplete="email"
                required
                fullWidth
              />
              <OrganizationNotice />
              <Box>
                <FormikTextField
                  name="password"
                  type="password"
                  label="Password"
                  autoComplete="new-password"
                  helperText="At least 6 characters"
                  required
                  fullWidth
                />
                <PasswordStrength />
              </Box>
              <FormikTextField
                name="confirmPassword"
                type="password"
                label="Confirm password"
                autoComplete="new-password"
                required
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                Create account
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <ProviderButtons verb="Sign up" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link href={paths.auth.login.href()} sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
        {' · '}
        <Link href={paths.auth.registerOrganization.href()} sx={{ fontWeight: 600 }}>
          Register an organization
        </Link>
      </Typography>
    </>
  );
}
