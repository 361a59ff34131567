import { type Branding, DEFAULT_THEME } from '@app/domain';

/** The branding an organization starts with: the product's default theme (primary #3B82F6, Inter). */
export function defaultOrganizationBranding(): Required<Branding> {
  return {
    primaryColor: DEFAULT_THEME.primaryColor,
    primaryDarkColor: '#2563EB',
    primaryLightColor: '#60A5FA',
    secondaryColor: '#64748B',
    accentColor: '#F59E0B',
    primaryFont: DEFAULT_THEME.fontFamily,
    headingFont: DEFAULT_THEME.fontFamily,
    customCSS: '',
  };
}

/** Acme's own colours, so the demo shows what an organization's branding does to the app (spec 4.8). */
export const DEMO_ORGANIZATION_BRANDING: Required<Branding> = {
  primaryColor: '#047857',
  primaryDarkColor: '#065F46',
  primaryLightColor: '#34D399',
  secondaryColor: '#334155',
  accentColor: '#D97706',
  primaryFont: DEFAULT_THEME.fontFamily,
  headingFont: DEFAULT_THEME.fontFamily,
  customCSS: '',
};
