export {
  emptyTaskFilters,
  TASK_SORT_LABELS,
  TaskFilters,
  type TaskFiltersProjectOption,
  type TaskFiltersProps,
  type TaskFiltersValue,
} from './TaskFilters';
