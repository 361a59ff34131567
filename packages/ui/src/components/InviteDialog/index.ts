export { InviteDialog, type InviteDialogDepartment, type InviteDialogProps } from './InviteDialog';
