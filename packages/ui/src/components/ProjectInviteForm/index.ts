export {
  ProjectInviteForm,
  type ProjectInviteFormProps,
  type ProjectInviteValues,
} from './ProjectInviteForm';
