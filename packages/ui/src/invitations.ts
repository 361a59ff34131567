// Project invitations: the role picker, the invite form, the invitation card, the accept screen's sign-in or
// registration form and the welcome countdown. The pending list is PendingInvitationList (work surfaces).

export * from './components/InvitationAuthForm';
export * from './components/InvitationCard';
export * from './components/InvitationRolePicker';
export * from './components/InvitationWelcome';
export * from './components/ProjectInviteForm';
