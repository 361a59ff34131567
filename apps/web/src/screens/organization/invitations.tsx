import { isPlatformAdmin, ORG_MESSAGES, ORG_ROLE_LABELS, ORG_USERS_TEXTS as T } from '@app/domain';
import { failureText, REFUSALS_ONLY } from '@app/sdk';
import {
  useCancelOrgInvitation,
  useDepartments,
  useInviteToOrganization,
  useOrganizationChoices,
  useOrgInvitations,
  useResendOrgInvitation,
} from '@app/sdk/react';
import { InviteDialog, PendingInvitationList, QueryState, useToast } from '@app/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { flattenDepartments, type OrgAccess } from './access';

/**
 * The invite dialog with what the viewer may offer: the roles they may grant, the departments they act in (a
 * department manager's own chosen first); a toast on success, the server's refusal (or 8.4's text) in the dialog.
 * A platform admin first chooses the organization (any of the platform's), then one of its departments.
 */
export function useInviteDialog(access: OrgAccess, { initiallyOpen = false } = {}) {
  const [open, setOpen] = useState(initiallyOpen);
  const invite = useInviteToOrganization(api);
  const { showToast } = useToast();
  const platformAdmin = isPlatformAdmin(access.user);
  const choices = useOrganizationChoices(api, platformAdmin && access.canInvite);
  // A platform admin looking at one organization invites into it unless he chooses another.
  const inView = platformAdmin ? access.organizationId : undefined;
  const [chosen, setChosen] = useState<string | undefined>(inView);
  const chosenDepartments = useDepartments(api, platformAdmin ? chosen : undefined);
  const close = () => {
    setOpen(false);
    invite.reset();
  };
  const dialog = access.canInvite ? (
    <InviteDialog
      open={open}
      grantable={access.grantable}
      organizations={platformAdmin ? (choices.data?.data ?? []) : undefined}
      onOrganizationChange={setChosen}
      defaultOrganizationId={inView}
      departments={platformAdmin ? flattenDepartments(chosenDepartments.data ?? []) : access.departments}
      defaultDepartmentId={access.homeDepartmentId}
      busy={invite.isPending}
      error={
        invite.isError
          ? failureText(invite.error, ORG_MESSAGES.sendInvitationFailed, REFUSALS_ONLY)
          : undefined
      }
      onSubmit={(payload) =>
        invite
          .mutateAsync(payload)
          .then(() => {
            showToast(T.invitationSent(payload.email), { variant: 'success' });
            close();
          })
          // The refusal shows in the dialog, which stays open.
          .catch(() => undefined)
      }
      onCancel={close}
    />
  ) : null;
  return {
    dialog,
    openDialog: () => {
      invite.reset();
      setOpen(true);
    },
  };
}

export interface PendingInvitationsProps {
  access: OrgAccess;
  page: number;
  onPageChange: (page: number) => void;
}

/** The organization's pending invitations (those of a manager's departments), with resend and cancel. */
export function PendingInvitations({ access, page, onPageChange }: PendingInvitationsProps) {
  const { showToast } = useToast();
  const invitations = useOrgInvitations(api, access.canInvite ? access.organizationId : undefined, { page });
  const resend = useResendOrgInvitation(api);
  const cancel = useCancelOrgInvitation(api);
  const answer = invitations.data;
  if (invitations.isError && !answer) {
    return (
      <QueryState
        status="error"
        title={T.fetchInvitationsFailed}
        message={failureText(invitations.error, T.fetchInvitationsFailed, REFUSALS_ONLY)}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  return (
    <PendingInvitationList
      invitations={(answer?.data ?? []).map((invitation) => ({
        _id: invitation._id,
        email: invitation.email,
        roleLabel: ORG_ROLE_LABELS[invitation.role],
        departmentName: invitation.departmentName,
        invitedByName: invitation.invitedBy?.name ?? null,
        expiresAt: invitation.expiresAt,
      }))}
      total={answer?.pagination.total ?? 0}
      page={page}
      limit={answer?.pagination.limit}
      onPageChange={onPageChange}
      loading={!answer}
      onResend={(invitation) =>
        resend.mutateAsync(invitation._id).then(
          () => showToast(T.invitationResent(invitation.email), { variant: 'success' }),
          (error: unknown) =>
            showToast(failureText(error, T.resendFailed, REFUSALS_ONLY), { variant: 'error' }),
        )
      }
      onCancel={(invitation) =>
        cancel.mutateAsync(invitation._id).then(
          () => showToast(T.invitationCancelled(invitation.email), { variant: 'success' }),
          (error: unknown) =>
            showToast(failureText(error, T.cancelFailed, REFUSALS_ONLY), { variant: 'error' }),
        )
      }
    />
  );
}
