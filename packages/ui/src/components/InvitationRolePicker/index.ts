export { InvitationRolePicker, type InvitationRolePickerProps } from './InvitationRolePicker';
