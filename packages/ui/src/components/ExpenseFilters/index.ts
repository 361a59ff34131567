export {
  ExpenseFilters,
  type ExpenseFiltersProps,
  type ExpenseFilterValues,
  NO_FILTERS,
} from './ExpenseFilters';
