export {
  type ExpenseAction,
  ExpenseList,
  type ExpenseListItem,
  type ExpenseListProps,
  type ExpenseListStatus,
} from './ExpenseList';
