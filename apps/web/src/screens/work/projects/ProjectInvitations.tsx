import {
  type Invitation,
  invitableProjectRoles,
  INVITATION_MESSAGES as M,
  PROJECT_INVITATION_ROLE_LABELS,
  type Project,
  type ProjectInvitationRole,
  INVITATION_SCREEN_TEXTS as T,
} from '@app/domain';
import { failureText } from '@app/sdk';
import {
  useCancelInvitation,
  useProjectInvitations,
  useResendInvitation,
  useSendInvitation,
} from '@app/sdk/react';
import {
  type PendingInvitation,
  PendingInvitationList,
  ProjectInviteForm,
  SectionCard,
  useToast,
} from '@app/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../../app/api';

/**
 * A project invitation as the pending list shows it: declined ones say so (with their real expiry line, spec 4.3)
 * and can only be sent again; one with a
 * role above what the viewer may offer (a team lead looking at a supervisor's invitation) is shown, not handled.
 */
function toPending(invitation: Invitation, offered: readonly ProjectInvitationRole[]): PendingInvitation {
  const declined = invitation.status === 'declined';
  const mine = offered.includes(invitation.role);
  return {
    _id: invitation._id,
    email: invitation.email,
    roleLabel: PROJECT_INVITATION_ROLE_LABELS[invitation.role],
    invitedByName: invitation.invitedBy.name,
    expiresAt: invitation.expiresAt ?? null,
    status: declined ? { label: T.statusLabels.declined, tone: 'warning' } : null,
    resendable: mine,
    cancellable: mine && invitation.status === 'pending',
  };
}

/**
 * The Members tab's invitations: 'Invite by email' with the roles the viewer may offer and their
 * meanings, and the invitations waiting for an answer with spec 4.3's expiry text, resend and cancel. Shown only
 * to those who may invite (owner, supervisors, team leads).
 */
export function ProjectInvitations({ project }: { project: Project }) {
  const roles = invitableProjectRoles(project.myRole);
  const canInvite = roles.length > 0;
  const { showToast } = useToast();
  const list = useProjectInvitations(api, project._id, { enabled: canInvite });
  const send = useSendInvitation(api, project._id);
  const resend = useResendInvitation(api, project._id);
  const cancel = useCancelInvitation(api, project._id);
  const [sendError, setSendError] = useState<string>();
  if (!canInvite) return null;

  const invitations = (list.data ?? []).map((invitation) => toPending(invitation, roles));
  return (
    <Stack spacing={3}>
      <ProjectInviteForm
        key={roles.join()}
        roles={roles}
        error={sendError}
        onSubmit={async (payload) => {
          setSendError(undefined);
          try {
            const sent = await send.mutateAsync(payload);
            showToast(sent.message || M.sent(payload.email), { variant: 'success' });
          } catch (error) {
            setSendError(failureText(error, M.sendFailed));
            throw error;
          }
        }}
      />
      <SectionCard title={T.pendingTitle}>
        {list.isError ? <Alert severity="error">{failureText(list.error, M.loadFailed)}</Alert> : null}
        <PendingInvitationList
          invitations={invitations}
          loading={list.isPending}
          label={T.pendingLabel}
          emptyTitle={T.noPending}
          emptyHint={null}
          cancelTitle={T.cancelConfirmTitle}
          cancelMessage={T.cancelConfirmText}
          onResend={async (invitation) => {
            try {
              const sent = await resend.mutateAsync(invitation._id);
              showToast(sent.message || M.resent(invitation.email), { variant: 'success' });
            } catch (error) {
              showToast(failureText(error, M.resendFailed), { variant: 'error' });
            }
          }}
          onCancel={async (invitation) => {
            try {
              showToast(await cancel.mutateAsync(invitation._id), { variant: 'success' });
            } catch (error) {
              showToast(failureText(error, M.cancelFailed), { variant: 'error' });
            }
          }}
        />
      </SectionCard>
    </Stack>
  );
}
