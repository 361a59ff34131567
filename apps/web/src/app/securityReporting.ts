import { errorReportData, installSecurityReporting, type ReportSink } from '@app/sdk';

// What the page reports, installed at start-up; the reporter itself (the API client, the CSRF token)
// is loaded with the first report.
const loadReporter = () => import('./securityReporter');

const lazyReporter: ReportSink = {
  report(category, data) {
    loadReporter().then(
      ({ securityReporter }) => securityReporter.report(category, data),
      // The app's code could not be loaded: nothing can be reported.
      () => undefined,
    );
  },
};

/** Reports the page's uncaught errors, unhandled rejections and CSP violations; returns the undo. */
export function startSecurityReporting(): () => void {
  return installSecurityReporting(window, lazyReporter);
}

/** Reports an error a screen threw while rendering (the error boundaries). */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  lazyReporter.report(
    'render-error',
    errorReportData(error, componentStack ? { componentStack: componentStack.slice(0, 2000) } : {}),
  );
}
