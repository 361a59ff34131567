import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useField } from 'formik';
import type * as React from 'react';
import { useId } from 'react';
import { useFieldError } from '../FormikTextField/useFieldError';

export interface FormikCheckboxProps
  extends Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'onBlur' | 'defaultChecked'> {
  /** The formik field name of a boolean value. */
  name: string;
  /** The text beside the box; may hold links (e.g. 'I agree to the Terms of Service'). */
  label: React.ReactNode;
  helperText?: React.ReactNode;
}

/** A checkbox bound to a boolean formik field, with its error shown after touch or submit. */
export function FormikCheckbox({
  name,
  label,
  helperText,
  required,
  disabled,
  ...props
}: FormikCheckboxProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(meta);
  const helperId = useId();
  const help = error ?? helperText;
  return (
    // `disabled` stays off the FormControl so the helper text keeps its readable colour.
    <FormControl error={Boolean(error)} required={required}>
      <FormControlLabel
        label={label}
        required={required}
        disabled={disabled}
        control={
          <Checkbox
            {...props}
            disabled={disabled}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                'aria-describedby': help ? helperId : undefined,
                'aria-invalid': error ? true : undefined,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
