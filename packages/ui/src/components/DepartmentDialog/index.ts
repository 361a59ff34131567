export {
  DepartmentDialog,
  type DepartmentDialogMode,
  type DepartmentDialogParent,
  type DepartmentDialogProps,
  type DepartmentDialogValues,
} from './DepartmentDialog';
