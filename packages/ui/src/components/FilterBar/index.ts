export {
  FilterBar,
  type FilterBarProps,
  type FilterOption,
  FilterSelect,
  type FilterSelectProps,
  FilterSwitch,
  type FilterSwitchProps,
  filterOptions,
} from './FilterBar';
