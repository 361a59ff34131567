export {
  EMPTY_PROJECT_FILTERS,
  hasProjectFilters,
  PROJECT_SORT_LABELS,
  ProjectFilters,
  type ProjectFiltersProps,
  type ProjectFiltersValue,
} from './ProjectFilters';
