export { PlanTrialDialog, type PlanTrialDialogProps } from './PlanTrialDialog';
