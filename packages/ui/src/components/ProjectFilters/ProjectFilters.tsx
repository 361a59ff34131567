import {
  PRIORITIES,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  type Priority,
  type ProjectSort,
  type ProjectStatus,
  WORK_LIMITS,
} from '@app/domain';
import FilterAltOffRoundedIcon from '@mui/icons-material/FilterAltOffRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRIORITY_LABELS, PROJECT_STATUS_LABELS } from '../StatusChip';

/** The filters of a project list; an empty string means 'any'. */
export interface ProjectFiltersValue {
  search: string;
  status: ProjectStatus | '';
  priority: Priority | '';
  sort: ProjectSort;
}

/** No filter, newest first. */
export const EMPTY_PROJECT_FILTERS: ProjectFiltersValue = {
  search: '',
  status: '',
  priority: '',
  sort: 'updated',
};

/** Display names of the project sorts. */
export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  updated: 'Recently updated',
  dueDate: 'Due date',
  title: 'Title',
};

/** True when any filter narrows the list (the sort does not). */
export function hasProjectFilters(value: ProjectFiltersValue): boolean {
  return Boolean(value.search.trim() || value.status || value.priority);
}

export interface ProjectFiltersProps {
  value: ProjectFiltersValue;
  /**
   * Called with the changed fields. The search reports every keystroke: debounce it where the list is loaded.
   */
  onChange: (change: Partial<ProjectFiltersValue>) => void;
  /** Called by 'Clear filters', which shows when a filter or a non-default sort is set. */
  onClear: () => void;
  disabled?: boolean;
  /** The accessible name of the filter bar. */
  label?: string;
}

/** Search, status, priority and sort for a project list, with a button that clears them. */
export function ProjectFilters({
  value,
  onChange,
  onClear,
  disabled = false,
  label = 'Filter projects',
}: ProjectFiltersProps) {
  const clearable = hasProjectFilters(value) || value.sort !== EMPTY_PROJECT_FILTERS.sort;
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        // Phones: search, then two selects a row; tablets: search above one row; wide: everything in one row.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr)) auto',
          lg: 'minmax(200px, 1.5fr) repeat(3, minmax(160px, 1fr)) auto',
        },
      }}
    >
      <TextField
        type="search"
        label="Search projects"
        size="small"
        value={value.search}
        disabled={disabled}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: WORK_LIMITS.searchMax },
        }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={value.status}
        disabled={disabled}
        onChange={(event) => onChange({ status: event.target.value as ProjectStatus | '' })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {PROJECT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {PROJECT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Priority"
        size="small"
        value={value.priority}
        disabled={disabled}
        onChange={(event) => onChange({ priority: event.target.value as Priority | '' })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All priorities</MenuItem>
        {PRIORITIES.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        size="small"
        value={value.sort}
        disabled={disabled}
        onChange={(event) => onChange({ sort: event.target.value as ProjectSort })}
      >
        {PROJECT_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {PROJECT_SORT_LABELS[sort]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        color="inherit"
        onClick={onClear}
        disabled={disabled || !clearable}
        startIcon={<FilterAltOffRoundedIcon />}
        sx={{ whiteSpace: 'nowrap', justifySelf: { xs: 'start', sm: 'auto' } }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
