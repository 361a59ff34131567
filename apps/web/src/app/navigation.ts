import type { PublicAction, PublicNavLink } from '@app/ui';
import { paths } from './paths';

// Links of the public frames, in one place so the landing page, the legal pages and the auth card agree.

export const publicNavLinks: PublicNavLink[] = [
  { label: 'Features', href: `${paths.home.href()}#features` },
  { label: 'Who it is for', href: `${paths.home.href()}#audiences` },
];

export const publicActions: PublicAction[] = [
  { label: 'Sign in', href: paths.auth.login.href(), variant: 'text' },
  { label: 'Get started', href: paths.auth.registerOptions.href(), variant: 'contained' },
];

export const legalLinks: PublicNavLink[] = [
  { label: 'Privacy Policy', href: paths.privacy.href() },
  { label: 'Terms of Service', href: paths.terms.href() },
];

export const publicFooterLinks: PublicNavLink[] = [
  ...legalLinks,
  { label: 'Sign in', href: paths.auth.login.href() },
  { label: 'Create an account', href: paths.auth.registerOptions.href() },
];

// Links of the signed-in shell (spec 2.2) and of the error screen (spec 2.9).
export const shellLinks = {
  home: paths.home.href(),
  newProject: paths.projects.create.href(),
  profile: paths.profile.href(),
  settings: paths.settings.href(),
  // The error screen leaves the app with a full page load: the server answers /public-login with the emergency
  // sign-in page of its own (apps/web/public/public-login.html), which needs none of the app's code.
  emergencyLogin: paths.legacy.publicLogin.href(),
  afterSignOut: paths.auth.login.href(),
} as const;
