export {
  ExpenseDialog,
  type ExpenseDialogProps,
  type ExpenseDialogValues,
  receiptFileProblem,
} from './ExpenseDialog';
