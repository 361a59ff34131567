export {
  type AnalyticsFilterOptions,
  AnalyticsFilters,
  type AnalyticsFiltersProps,
  type AnalyticsFilterValues,
} from './AnalyticsFilters';
