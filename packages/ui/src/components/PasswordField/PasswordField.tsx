import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { InputField, type InputFieldProps } from '../InputField';
import { LazyTooltip } from '../LazyTooltip';

export type PasswordFieldProps = Omit<InputFieldProps, 'type'> & {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
};

/**
 * A password text field with a show/hide toggle at its end. Every {@link InputField} prop passes through; the
 * input slot props are merged with the toggle adornment.
 */
export function PasswordField({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  slotProps,
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? hideLabel : showLabel;
  const inputSlot = slotProps?.input ?? {};
  return (
    <InputField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        ...slotProps,
        input: {
          ...inputSlot,
          endAdornment: (
            <InputAdornment position="end">
              <LazyTooltip title={toggleLabel}>
                <IconButton
                  aria-label={toggleLabel}
                  aria-pressed={visible}
                  edge="end"
                  disabled={disabled}
                  onClick={() => setVisible((value) => !value)}
                  // Keep the caret in the field: a mouse press on the toggle should not blur the input.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
                </IconButton>
              </LazyTooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
