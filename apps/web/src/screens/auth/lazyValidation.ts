import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import { useEffect } from 'react';

// The auth forms' rules (validation.ts, yup schemas with the catalogue's messages) load right after the form
// has rendered, not before it: yup is not part of the sign-in screen's first download (bench/bundle-size.mjs).
// Formik runs them through its `validate` prop exactly as it runs a `validationSchema`.

type ValidationModule = typeof import('./validation');
type Schema = Parameters<typeof validateYupSchema>[1];

let loading: Promise<ValidationModule> | null = null;

/** The forms' schemas, loading them once. A failed download may be tried again by the next call. */
export function loadValidation(): Promise<ValidationModule> {
  if (!loading) {
    loading = import('./validation');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Starts loading the schemas as soon as the form is on screen, so they are there by the first keystroke. */
export function usePreloadedValidation(): void {
  useEffect(() => {
    loadValidation().catch(() => {});
  }, []);
}

/**
 * A formik `validate` function for the schema `pick` chooses: the same checks and the same errors as
 * `validationSchema={schema}` (formik's own validateYupSchema and yupToFormErrors).
 */
export function lazySchema(
  pick: (schemas: ValidationModule) => Schema,
): <Values extends FormikValues>(values: Values) => Promise<FormikErrors<Values>> {
  return async <Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> => {
    const schema = pick(await loadValidation());
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      // Yup's failures become field errors; anything else is a real fault.
      if ((error as { name?: unknown } | null)?.name === 'ValidationError')
        return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
