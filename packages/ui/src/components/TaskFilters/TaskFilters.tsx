import {
  PRIORITIES,
  type Priority,
  TASK_SORTS,
  TASK_STATUSES,
  type TaskSort,
  type TaskStatus,
} from '@app/domain';
import ClearAllRoundedIcon from '@mui/icons-material/ClearAllRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { PRIORITY_LABELS, TASK_STATUS_LABELS } from '../StatusChip';

/** The filters and sort of a task list; empty values mean 'any'. */
export interface TaskFiltersValue {
  search: string;
  status: TaskStatus[];
  priority: Priority | '';
  projectId: string;
  sort: TaskSort;
  /** Only the tasks assigned to the signed-in user (shown when `showAssignedToMe`). */
  assignedToMe?: boolean;
}

/** A project to filter by. */
export interface TaskFiltersProjectOption {
  value: string;
  label: string;
}

export interface TaskFiltersProps {
  value: TaskFiltersValue;
  onChange: (value: TaskFiltersValue) => void;
  /** The projects to choose from; without any the project filter is hidden. */
  projects?: readonly TaskFiltersProjectOption[];
  /** Shows the 'Assigned to me' switch. */
  showAssignedToMe?: boolean;
  /** Milliseconds of typing pause before the search text is reported. */
  searchDelay?: number;
  /** The sort a cleared list falls back to. */
  defaultSort?: TaskSort;
  /** The accessible name of the search landmark. */
  label?: string;
}

/** Display names of the sort orders. */
export const TASK_SORT_LABELS: Record<TaskSort, string> = {
  updated: 'Recently updated',
  dueDate: 'Due date',
  title: 'Title',
  priority: 'Priority',
};

/** The value with every filter cleared. */
export function emptyTaskFilters(sort: TaskSort = 'updated'): TaskFiltersValue {
  return { search: '', status: [], priority: '', projectId: '', sort, assignedToMe: false };
}

/**
 * The filter bar of a task list: search text, status (several), priority, project, sort, an optional
 * 'Assigned to me' switch and a button that clears them all. Every control is labelled; the search text is
 * reported after a short pause in typing.
 */
export function TaskFilters({
  value,
  onChange,
  projects = [],
  showAssignedToMe = false,
  searchDelay = 300,
  defaultSort = 'updated',
  label = 'Filter tasks',
}: TaskFiltersProps) {
  const [search, setSearch] = useState(value.search);
  const [shownSearch, setShownSearch] = useState(value.search);
  if (value.search !== shownSearch) {
    // A new search from outside (the URL, the clear button) replaces the draft.
    setShownSearch(value.search);
    setSearch(value.search);
  }
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    if (search === latest.current.value.search) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.value, search }), searchDelay);
    return () => clearTimeout(timer);
  }, [search, searchDelay]);

  const set = (patch: Partial<TaskFiltersValue>) => onChange({ ...value, search, ...patch });
  const active =
    search.trim() !== '' ||
    value.status.length > 0 ||
    value.priority !== '' ||
    value.projectId !== '' ||
    value.sort !== defaultSort ||
    Boolean(value.assignedToMe);

  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `minmax(180px, 2fr) repeat(${projects.length > 0 ? 4 : 3}, minmax(130px, 1fr))`,
        },
        alignItems: 'center',
      }}
    >
      <TextField
        type="search"
        size="small"
        label="Search tasks"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            set({ search });
          }
        }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={value.status}
        onChange={(event) => {
          const selected = event.target.value as unknown as TaskStatus[] | string;
          const list = typeof selected === 'string' ? (selected.split(',') as TaskStatus[]) : selected;
          set({ status: TASK_STATUSES.filter((status) => list.includes(status)) });
        }}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const list = selected as TaskStatus[];
              return list.length === 0 ? 'All statuses' : list.map((s) => TASK_STATUS_LABELS[s]).join(', ');
            },
          },
        }}
      >
        {TASK_STATUSES.map((status) => (
          <MenuItem key={status} value={status} dense>
            <Checkbox
              size="small"
              checked={value.status.includes(status)}
              tabIndex={-1}
              disableRipple
              sx={{ p: 0, mr: 1 }}
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            <ListItemText primary={TASK_STATUS_LABELS[status]} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Priority"
        value={value.priority}
        onChange={(event) => set({ priority: event.target.value as Priority | '' })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">All priorities</MenuItem>
        {PRIORITIES.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </MenuItem>
        ))}
      </TextField>
      {projects.length > 0 ? (
        <TextField
          select
          size="small"
          label="Project"
          value={projects.some((project) => project.value === value.projectId) ? value.projectId : ''}
          onChange={(event) => set({ projectId: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All projects</MenuItem>
          {projects.map((project) => (
            <MenuItem key={project.value} value={project.value}>
              {project.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label="Sort by"
        value={value.sort}
        onChange={(event) => set({ sort: event.target.value as TaskSort })}
      >
        {TASK_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {TASK_SORT_LABELS[sort]}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {showAssignedToMe ? (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(value.assignedToMe)}
                onChange={(event) => set({ assignedToMe: event.target.checked })}
              />
            }
            label="Assigned to me"
          />
        ) : (
          <span />
        )}
        <Button
          size="small"
          color="inherit"
          startIcon={<ClearAllRoundedIcon />}
          disabled={!active}
          onClick={() => {
            setSearch('');
            onChange(emptyTaskFilters(defaultSort));
          }}
        >
          Clear filters
        </Button>
      </Box>
    </Box>
  );
}
