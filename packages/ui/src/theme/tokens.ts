import { type Branding, DEFAULT_THEME } from '@app/domain';

/**
 * The design tokens the theme is built from: organization branding (spec section 3) with every field filled.
 * Custom CSS is not a token; it is applied beside the theme.
 */
export type ThemeTokens = Required<Omit<Branding, 'customCSS'>>;

/** The product's default design tokens (spec section 9: primary #3B82F6, font Inter). */
export const defaultTokens: ThemeTokens = {
  primaryColor: DEFAULT_THEME.primaryColor,
  primaryDarkColor: '#1D4ED8',
  primaryLightColor: '#93C5FD',
  secondaryColor: '#7C3AED',
  accentColor: '#0EA5E9',
  primaryFont: DEFAULT_THEME.fontFamily,
  headingFont: DEFAULT_THEME.fontFamily,
};

/** Neutral surfaces and text shared by both colour schemes; chosen so body text passes WCAG AA on them. */
export const neutralTokens = {
  light: {
    background: '#F8FAFC',
    paper: '#FFFFFF',
    textPrimary: '#0F172A',
    textSecondary: '#475569',
    divider: '#E2E8F0',
  },
  dark: {
    background: '#0B1120',
    paper: '#111827',
    textPrimary: '#F1F5F9',
    textSecondary: '#A3B1C6',
    divider: '#1F2A3C',
  },
} as const;

export const FALLBACK_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** A CSS font-family list with the branded font first and a system stack behind it. */
export function fontStack(font: string): string {
  const name = font.trim();
  if (!name) return FALLBACK_FONT_STACK;
  const quoted = /^["'].*["']$/.test(name) || !/\s/.test(name) ? name : `"${name}"`;
  return `${quoted}, ${FALLBACK_FONT_STACK}`;
}
