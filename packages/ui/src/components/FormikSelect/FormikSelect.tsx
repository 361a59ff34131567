import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { useFieldError } from '../FormikTextField/useFieldError';

/** One choice of a {@link FormikSelect}. */
export interface FormikSelectOption<Value extends string = string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export type FormikSelectProps<Value extends string = string> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'defaultValue' | 'children'
> & {
  /** The formik field name. */
  name: string;
  options: readonly FormikSelectOption<Value>[];
};

/** A single-choice select bound to a formik field, with its error shown after touch or submit. */
export function FormikSelect<Value extends string = string>({
  name,
  options,
  helperText,
  ...props
}: FormikSelectProps<Value>) {
  const [field, meta, helpers] = useField<Value | '' | null | undefined>(name);
  const error = useFieldError(meta);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      // The select's blur and change events come from its button, not a named input, so set the field directly.
      onChange={(event) => void helpers.setValue(event.target.value as Value)}
      onBlur={() => void helpers.setTouched(true)}
      select
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
