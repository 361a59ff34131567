import type { FormikErrors, FormikValues } from 'formik';
import { useEffect } from 'react';

// The auth forms' rules (the domain's zod schemas, re-exported by validation.ts) load right after the form has
// rendered, not before it: zod is not part of the sign-in screen's first download (bench/bundle-size.mjs).
// Formik runs them through its `validate` prop with the domain's one adapter, `formErrors`, loaded with them.

type ValidationModule = typeof import('./validation');

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

/** A formik `validate` function for the schema `pick` chooses, once loaded: `formErrors(schema, values)`. */
export function lazySchema(
  pick: (schemas: ValidationModule) => Parameters<ValidationModule['formErrors']>[0],
): <Values extends FormikValues>(values: Values) => Promise<FormikErrors<Values>> {
  // FormErrors is FormikErrors' shape; for a generic Values, TypeScript cannot see that the two agree.
  return async <Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> => {
    const validation = await loadValidation();
    return validation.formErrors(pick(validation), values) as FormikErrors<Values>;
  };
}
