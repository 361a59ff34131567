export { InvitationWelcome, type InvitationWelcomeProps } from './InvitationWelcome';
