export {
  type PendingInvitation,
  PendingInvitationList,
  type PendingInvitationListProps,
  type PendingInvitationStatus,
} from './PendingInvitationList';
