export { LogTimeDialog, type LogTimeDialogProps, type LogTimeValues } from './LogTimeDialog';
