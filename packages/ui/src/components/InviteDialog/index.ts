export {
  InviteDialog,
  type InviteDialogDepartment,
  type InviteDialogOrganization,
  type InviteDialogProps,
} from './InviteDialog';
