import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type * as React from 'react';

export interface ViewToggleOption<Value extends string = string> {
  value: Value;
  label: string;
  /** A decorative icon before the label. */
  icon?: React.ReactNode;
}

export interface ViewToggleProps<Value extends string = string> {
  /** The ways to show the same content, e.g. List and Board. */
  options: readonly ViewToggleOption<Value>[];
  /** The view shown. */
  value: Value;
  onChange: (value: Value) => void;
  /** Names the group, e.g. 'Task view'. */
  'aria-label': string;
}

/** Picks one of a few views of the same content (list or board): a group of toggle buttons, one pressed. */
export function ViewToggle<Value extends string>({
  options,
  value,
  onChange,
  'aria-label': ariaLabel,
}: ViewToggleProps<Value>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={ariaLabel}
      onChange={(_event, next: Value | null) => {
        // Pressing the pressed button again keeps the view.
        if (next) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          sx={{ gap: 0.75, px: 1.5, textTransform: 'none', fontWeight: 600, '& svg': { fontSize: 20 } }}
        >
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
