export { FormDialog, type FormDialogProps } from './FormDialog';
export {
  type FormDialogOption,
  FormDialogSelect,
  type FormDialogSelectProps,
  useCheckedName,
  useDialogAction,
} from './fields';
