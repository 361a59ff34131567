import { paths } from './paths';

/**
 * The pages rendered to HTML when the app is built (apps/web/scripts/postbuild.mjs) and hydrated in the browser
 * (main.tsx): the public pages and the sign-in screens that need neither the URL's parameters nor the query client to show.
 * The server sends each its own HTML file (apps/server/src/http/web-app.ts).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.href(),
  paths.privacy.href(),
  paths.terms.href(),
  paths.auth.login.href(),
  paths.auth.registerOptions.href(),
  paths.auth.register.href(),
  paths.auth.registerOrganization.href(),
  paths.auth.forgotPassword.href(),
];
