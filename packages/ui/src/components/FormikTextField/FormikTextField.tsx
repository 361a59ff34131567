import { useField } from 'formik';
import { InputField, type InputFieldProps } from '../InputField';
import { PasswordField } from '../PasswordField';
import { useFieldError } from './useFieldError';

export type FormikTextFieldProps = Omit<
  InputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  /** The formik field name (dot paths allowed). */
  name: string;
};

/**
 * A text field bound to the surrounding formik form through `useField`. Its error replaces the helper text
 * once the field is touched or the form was submitted; `required` shows the asterisk and `aria-required`
 * without the browser's own validation bubble, so the form's messages are the ones users see.
 * `type="password"` renders a {@link PasswordField} with its show/hide toggle.
 */
export function FormikTextField({
  name,
  helperText,
  required,
  type,
  slotProps,
  ...props
}: FormikTextFieldProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
  const error = useFieldError(meta);
  const htmlInput = slotProps?.htmlInput ?? {};
  const shared = {
    ...props,
    ...field,
    value: field.value ?? '',
    required,
    error: Boolean(error),
    helperText: error ?? helperText,
    slotProps: {
      ...slotProps,
      htmlInput: { ...htmlInput, required: false, 'aria-required': required || undefined },
    },
  };
  return type === 'password' ? <PasswordField {...shared} /> : <InputField {...shared} type={type} />;
}
