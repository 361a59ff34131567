import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { AuthPageLayout } from './layouts/AuthPageLayout';
import { Forward } from './layouts/Forward';
import { RootLayout } from './layouts/RootLayout';
import { RootRedirect } from './layouts/RootRedirect';
import { StandaloneLayout } from './layouts/StandaloneLayout';
import { lazyScreen, preloadMatchedScreens } from './lazyScreen';
import { paths } from './paths';
import { loadSessionUser } from './session';

// The table of the signed-in area (about sixty routes, each with the list of files its screen needs) loads with
// the first signed-in page: the public pages and the sign-in screens carry only their own routes.
const loadSignedInRoutes = () => import('./signedInRoutes');
// The table counts as loaded once the layouts and screen of the page it opens on have loaded too: the signed-in
// frame and the first screen then appear together, in one commit, behind the start-up spinner. (Otherwise the
// frame would paint with the shell's greeting and a spinner, and move when the screen's own header arrived.)
const SignedInRoutes = lazyScreen(
  () =>
    loadSignedInRoutes().then(async (module) => {
      if (typeof window !== 'undefined') {
        await module.preloadSignedInRoute(window.location.pathname, window.location.search);
      }
      return module;
    }),
  'SignedInRoutes',
  { serverData: false },
);

// Public. The marketing frame loads with its pages: the sign-in screen does not need it.
const PublicPageLayout = lazyScreen(() => import('./layouts/PublicPageLayout'), 'PublicPageLayout', {
  serverData: false,
});
const Home = lazyScreen(() => import('../screens/public/Home'), 'Home', { serverData: false });
const Privacy = lazyScreen(() => import('../screens/public/Privacy'), 'Privacy', { serverData: false });
const Terms = lazyScreen(() => import('../screens/public/Terms'), 'Terms', { serverData: false });
const AcceptInvitation = lazyScreen(() => import('../screens/auth/AcceptInvitation'), 'AcceptInvitation');
const JoinOrganization = lazyScreen(() => import('../screens/auth/JoinOrganization'), 'JoinOrganization');
// Auth
const Login = lazyScreen(() => import('../screens/auth/Login'), 'Login', { serverData: false });
const RegisterOptions = lazyScreen(() => import('../screens/auth/RegisterOptions'), 'RegisterOptions', {
  serverData: false,
});
const Register = lazyScreen(() => import('../screens/auth/Register'), 'Register');
const RegisterOrganization = lazyScreen(
  () => import('../screens/auth/RegisterOrganization'),
  'RegisterOrganization',
);
const ForgotPassword = lazyScreen(() => import('../screens/auth/ForgotPassword'), 'ForgotPassword');
const EmailSent = lazyScreen(() => import('../screens/auth/EmailSent'), 'EmailSent', { serverData: false });
const ResetPassword = lazyScreen(() => import('../screens/auth/ResetPassword'), 'ResetPassword');
const VerifyEmail = lazyScreen(() => import('../screens/auth/VerifyEmail'), 'VerifyEmail');
const AuthCallback = lazyScreen(() => import('../screens/auth/AuthCallback'), 'AuthCallback');
/**
 * The routes of the public, invitation and sign-in pages (spec 2.1), with the layout each one sits in; the
 * signed-in area's routes follow in signedInRoutes.tsx.
 */
export const routes: RouteObject[] = [
  {
    // Any screen that throws while rendering shows the global error screen (spec 2.9): RootLayout's boundary.
    element: <RootLayout />,
    children: [
      { path: paths.root.path, element: <RootRedirect /> },

      // Public pages with the marketing frame
      {
        element: <PublicPageLayout />,
        children: [
          { path: paths.home.path, element: <Home /> },
          { path: paths.privacy.path, element: <Privacy /> },
          { path: paths.terms.path, element: <Terms /> },
        ],
      },

      // Invitation links: open to visitors and signed-in members alike
      {
        element: <StandaloneLayout />,
        children: [
          { path: paths.acceptInvitation.path, element: <AcceptInvitation /> },
          { path: paths.invite.path, element: <AcceptInvitation /> },
          // The organization invitation: signed in as the invited address it joins at once, so not in the auth layout.
          { path: paths.auth.join.path, element: <JoinOrganization /> },
        ],
      },

      // Auth layout: signed-in visitors go on to the dashboard
      {
        element: <AuthPageLayout />,
        children: [
          { path: paths.auth.login.path, element: <Login /> },
          { path: paths.auth.registerOptions.path, element: <RegisterOptions /> },
          { path: paths.auth.register.path, element: <Register /> },
          { path: paths.auth.registerOrganization.path, element: <RegisterOrganization /> },
          { path: paths.auth.forgotPassword.path, element: <ForgotPassword /> },
          { path: paths.auth.emailSent.path, element: <EmailSent /> },
          { path: paths.auth.resetPassword.path, element: <ResetPassword /> },
          { path: paths.auth.verifyEmail.path, element: <VerifyEmail /> },
          { path: paths.auth.callback.path, element: <AuthCallback /> },
          { path: paths.resetPassword.path, element: <ResetPassword /> },
        ],
      },

      // Older links named by screens (role guard, auth callback, error screen)
      { path: paths.legacy.login.path, element: <Forward to={paths.auth.login.href()} /> },
      { path: paths.legacy.forgotPassword.path, element: <Forward to={paths.auth.forgotPassword.href()} /> },

      // Everything else: the signed-in area's routes, whose table loads on first visit (signedInRoutes.tsx).
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];

/**
 * The route table, inside whichever router the app runs in (the browser's history, or a memory router in tests).
 * A declarative router, not a data router: no screen uses loaders or actions, and the data router's code would
 * add about 18 KB gzip to every page's first download (bench/bundle-size.mjs).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads what a prerendered page's screens need (their code, and the query client where one reads server data),
 * settling when done or failed: main.tsx hydrates after it. Anything arriving during hydration that changes what
 * the page's providers hold (the query client) would make React render the page anew instead of taking it over.
 */
export function preloadPrerenderedPage(pathname: string): Promise<void> {
  return preloadMatchedScreens(matchRoutes(routes, pathname));
}

/**
 * Loads what the first render of a signed-in page needs to show the page itself rather than a spinner: the
 * signed-in route table with the page's layouts and screen (asking for its first answers), and the session's
 * user. Settles when done or failed: main.tsx then renders the app over the outline the build drew.
 */
export function preloadSignedInPage(): Promise<void> {
  return Promise.all([SignedInRoutes.preload(), loadSessionUser()]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts loading the code of the page at `pathname` (its layouts and screen, and for a signed-in page the
 * signed-in route table and then its layouts and screen, and its first answers for the URL's query `search`) at
 * once, before the app renders it.
 */
export function preloadRoute(pathname: string, search = ''): void {
  const matches = matchRoutes(routes, pathname);
  preloadMatchedScreens(matches);
  if (matches?.some(({ route }) => route.path === '*')) {
    loadSignedInRoutes()
      .then(({ preloadSignedInRoute }) => preloadSignedInRoute(pathname, search))
      .catch(() => {});
  }
}
