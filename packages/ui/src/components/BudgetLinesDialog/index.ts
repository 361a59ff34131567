export { BudgetLinesDialog, type BudgetLinesDialogProps, type BudgetLineValue } from './BudgetLinesDialog';
