import { createSecurityReporter } from '@app/sdk';
import { api } from './api';

/**
 * The app's one security reporter (POST /security/report): one report per category every 5 s at most,
 * with the session's CSRF token. Loaded by `securityReporting.ts` when the first report is due, so that the
 * first page load does not carry it.
 */
export const securityReporter = createSecurityReporter({ client: api });
