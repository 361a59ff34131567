import { AUTH_MESSAGES } from '@app/domain';

/** The one error every @app/sdk call throws: it carries the server's message, status and details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network problem, timeout). */
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, status: number, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }

  /** True when the request never got an answer from the server. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The text to show for a failed request: the server's own message, the connection line of the message catalogue
 * when no answer came, or `fallback` for an error without a message.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.isNetworkError ? AUTH_MESSAGES.connectionProblem : error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The item does not exist or belongs to someone else: the server answers 404 for both (tenant scope), and 400
 * for an id that cannot be one.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
