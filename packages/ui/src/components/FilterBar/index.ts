export {
  FilterBar,
  type FilterBarProps,
  type FilterBarSearchProps,
  type FilterOption,
  FilterSelect,
  type FilterSelectProps,
  FilterSwitch,
  type FilterSwitchProps,
  filterOptions,
} from './FilterBar';
