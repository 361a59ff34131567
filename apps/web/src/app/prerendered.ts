import { DASHBOARD_TEXTS, ORG_DASHBOARD_TEXTS } from '@app/domain';
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

/** A signed-in landing page: the modules its first render needs, and the outline drawn before they have run. */
export interface LandingPage {
  /** Source files, as the build manifest names them, beyond the frame's. */
  modules: readonly string[];
  /** The page's title and what is known of it before any data (@app/ui's AppShellSkeleton). */
  shell: { title: string; subtitle?: string };
}

/**
 * The signed-in pages a visitor lands on (spec 2.1's root redirect). index.html's start script asks for their
 * code with the entry's (apps/web/scripts/postbuild.mjs), and the build draws each one's outline (the signed-in
 * frame with the page's title) into the page the server sends for its path: with a stored session it shows from
 * the first paint until the app has the page ready (main.tsx); without one the start-up spinner stays instead.
 */
export const LANDING_PAGES: Readonly<Record<string, LandingPage>> = {
  [paths.dashboard.href()]: {
    modules: ['src/screens/work/Dashboard.tsx'],
    shell: { title: DASHBOARD_TEXTS.title, subtitle: DASHBOARD_TEXTS.subtitle },
  },
  [paths.org.dashboard.href()]: {
    modules: [
      'src/app/layouts/OrganizationGuard.tsx',
      'src/screens/organization/EnhancedOrganizationDashboard.tsx',
    ],
    // The subtitle names the organization, which only the server knows.
    shell: { title: ORG_DASHBOARD_TEXTS.title },
  },
};
