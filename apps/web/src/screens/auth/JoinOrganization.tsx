import {
  ORG_INVITATION_MESSAGES as M,
  ORG_ROLE_LABELS,
  type OrgInvitationPreview,
  sameEmail,
  shortDateText,
} from '@app/domain';
import {
  useAcceptOrgInvitation,
  useLogin,
  useOrgInvitationPreview,
  useRegisterWithOrgInvitation,
} from '@app/sdk/react';
import { DescriptionList, FormikTextField, LoadingScreen, PasswordStrengthBar } from '@app/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { loginFailureText, refusalText } from './authErrors';
import { lazySchema, usePreloadedValidation } from './lazyValidation';

const validateRegister = lazySchema((schemas) => schemas.InvitationRegisterFormSchema);
const validateLogin = lazySchema((schemas) => schemas.InvitationLoginFormSchema);

type Mode = 'login' | 'register';
interface JoinValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** What the invitation is, as term and value rows. */
function InvitationFacts({ preview }: { preview: OrgInvitationPreview }) {
  return (
    <DescriptionList
      aria-label="Invitation"
      items={[
        { term: 'Organization', value: preview.organizationName },
        { term: 'Role', value: ORG_ROLE_LABELS[preview.role] },
        { term: 'Department', value: preview.departmentName ?? '—' },
        { term: 'Valid until', value: shortDateText(new Date(preview.expiresAt), new Date()) },
      ]}
    />
  );
}

/**
 * The organization invitation's link: it shows the organization, role and invited address; signed in
 * as that address the person joins with one click, signed out they sign in or register with the address fixed,
 * and then land in the organization area. Unknown, expired, used or cancelled links say which.
 */
export function JoinOrganization() {
  usePreloadedValidation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const preview = useOrgInvitationPreview(api, token);
  const accept = useAcceptOrgInvitation(api);
  const login = useLogin(api);
  const register = useRegisterWithOrgInvitation(api);
  const [chosenMode, setMode] = useState<Mode>();
  const [failure, setFailure] = useState<string>();

  const landInOrganization = () => navigate(paths.org.dashboard.href(), { replace: true });

  /** Accepts as the signed-in user, then reads the user again (now a member) before entering the area. */
  async function acceptAndEnter(): Promise<void> {
    setFailure(undefined);
    try {
      await accept.mutateAsync(token);
      await session.revalidate();
      await landInOrganization();
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  if (preview.isPending || session.status === 'loading') {
    return (
      <>
        <AuthHeading title={M.loadingTitle} align="center" />
        <LoadingScreen label={M.loading} />
      </>
    );
  }

  if (preview.isError) {
    return (
      <>
        <AuthHeading title={M.invalidTitle} align="center" />
        <Stack spacing={2}>
          <Alert severity="error">{refusalText(preview.error)}</Alert>
          <Button href={paths.auth.login.href()} variant="contained" size="large">
            {M.backToSignIn}
          </Button>
        </Stack>
      </>
    );
  }

  const invitation = preview.data;
  const inviter = invitation.invitedByName ? `${M.invitedBy(invitation.invitedByName)} ` : '';
  const roleText = M.invitedAs(ORG_ROLE_LABELS[invitation.role], invitation.departmentName);
  const heading = (
    <AuthHeading title={M.screenTitle(invitation.organizationName)} subtitle={inviter + roleText} />
  );
  const failureAlert = failure ? <Alert severity="error">{failure}</Alert> : null;
  const user = session.user;

  if (user) {
    const isInvitee = sameEmail(user.email, invitation.email);
    return (
      <>
        {heading}
        <Stack spacing={2.5}>
          <InvitationFacts preview={invitation} />
          {failureAlert}
          {isInvitee ? (
            <Button variant="contained" size="large" loading={accept.isPending} onClick={acceptAndEnter}>
              {M.acceptButton}
            </Button>
          ) : (
            <>
              <Alert severity="warning">{M.wrongAccount(invitation.email, user.email)}</Alert>
              <Button variant="outlined" size="large" onClick={session.signOut}>
                {M.signOut}
              </Button>
            </>
          )}
        </Stack>
      </>
    );
  }

  const mode: Mode = chosenMode ?? (invitation.accountExists ? 'login' : 'register');
  const registering = mode === 'register';

  async function submit(values: JoinValues): Promise<void> {
    setFailure(undefined);
    if (registering) {
      try {
        const answer = await register.mutateAsync({
          token,
          payload: { name: values.name.trim(), password: values.password },
        });
        session.signIn(answer);
        await landInOrganization();
      } catch (error) {
        setFailure(refusalText(error));
      }
      return;
    }
    try {
      session.signIn(await login.mutateAsync({ email: invitation.email, password: values.password }));
    } catch (error) {
      setFailure(loginFailureText(error));
      return;
    }
    await acceptAndEnter();
  }

  return (
    <>
      {heading}
      <Stack spacing={2.5}>
        <InvitationFacts preview={invitation} />
        {failureAlert}
        <Formik<JoinValues>
          key={mode}
          initialValues={{ name: '', email: invitation.email, password: '', confirmPassword: '' }}
          validate={registering ? validateRegister : validateLogin}
          onSubmit={submit}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate aria-label={registering ? M.registerMode : M.signInMode}>
              <Stack spacing={2.5}>
                {registering ? (
                  <FormikTextField
                    name="name"
                    label="Full name"
                    autoComplete="name"
                    required
                    fullWidth
                    autoFocus
                  />
                ) : null}
                <FormikTextField
                  name="email"
                  type="email"
                  label="Email address"
                  autoComplete="username"
                  helperText={M.emailFixed}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <Box>
                  <FormikTextField
                    name="password"
                    type="password"
                    label="Password"
                    autoComplete={registering ? 'new-password' : 'current-password'}
                    helperText={registering ? 'At least 6 characters' : undefined}
                    required
                    fullWidth
                    autoFocus={!registering}
                  />
                  {registering ? <PasswordStrengthBar password={values.password} /> : null}
                </Box>
                {registering ? (
                  <FormikTextField
                    name="confirmPassword"
                    type="password"
                    label="Confirm password"
                    autoComplete="new-password"
                    required
                    fullWidth
                  />
                ) : null}
                <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                  {registering ? M.registerButton : M.signInButton}
                </Button>
                <Button variant="text" onClick={() => setMode(registering ? 'login' : 'register')}>
                  {registering ? M.switchToSignIn : M.switchToRegister}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Stack>
    </>
  );
}
