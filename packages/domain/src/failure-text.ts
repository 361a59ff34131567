import { AUTH_MESSAGES } from './auth-messages';

/**
 * How a call failed, as @app/sdk's ApiError says it: the HTTP status (0 when no answer came) and whether the
 * message is the server's own or only the call's fallback. Read by shape, so that this rule needs no client code.
 */
export interface CallFailure extends Error {
  status: number;
  fromServer: boolean;
}

export function isCallFailure(error: unknown): error is CallFailure {
  if (!(error instanceof Error)) return false;
  const { status, fromServer } = error as Partial<CallFailure>;
  return typeof status === 'number' && typeof fromServer === 'boolean';
}

/** What a failure's text may be made of, beside the fallback. */
export interface FailureTextOptions {
  /**
   * Whose message shows: 'server' (the default) any message the server sent; 'refusals' a 4xx answer's message;
   * 'any' whatever message the failure carries; a list of statuses the server's message for those only.
   */
  show?: 'server' | 'refusals' | 'any' | readonly number[];
  /** No answer at all: the catalogue's connection line (the default), the fallback, or the failure's message. */
  offline?: 'connection' | 'fallback' | 'message';
  /** Any other error: its own message (the default) or the fallback. */
  otherErrors?: 'message' | 'fallback';
}

/** The organization screens' rule (spec 8.4): the server's refusal when it gave one, else the call's own text. */
export const REFUSALS_ONLY = {
  show: 'refusals',
  offline: 'fallback',
  otherErrors: 'fallback',
} as const satisfies FailureTextOptions;

/** Whatever message the SDK's failure carries (a lost connection's too), never another error's: the finance screens. */
export const CALL_MESSAGES_ONLY = {
  offline: 'message',
  otherErrors: 'fallback',
} as const satisfies FailureTextOptions;

/**
 * The one rule that turns a failure into the text a person reads: by default the server's own message, the
 * connection line of the message catalogue when no answer came, or `fallback` (spec 8.4's 'Failed to create
 * department'...) when the server sent none; `options` narrow whose messages show.
 */
export function failureText(error: unknown, fallback: string, options: FailureTextOptions = {}): string {
  const { show = 'server', offline = 'connection', otherErrors = 'message' } = options;
  if (isCallFailure(error)) {
    if (error.status === 0 && offline !== 'message') {
      return offline === 'connection' ? AUTH_MESSAGES.connectionProblem : fallback;
    }
    const shown =
      show === 'any' ||
      (show === 'server' && error.fromServer) ||
      (show === 'refusals' && error.status >= 400 && error.status < 500) ||
      (typeof show === 'object' && error.fromServer && show.includes(error.status));
    return shown && error.message ? error.message : fallback;
  }
  return otherErrors === 'message' && error instanceof Error && error.message ? error.message : fallback;
}
