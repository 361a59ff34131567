import type { z } from 'zod';
import { toSearchParams } from './search-params';

/** A query schema of @app/domain: an object whose fields read from text (coerced numbers, comma lists...). */
export type QuerySchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What a query schema reads: the query with its defaults filled in. */
export type QueryOf<S extends QuerySchema> = z.output<S>;

/**
 * The URL's search parameters read through a query schema of @app/domain, the same one the server validates
 * the list request with. A parameter the schema refuses (an edited URL, an old link) is dropped on its own, so
 * the rest of the query still holds; defaults come from the schema.
 */
export function readSearchParams<S extends QuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  let result = schema.safeParse(raw);
  while (!result.success) {
    const bad = new Set(result.error.issues.map((issue) => issue.path[0]).filter((key) => key !== undefined));
    const known = [...bad].filter((key) => String(key) in raw);
    // An issue on the whole object (a rule across fields) or on a field the URL did not set: start afresh.
    if (known.length === 0) return schema.parse({});
    for (const key of known) delete raw[String(key)];
    result = schema.safeParse(raw);
  }
  return result.data;
}

/**
 * The search parameters for `value`: as the API client sends a query (blank and empty values dropped, lists
 * comma-separated), leaving out every value equal to the schema's default, so the plain list has a plain URL.
 */
export function writeSearchParams<S extends QuerySchema>(
  schema: S,
  value: Partial<z.output<S>>,
): URLSearchParams {
  const defaults = toSearchParams(schema.parse({}));
  const params = new URLSearchParams();
  for (const [key, text] of Object.entries(toSearchParams(value))) {
    if (defaults[key] !== text) params.set(key, String(text));
  }
  return params;
}
