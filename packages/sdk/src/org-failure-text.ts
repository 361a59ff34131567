import { ApiError } from './errors';

/**
 * The text of a failed organization call (spec 8.4): the server's own refusal when it answered 4xx with one
 * (the 8.5 texts, the role rules), else `fallback` ('Failed to send invitation'): a lost connection, a server
 * failure or a broken answer give nothing a person can act on.
 */
export function orgFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
