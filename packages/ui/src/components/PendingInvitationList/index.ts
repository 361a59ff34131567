export {
  type PendingInvitation,
  PendingInvitationList,
  type PendingInvitationListProps,
} from './PendingInvitationList';
