import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectFieldOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface SelectFieldProps<Value extends string = string> {
  /** The visible label, also the field's accessible name. */
  label: string;
  value: Value;
  options: readonly SelectFieldOption<Value>[];
  /** Called with the chosen value when it differs from the current one. */
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** A compact field for side panels. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * A labelled choice outside a form that saves at once (a task's status on its page). Inside a formik form use
 * `FormikSelect`.
 */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
  size = 'small',
  fullWidth = true,
}: SelectFieldProps<Value>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value as Value;
        if (next !== value) onChange(next);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
