export { LabelManager, type LabelManagerProps } from './LabelManager';
export { LabelManagerDialog, type LabelManagerDialogProps } from './LabelManagerDialog';
