export {
  InvitationAuthForm,
  type InvitationAuthFormProps,
  type InvitationAuthValues,
} from './InvitationAuthForm';
