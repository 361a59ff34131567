import type { z } from 'zod';

/**
 * A form's errors shaped like its values: a message per field, nested objects, arrays for list items. The same
 * shape as formik's `FormikErrors`, so `formErrors` is a formik `validate` function's answer as it is.
 */
export type FormErrors<Values> = {
  [K in keyof Values]?: Values[K] extends unknown[]
    ? Values[K][number] extends object
      ? FormErrors<Values[K][number]>[] | string | string[]
      : string | string[]
    : Values[K] extends object
      ? FormErrors<Values[K]>
      : string;
};

type Errors = { [key: string]: string | Errors | (string | Errors | undefined)[] | undefined };

/**
 * The one adapter between the domain's schemas and the forms: the errors of `values` against `schema`, shaped
 * like the values with the first message per field, `{}` when the values pass. Every form validates with it
 * (`validate={(values) => formErrors(Schema, values)}`), so what a form refuses is what the schema refuses.
 */
export function formErrors<Values>(schema: z.ZodType, values: Values): FormErrors<Values> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) setFirst(errors, issue.path, issue.message);
  return errors as FormErrors<Values>;
}

function setFirst(target: Errors, path: readonly PropertyKey[], message: string): void {
  if (path.length === 0) return;
  let node: Record<string, unknown> = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = String(path[i]);
    const next = node[key];
    if (typeof next === 'string') return; // the field already has its message
    if (next === undefined) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = String(path[path.length - 1]);
  if (node[last] === undefined) node[last] = message;
}
