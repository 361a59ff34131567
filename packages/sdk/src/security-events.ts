import { SECURITY_REPORT_MAX_DATA_BYTES, securityReportDataBytes } from '@app/domain';

// What the page reports and how, apart from the reporter that sends it: the web app installs these on
// its first load, and loads the reporter (the API client, the CSRF token) only when there is something to send.

const MAX_TEXT = 2000;
const TRUNCATED = '…';

function clip(value: string, max = MAX_TEXT): string {
  return value.length > max ? `${value.slice(0, max)}${TRUNCATED}` : value;
}

/**
 * `data` cut down to the server's bound (8 KiB of JSON): long texts are shortened step by step, and what still
 * does not fit is replaced by its beginning as one text.
 */
export function fitReportData(data: Record<string, unknown>): Record<string, unknown> {
  if (securityReportDataBytes(data) <= SECURITY_REPORT_MAX_DATA_BYTES) return data;
  for (const max of [1000, 300, 100]) {
    const shortened = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? clip(value, max) : value]),
    );
    if (securityReportDataBytes(shortened) <= SECURITY_REPORT_MAX_DATA_BYTES) return shortened;
  }
  return { truncated: true, summary: clip(JSON.stringify(data), 1500) };
}

/** What a report says about a thrown value: its name, message and stack, and the page it happened on. */
export function errorReportData(
  error: unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const page = typeof location === 'undefined' ? undefined : location.pathname;
  const base: Record<string, unknown> =
    error instanceof Error
      ? { name: error.name, message: clip(error.message), stack: clip(error.stack ?? '') }
      : { message: clip(typeof error === 'string' ? error : safeString(error)) };
  return { ...base, ...(page ? { page } : {}), ...extra };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The fields of a CSP violation (the `securitypolicyviolation` event) that say what was blocked and where. */
export interface CspViolation {
  blockedURI: string;
  violatedDirective: string;
  effectiveDirective: string;
  documentURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  sample: string;
  disposition: string;
}

export function cspViolationData(event: Partial<CspViolation>): Record<string, unknown> {
  return {
    blockedURI: clip(event.blockedURI ?? '', 500),
    violatedDirective: event.violatedDirective ?? '',
    effectiveDirective: event.effectiveDirective ?? '',
    documentURI: clip(event.documentURI ?? '', 500),
    sourceFile: clip(event.sourceFile ?? '', 500),
    lineNumber: event.lineNumber ?? 0,
    columnNumber: event.columnNumber ?? 0,
    sample: clip(event.sample ?? '', 200),
    disposition: event.disposition ?? '',
  };
}

/** Whatever takes reports: the reporter, or a stand-in that loads it first. */
export interface ReportSink {
  report(category: string, data: Record<string, unknown>): void;
}

/** Where the reporter listens: a window, or a stand-in for tests. */
export interface ReportingTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/**
 * Sends the page's uncaught errors ('client-error'), unhandled promise rejections ('unhandled-rejection') and
 * CSP violations ('csp-violation') through the reporter. Returns the function that stops listening.
 */
export function installSecurityReporting(target: ReportingTarget, reporter: ReportSink): () => void {
  const onError = (event: Event) => {
    const error = event as ErrorEvent;
    reporter.report(
      'client-error',
      errorReportData(error.error ?? error.message, {
        ...(error.filename ? { source: clip(error.filename, 500) } : {}),
        ...(error.lineno ? { line: error.lineno, column: error.colno } : {}),
      }),
    );
  };
  const onRejection = (event: Event) => {
    reporter.report('unhandled-rejection', errorReportData((event as PromiseRejectionEvent).reason));
  };
  const onViolation = (event: Event) => {
    reporter.report('csp-violation', cspViolationData(event as unknown as Partial<CspViolation>));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('securitypolicyviolation', onViolation);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('securitypolicyviolation', onViolation);
  };
}

/** The console methods a production build silences (spec 9); warn and error stay. */
export const SILENCED_CONSOLE_METHODS = ['log', 'info', 'debug'] as const;

/**
 * Spec 9: in a production build the console's log, info and debug output becomes a no-op; warnings
 * and errors stay (and the page's errors reach the security report). A development build keeps the console.
 */
export function applyConsolePolicy(
  target: Pick<Console, 'log' | 'info' | 'debug'>,
  production: boolean,
): void {
  if (!production) return;
  const silent = () => undefined;
  for (const method of SILENCED_CONSOLE_METHODS) target[method] = silent;
}
