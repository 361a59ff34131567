import { PROJECT_INVITATION_ROLE_DESCRIPTIONS, type ProjectInvitationRole } from './invitation';

/** How a project invitation role reads as a label. */
export const PROJECT_INVITATION_ROLE_LABELS: Record<ProjectInvitationRole, string> = {
  'team-member': 'Team member',
  'team-lead': 'Team lead',
  supervisor: 'Supervisor',
};

/** A role with its meaning (spec 3), e.g. 'Team lead: manage members and assign tasks'. */
export function invitationRoleText(role: ProjectInvitationRole): string {
  return `${PROJECT_INVITATION_ROLE_LABELS[role]}: ${PROJECT_INVITATION_ROLE_DESCRIPTIONS[role]}`;
}

/** The texts of the project invitation screens and parts; spec 8.3's messages are INVITATION_MESSAGES. */
export const INVITATION_SCREEN_TEXTS = {
  // The Members tab
  inviteTitle: 'Invite by email',
  inviteIntro: 'They get a link that works for 7 days. They can accept it with an account or create one.',
  emailLabel: 'Email address',
  roleLabel: 'Role',
  send: 'Send invitation',
  pendingTitle: 'Pending invitations',
  pendingLabel: 'Pending project invitations',
  noPending: 'No invitations waiting for an answer',
  resend: 'Resend',
  cancel: 'Cancel invitation',
  cancelConfirmTitle: 'Cancel this invitation?',
  cancelConfirmText: (email: string) => `The link sent to ${email} will stop working.`,
  keep: 'Keep it',
  invitedByLine: (name: string) => `Invited by ${name}`,
  statusLabels: {
    pending: 'Pending',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },
  // The acceptance screen
  title: 'Project invitation',
  checking: 'Checking your invitation…',
  invitedTo: (inviter: string, project: string) => `${inviter} invited you to join ${project}`,
  invitedAs: 'Your role',
  invitedEmail: 'Invited email',
  accept: 'Accept invitation',
  decline: 'Decline',
  declineConfirmTitle: 'Decline this invitation?',
  declineConfirmText: (project: string) =>
    `You will not join ${project}. The person who invited you will be told.`,
  declineConfirm: 'Decline invitation',
  loginMode: 'I have an account',
  registerMode: 'Create an account',
  loginAction: 'Sign in and accept',
  registerAction: 'Create account and accept',
  emailFixedHelp: 'The invitation is for this email; it cannot be changed.',
  nameLabel: 'Full name',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  otherAccountTitle: 'Signed in with another account',
  switchAccount: 'Sign out and continue',
  alreadyMember: 'You are already a member of this project.',
  openProject: 'Open the project',
  backHome: 'Back to the home page',
  // The welcome screen
  welcomeTitle: (project: string) => `Welcome to ${project}!`,
  welcomeRole: (role: string) => `You joined as ${role}.`,
  countdown: (seconds: number) =>
    `Taking you to the project in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`,
} as const;
