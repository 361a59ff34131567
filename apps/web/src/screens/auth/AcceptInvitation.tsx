import {
  INVITATION_MESSAGES as M,
  PROJECT_INVITATION_ROLE_LABELS,
  INVITATION_SCREEN_TEXTS as T,
} from '@app/domain';
import { isNotFound } from '@app/sdk';
import { ConfirmDialog, InvitationAuthForm, InvitationCard, InvitationWelcome, LoadingScreen } from '@app/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { startPathFor } from '../../app/layouts/AuthPageLayout';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AuthHeading } from './AuthHeading';
import { type AuthValues, useInvitationFlow } from './useInvitationFlow';

/** A link that cannot be used: the reason, and the way back. */
function Refused({ title, message }: { title: string; message: string }) {
  return (
    <>
      <AuthHeading title={title} align="center" />
      <Stack spacing={2}>
        <Alert severity="error">{message}</Alert>
        <Button href={paths.root.href()} variant="contained" size="large">
          {T.backHome}
        </Button>
      </Stack>
    </>
  );
}

/** The welcome after joining (spec 2.5), its title also the tab's. */
function Welcome(props: React.ComponentProps<typeof InvitationWelcome>) {
  useDocumentTitle(T.welcomeTitle(props.projectName));
  return <InvitationWelcome {...props} />;
}

/**
 * Invitation acceptance (spec 2.5, 4.3): `/invite?token=` and `/accept-invitation/{token}?project=`. It shows the
 * project, who invited, the role and the expiry; signed out, the person signs in or registers with the invited
 * address fixed and the acceptance follows by itself; signed in as the invitee, one click accepts; signed in as
 * someone else, they are told and may sign out and continue. Joining leads to the welcome and its countdown.
 */
export function AcceptInvitation() {
  const params = useParams();
  const [search] = useSearchParams();
  const viaProjectLink = params.token !== undefined;
  const token = params.token ?? search.get('token') ?? '';
  const projectId = viaProjectLink ? (search.get('project') ?? '') : undefined;
  if (!token || projectId === '') return <Refused title={T.title} message={M.invalidLink} />;
  return <Invitation token={token} projectId={projectId} />;
}

function Invitation({ token, projectId }: { token: string; projectId: string | undefined }) {
  const navigate = useNavigate();
  const flow = useInvitationFlow(token, projectId);
  const [chosenMode, setMode] = useState<AuthValues['mode']>();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const { session, validation, joined } = flow;
  useDocumentTitle(T.title);

  if (joined) {
    const projectPath = paths.projects.detail.href(joined.projectId);
    const toProject = () => navigate(projectPath, { replace: true });
    return (
      <Welcome
        projectName={joined.projectName}
        roleLabel={
          PROJECT_INVITATION_ROLE_LABELS[joined.role ?? validation.data?.invitation.role ?? 'team-member']
        }
        onDone={toProject}
        onGoToProject={toProject}
        onGoToDashboard={() =>
          navigate(session.user ? startPathFor(session.user) : paths.dashboard.href(), { replace: true })
        }
      />
    );
  }
  if (session.status === 'loading' || validation.isPending) {
    return (
      <>
        <AuthHeading title={T.title} align="center" />
        <LoadingScreen label={T.checking} />
      </>
    );
  }
  if (validation.isError) {
    return (
      <Refused
        title={T.title}
        message={isNotFound(validation.error) ? M.invalidOrExpired : M.validateFailed}
      />
    );
  }

  const { invitation, userStatus, authMode } = validation.data;
  const failure = flow.failure ? <Alert severity="error">{flow.failure}</Alert> : null;
  let actions: React.ReactNode;
  if (userStatus === 'member') {
    actions = (
      <>
        <Alert severity="info">{T.alreadyMember}</Alert>
        <Button variant="contained" size="large" href={paths.projects.detail.href(invitation.projectId)}>
          {T.openProject}
        </Button>
      </>
    );
  } else if (userStatus === 'invitee') {
    actions = (
      <>
        {failure}
        <Button variant="contained" size="large" loading={flow.busy} onClick={flow.accept}>
          {T.accept}
        </Button>
        <Button
          variant="outlined"
          size="large"
          disabled={flow.busy}
          onClick={() => setConfirmingDecline(true)}
        >
          {T.decline}
        </Button>
      </>
    );
  } else if (userStatus === 'other-account') {
    actions = (
      <>
        <Alert severity="warning">{M.wrongAccount(invitation.email, session.user?.email ?? '')}</Alert>
        <Button variant="contained" size="large" onClick={flow.signOut}>
          {T.switchAccount}
        </Button>
      </>
    );
  } else {
    actions = (
      <InvitationAuthForm
        email={invitation.email}
        mode={chosenMode ?? authMode}
        onModeChange={setMode}
        error={flow.failure}
        onSubmit={flow.authenticate}
      />
    );
  }

  return (
    <>
      <InvitationCard
        projectName={invitation.projectName}
        inviterName={invitation.invitedBy.name}
        invitationRole={invitation.role}
        email={invitation.email}
        expiresAt={invitation.expiresAt ?? null}
      >
        <Stack spacing={1.5}>{actions}</Stack>
      </InvitationCard>
      <ConfirmDialog
        open={confirmingDecline}
        title={T.declineConfirmTitle}
        message={T.declineConfirmText(invitation.projectName)}
        confirmLabel={T.declineConfirm}
        cancelLabel={T.keep}
        onCancel={() => setConfirmingDecline(false)}
        busy={flow.busy}
        destructive
        onConfirm={async () => {
          await flow.decline();
          setConfirmingDecline(false);
        }}
      />
    </>
  );
}
