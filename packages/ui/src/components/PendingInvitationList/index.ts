export {
  type InvitationExpiryFormatter,
  type PendingInvitation,
  PendingInvitationList,
  type PendingInvitationListProps,
  type PendingInvitationStatus,
  projectInvitationExpiry,
} from './PendingInvitationList';
