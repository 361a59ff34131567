import type { z } from 'zod';

type Errors = { [key: string]: string | Errors | (string | Errors | undefined)[] | undefined };

/**
 * Form errors for `values` against a domain schema, shaped like the values (nested objects, arrays for list
 * items) with the first message per field, as form libraries such as formik expect; `{}` when the values pass.
 */
export function formErrors(schema: z.ZodType, values: unknown): Errors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) setFirst(errors, issue.path, issue.message);
  return errors;
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

/** The first message per field by dotted path ('checklist.0.text'), for forms that set errors path by path. */
export function firstErrorByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
