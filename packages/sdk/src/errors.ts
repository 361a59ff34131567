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
