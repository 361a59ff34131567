export {
  TeamDialog,
  type TeamDialogDepartment,
  type TeamDialogProps,
  type TeamDialogValues,
} from './TeamDialog';
