import { createSecurityReporter, errorReportData, installSecurityReporting } from '@app/sdk';
import { api } from './api';

/**
 * The app's one security reporter (POST /security/report, issue 20): one report per category every 5 s at most,
 * with the session's CSRF token.
 */
export const securityReporter = createSecurityReporter({ client: api });

/** Reports the page's uncaught errors, unhandled rejections and CSP violations; returns the undo. */
export function startSecurityReporting(): () => void {
  return installSecurityReporting(window, securityReporter);
}

/** Reports an error a screen threw while rendering (the error boundaries). */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  securityReporter.report(
    'render-error',
    errorReportData(error, componentStack ? { componentStack: componentStack.slice(0, 2000) } : {}),
  );
}
