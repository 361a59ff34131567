import type { PublicAction, PublicNavLink } from './PublicLayout';

// Sample navigation shared by the stories and tests of PublicLayout.
export const sampleNavLinks: PublicNavLink[] = [
  { label: 'Features', href: '/home#features' },
  { label: 'Who it is for', href: '/home#audiences' },
];

export const sampleActions: PublicAction[] = [
  { label: 'Sign in', href: '/auth/login', variant: 'text' },
  { label: 'Get started', href: '/auth/register-options', variant: 'contained' },
];

export const sampleFooterLinks: PublicNavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];
