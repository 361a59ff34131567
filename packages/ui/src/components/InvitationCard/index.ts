export { InvitationCard, type InvitationCardProps } from './InvitationCard';
