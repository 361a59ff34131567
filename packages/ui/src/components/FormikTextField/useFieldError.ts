import { type FieldMetaProps, useFormikContext } from 'formik';

/**
 * The error to show for a field: only once the user has left it or tried to submit, so a form does not open
 * covered in red.
 */
export function useFieldError(meta: FieldMetaProps<unknown>): string | undefined {
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return (meta.touched || submitCount > 0) && error ? error : undefined;
}
