import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { isApiPath } from './guards';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain NUL characters';
export const MALFORMED_TEXT_MESSAGE = 'Text must be valid Unicode (it contains a lone surrogate)';
export const NUL_FIELD_NAME_MESSAGE = 'Field names cannot contain NUL characters';
export const MALFORMED_FIELD_NAME_MESSAGE = 'Field names must be valid Unicode (a lone surrogate)';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
// (String.prototype.isWellFormed arrives with Node 20's successor; this is the same test.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not store this text as it is, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(value)) return MALFORMED_TEXT_MESSAGE;
  return undefined;
}

export interface TextIssue {
  /** Dotted path below the walked value ('' for the value itself), e.g. 'checklist.0.text'. */
  path: string;
  message: string;
}

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  // A raw body (an avatar's Buffer) is bytes, not text. Parsed query strings and params are objects of their
  // own prototype, JSON bodies plain objects and arrays: all of those are walked.
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

/**
 * The first string anywhere in `value` (deep: array items, object values and keys) that PostgreSQL cannot
 * store. Walks without recursion, so a hostile nesting cannot overflow the stack; bodies are bounded by the
 * body limit, so the walk is bounded too.
 */
export function findBadText(value: unknown): TextIssue | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { path: item.path, message };
      continue;
    }
    if (!isWalkable(item.value)) continue;
    const entries = Array.isArray(item.value)
      ? item.value.map((entry, index) => [String(index), entry] as const)
      : Object.entries(item.value);
    // Pushed in reverse so that the first bad field in document order is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, entry] = entries[index] as readonly [string, unknown];
      const keyProblem = textProblem(key);
      const path = item.path ? `${item.path}.${key}` : key;
      if (keyProblem) {
        const message =
          keyProblem === NUL_CHARACTER_MESSAGE ? NUL_FIELD_NAME_MESSAGE : MALFORMED_FIELD_NAME_MESSAGE;
        return { path: item.path, message };
      }
      stack.push({ value: entry, path });
    }
  }
  return undefined;
}

/**
 * One input rule for the whole API: text PostgreSQL cannot store (a NUL character, a lone surrogate) in the
 * route params, the query string or anywhere in the body is refused with a 400 that names the field, before
 * the route's own validation and long before a query could fail on it. Call on the root instance before any
 * route is registered.
 */
export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    for (const [location, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const issue = findBadText(value);
      if (!issue) continue;
      const field = issue.path ? `${location}.${issue.path}` : location;
      throw new AppError(400, `Invalid request: ${field}: ${issue.message}`, [
        { location, path: issue.path, message: issue.message },
      ]);
    }
  });
}
