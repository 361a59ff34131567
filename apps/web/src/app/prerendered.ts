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

/** The signed-in frame every landing page below needs: the signed-in route table and the main layout. */
export const SIGNED_IN_FRAME_MODULES: readonly string[] = [
  'src/app/signedInRoutes.tsx',
  'src/app/layouts/MainLayout.tsx',
];

/**
 * The signed-in pages a visitor lands on (spec 2.1's root redirect), with the modules (source files, as the build
 * manifest names them) their first render needs beyond the frame: index.html's start script asks for their code
 * with the entry's (apps/web/scripts/postbuild.mjs).
 */
export const LANDING_PAGES: Readonly<Record<string, readonly string[]>> = {
  [paths.dashboard.href()]: ['src/screens/Dashboard.tsx'],
  [paths.org.dashboard.href()]: [
    'src/app/layouts/OrganizationGuard.tsx',
    'src/screens/EnhancedOrganizationDashboard.tsx',
  ],
};
