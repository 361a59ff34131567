import { SCREEN_TEXTS } from '@app/domain';
import FilterAltOffRoundedIcon from '@mui/icons-material/FilterAltOffRounded';
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
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';

/** One choice of a filter select. */
export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

/** The options for `values`, each named by its label (e.g. the domain's status labels). */
export function filterOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): FilterOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The search field of a {@link FilterBar}. */
export interface FilterBarSearchProps {
  /** The search field's label, e.g. 'Search tasks'. */
  searchLabel: string;
  /** The search in force (e.g. from the URL); a new one from outside replaces what is typed. */
  search: string;
  /** Called with the typed search once typing pauses for `searchDelay` ms, or at once on Enter. */
  onSearchChange: (search: string) => void;
  searchDelay?: number;
  searchMaxLength?: number;
  /** A mistake in the search (e.g. in a filter-language query), shown under the field. */
  searchError?: string | undefined;
  /** A hint shown under the field while there is no mistake. */
  searchHelp?: string | undefined;
  searchPlaceholder?: string | undefined;
  /** The search field takes a row of its own (a query language wants the width). */
  searchWide?: boolean;
}

/** A {@link FilterBar} with its search field, or with its filters alone (no `searchLabel`). */
export type FilterBarProps = FilterBarBaseProps &
  (FilterBarSearchProps | { [Key in keyof FilterBarSearchProps]?: never });

interface FilterBarBaseProps {
  /** The accessible name of the search landmark, e.g. 'Filter tasks'. */
  label: string;
  /** Called by 'Clear filters'. */
  onClear: () => void;
  /** Whether anything is set that 'Clear filters' would clear; the typed search counts too. */
  clearable: boolean;
  disabled?: boolean;
  /** The filters: `FilterSelect`s and `FilterSwitch`es. */
  children?: React.ReactNode;
}

/**
 * The filter bar of a list: a search field (left out without a `searchLabel`), the list's filters (labelled
 * selects and switches, composed as children) and a 'Clear filters' button. It wraps onto more rows as the width
 * shrinks.
 */
export function FilterBar({
  label,
  searchLabel,
  search = '',
  onSearchChange,
  searchDelay = 300,
  searchMaxLength = 200,
  searchError,
  searchHelp,
  searchPlaceholder,
  searchWide = false,
  onClear,
  clearable,
  disabled = false,
  children,
}: FilterBarProps) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  // The draft last reported: when it comes back from outside while more has been typed since, it is an echo.
  const reported = useRef<string | null>(null);
  if (search !== shown) {
    // A new search from outside (the URL, Back, the clear button) replaces the draft, unless it is the draft
    // itself come back trimmed (the space just typed stays) or the echo of a draft reported before the last
    // keystrokes (what was typed since stays, and is reported in its turn).
    setShown(search);
    const echo = reported.current !== null && search.trim() === reported.current.trim();
    if (search !== draft.trim() && !echo) setDraft(search);
  }
  const report = useRef(onSearchChange);
  report.current = onSearchChange;
  const send = (text: string) => {
    reported.current = text;
    report.current?.(text);
  };
  useEffect(() => {
    if (draft.trim() === shown.trim()) return;
    const timer = setTimeout(() => {
      reported.current = draft;
      report.current?.(draft);
    }, searchDelay);
    return () => clearTimeout(timer);
  }, [draft, shown, searchDelay]);

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {searchLabel === undefined ? null : (
        <TextField
          type="search"
          size="small"
          label={searchLabel}
          value={draft}
          disabled={disabled}
          placeholder={searchPlaceholder}
          error={Boolean(searchError)}
          helperText={searchError ?? searchHelp}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once, without waiting for the pause.
            if (event.key === 'Enter' && draft.trim() !== shown.trim()) send(draft);
          }}
          sx={{ flex: searchWide ? '1 1 100%' : '2 1 240px' }}
          slotProps={{
            // The app's `/` shortcut focuses the page's first search field marked so.
            htmlInput: { maxLength: searchMaxLength, 'data-shortcut': 'filter' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {children}
      <Button
        color="inherit"
        startIcon={<FilterAltOffRoundedIcon />}
        disabled={disabled || !(clearable || draft.trim() !== '')}
        onClick={() => {
          reported.current = null;
          setDraft('');
          onClear();
        }}
        sx={{ whiteSpace: 'nowrap', ml: 'auto' }}
      >
        {SCREEN_TEXTS.clearFilters}
      </Button>
    </Box>
  );
}

interface FilterSelectBase<V extends string> {
  label: string;
  options: readonly FilterOption<V>[];
  disabled?: boolean;
}

export type FilterSelectProps<V extends string = string> = FilterSelectBase<V> &
  (
    | {
        multiple?: false;
        value: V | '';
        onChange: (value: V | '') => void;
        /** The first option, meaning 'any' (e.g. 'All priorities'); without it a value is always chosen. */
        allLabel?: string;
      }
    | {
        multiple: true;
        value: readonly V[];
        onChange: (value: V[]) => void;
        /** What the select shows with nothing chosen, e.g. 'All statuses'. */
        allLabel: string;
      }
  );

/** A labelled select of a `FilterBar`: one value, or several with checkboxes. */
export function FilterSelect<V extends string>(props: FilterSelectProps<V>) {
  const { label, options, disabled } = props;
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const common = {
    select: true,
    size: 'small' as const,
    label,
    disabled,
    sx: { flex: '1 1 150px', minWidth: 0 },
  };
  if (props.multiple) {
    const { value, onChange, allLabel } = props;
    return (
      <TextField
        {...common}
        value={value}
        onChange={(event) => {
          const picked = event.target.value as unknown as string[] | string;
          const list = typeof picked === 'string' ? picked.split(',') : picked;
          // Kept in the options' order, whatever the order of the clicks.
          onChange(options.filter((option) => list.includes(option.value)).map((option) => option.value));
        }}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const list = selected as string[];
              return list.length === 0 ? allLabel : list.map(labelOf).join(', ');
            },
          },
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox
              size="small"
              checked={value.includes(option.value)}
              tabIndex={-1}
              disableRipple
              sx={{ p: 0, mr: 1 }}
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const { value, onChange, allLabel } = props;
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      {...common}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value as V | '')}
      slotProps={allLabel ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
    >
      {allLabel ? <MenuItem value="">{allLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface FilterSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off filter of a `FilterBar`, e.g. 'Assigned to me'. */
export function FilterSwitch({ label, checked, onChange, disabled }: FilterSwitchProps) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      disabled={disabled}
      sx={{ flex: '0 0 auto', mr: 0 }}
    />
  );
}
