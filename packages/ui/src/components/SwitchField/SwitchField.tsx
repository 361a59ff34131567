import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type * as React from 'react';
import { useId } from 'react';

export interface SwitchFieldProps {
  /** The visible label, also the switch's accessible name. */
  label: string;
  checked: boolean;
  /** Called with the new state when the user flips the switch. */
  onChange: (checked: boolean) => void;
  /** One line under the label that says what the setting does. */
  description?: React.ReactNode;
  disabled?: boolean;
}

/** An on/off setting that applies at once (dark mode on the settings page), outside a form. */
export function SwitchField({ label, checked, onChange, description, disabled = false }: SwitchFieldProps) {
  const descriptionId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': description ? descriptionId : undefined } }}
          />
        }
      />
      {description ? (
        <FormHelperText id={descriptionId} sx={{ mt: 0, ml: 0 }}>
          {description}
        </FormHelperText>
      ) : null}
    </div>
  );
}
