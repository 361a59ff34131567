// Texts of the organization's people screens (/org/users, /organization/users, /organization/invite) and of the
// pending-invitations list. Zod-free: the screens load it with their first chunk.

/** The tabs of the users screen, by the value kept in the URL. */
export const ORG_USERS_VIEWS = ['members', 'invitations'] as const;
export type OrgUsersView = (typeof ORG_USERS_VIEWS)[number];

export const ORG_USERS_TEXTS = {
  title: 'Users',
  subtitle: "The organization's people, their roles and departments.",
  managerSubtitle: 'The people of the departments you manage.',
  inviteTitle: 'Invite Users',
  inviteSubtitle: 'Invite people by email and follow the invitations still open.',
  inviteAction: 'Invite',
  tabsLabel: 'Users sections',
  views: { members: 'Members', invitations: 'Pending invitations' } satisfies Record<OrgUsersView, string>,
  filterLabel: 'Filter members',
  searchLabel: 'Search by name or email',
  departmentFilter: 'Department',
  allDepartments: 'All departments',
  roleFilter: 'Role',
  allRoles: 'All roles',
  noMatch: 'No members match these filters',
  membersLabel: 'Members',
  invitationsLabel: 'Pending invitations',
  noInvitations: 'No pending invitations',
  noInvitationsHint: 'Invitations you send show here until they are accepted, cancelled or expire.',
  invitedBy: (name: string) => `Invited by ${name}`,
  resend: 'Resend',
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  cancel: 'Cancel invitation',
  cancelLabel: (email: string) => `Cancel invitation to ${email}`,
  cancelTitle: 'Cancel this invitation?',
  cancelMessage: (email: string) =>
    `The link sent to ${email} stops working. You can invite them again later.`,
  keepInvitation: 'Keep it',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: (email: string) => `A new link was sent to ${email}`,
  invitationCancelled: (email: string) => `The invitation to ${email} was cancelled`,
  cancelFailed: 'Failed to cancel invitation',
  resendFailed: 'Failed to send invitation',
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  removed: (name: string) => `${name} was removed from the organization`,
  fetchInvitationsFailed: 'Failed to fetch invitations',
} as const;
