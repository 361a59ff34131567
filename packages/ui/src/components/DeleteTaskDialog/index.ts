export { DeleteTaskDialog, type DeleteTaskDialogProps, type DeleteTaskSubtasks } from './DeleteTaskDialog';
