import { PROJECT_INVITATION_ROLES, type ProjectInvitationRole } from './invitation';
import { INVITATION_MESSAGES } from './messages';
import type { ProjectAccessRole } from './project';

/**
 * The invitation roles a project role may offer (the one rule the server and the screens use): the owner and
 * supervisors any of the three, team leads team members only, everyone else none.
 */
export function invitableProjectRoles(role: ProjectAccessRole | null | undefined): ProjectInvitationRole[] {
  switch (role) {
    case 'owner':
    case 'supervisor':
      return [...PROJECT_INVITATION_ROLES];
    case 'team-lead':
      return ['team-member'];
    default:
      return [];
  }
}

/** May someone with project role `role` invite a person as `invited`? See {@link invitableProjectRoles}. */
export function canInviteToProject(
  role: ProjectAccessRole | null | undefined,
  invited: ProjectInvitationRole,
): boolean {
  return invitableProjectRoles(role).includes(invited);
}

/** Why {@link canInviteToProject} refused, as the server's 403 says it. */
export function projectInvitationDeniedMessage(role: ProjectAccessRole | null | undefined): string {
  return role === 'team-lead'
    ? INVITATION_MESSAGES.teamLeadInvitesMembersOnly
    : INVITATION_MESSAGES.cannotInvite;
}
