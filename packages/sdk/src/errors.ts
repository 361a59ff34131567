import { AUTH_MESSAGES, type CallFailure } from '@app/domain';

// The text of a failure is the domain's one rule; the SDK's callers read it from here as well.
export { CALL_MESSAGES_ONLY, type FailureTextOptions, failureText, REFUSALS_ONLY } from '@app/domain';

/** The one error every @app/sdk call throws: it carries the server's message, status and details. */
export class ApiError extends Error implements CallFailure {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network problem, timeout). */
  readonly status: number;
  readonly details: unknown;
  /** False when the answer carried no message of its own and `message` is only the HTTP status's. */
  readonly fromServer: boolean;

  constructor(message: string, status: number, details?: unknown, fromServer = true) {
    super(message);
    this.status = status;
    this.details = details;
    this.fromServer = fromServer;
  }

  /** True when the request never got an answer from the server. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * A call whose failure names the call when the server gave no reason (spec 8's lower-level texts: 'Login
 * failed', 'Failed to fetch organizations'...): an answer without a message of the server's fails with
 * `fallback` as its message, still `fromServer: false`, so a screen's own fallback wins over it in
 * `failureText`; the server's own text and a lost connection pass through unchanged.
 */
export async function withFallback<T>(fallback: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && !error.fromServer && !error.isNetworkError) {
      // What the answer was stays with it, for a log.
      throw Object.assign(new ApiError(fallback, error.status, error.details, false), { cause: error });
    }
    throw error;
  }
}

/**
 * The item does not exist or belongs to someone else: the server answers 404 for both (tenant scope), and 400
 * for an id that cannot be one.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** What a form shows for a failed save: one message, and the server's messages by field (dotted path). */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * A failed save as a form shows it: the server's refusal of a request body ('Invalid request', details naming
 * each field) becomes messages at the fields with `fallback` above them; a refusal with its own text keeps it;
 * an answer without one, or any other error, gives `fallback` (the 8.4 text of the call); no answer at all the
 * connection line.
 */
export function formFailure(error: unknown, fallback: string): FormFailure {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  if (error.isNetworkError) return { message: AUTH_MESSAGES.connectionProblem, fields: {} };
  const fields: Record<string, string> = {};
  if (Array.isArray(error.details)) {
    for (const issue of error.details as unknown[]) {
      const { location, path, message } = (issue ?? {}) as Record<string, unknown>;
      if (location !== 'body' || typeof path !== 'string' || typeof message !== 'string') continue;
      if (path && !(path in fields)) fields[path] = message;
    }
  }
  if (Object.keys(fields).length > 0 || !error.fromServer) return { message: fallback, fields };
  return { message: error.message, fields };
}
