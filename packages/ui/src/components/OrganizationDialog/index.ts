export {
  OrganizationDialog,
  type OrganizationDialogProps,
  type OrganizationFormValues,
} from './OrganizationDialog';
