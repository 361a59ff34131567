import './augmentation';
import type { Branding } from '@app/domain';
import { createTheme, type Theme } from '@mui/material/styles';
import type * as React from 'react';
import { paletteColorFrom } from './color';
import { componentOverrides } from './components';
import { defaultTokens, fontStack, neutralTokens, type ThemeTokens } from './tokens';

export interface CreateAppThemeOptions {
  /** Organization branding; missing or empty fields fall back to {@link defaultTokens}. */
  branding?: Partial<Branding> | null;
  /**
   * The component MUI links and link-buttons render, so the app can route `href`s through its router without
   * the design system depending on one.
   */
  linkComponent?: React.ElementType;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Branding with every blank or missing field replaced by the default token. */
export function resolveBranding(branding: Partial<Branding> | null = {}): ThemeTokens {
  const resolved: ThemeTokens = { ...defaultTokens };
  for (const key of Object.keys(defaultTokens) as (keyof ThemeTokens)[]) {
    const value = branding?.[key];
    if (typeof value !== 'string' || value.trim() === '') continue;
    // A colour the colour maths cannot read would throw; it falls back like a missing one.
    if (key.endsWith('Color') && !HEX_COLOR.test(value.trim())) continue;
    resolved[key] = value.trim();
  }
  return resolved;
}

/**
 * Builds the product theme: light and dark colour schemes switched by a class on `<html>`, exposed as CSS
 * variables so a branding change reaches every component at run time.
 */
export function createAppTheme(options: CreateAppThemeOptions = {}): Theme {
  const tokens = resolveBranding(options.branding);
  const { light, dark } = neutralTokens;
  const bodyFont = fontStack(tokens.primaryFont);
  const headingFont = fontStack(tokens.headingFont);
  const heading = { fontFamily: headingFont, fontWeight: 700 } as const;

  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: paletteColorFrom(tokens.primaryColor, light.background),
          secondary: paletteColorFrom(tokens.secondaryColor, light.background),
          brand: { main: tokens.primaryColor, accent: tokens.accentColor },
          background: { default: light.background, paper: light.paper },
          text: { primary: light.textPrimary, secondary: light.textSecondary },
          divider: light.divider,
        },
      },
      dark: {
        palette: {
          primary: paletteColorFrom(tokens.primaryColor, dark.paper),
          secondary: paletteColorFrom(tokens.secondaryColor, dark.paper),
          brand: { main: tokens.primaryColor, accent: tokens.accentColor },
          background: { default: dark.background, paper: dark.paper },
          text: { primary: dark.textPrimary, secondary: dark.textSecondary },
          divider: dark.divider,
        },
      },
    },
    typography: {
      fontFamily: bodyFont,
      h1: { ...heading, fontSize: '2.75rem', lineHeight: 1.1, letterSpacing: '-0.025em' },
      h2: { ...heading, fontSize: '2rem', lineHeight: 1.2, letterSpacing: '-0.02em' },
      h3: { ...heading, fontSize: '1.5rem', lineHeight: 1.3, letterSpacing: '-0.01em' },
      h4: { ...heading, fontSize: '1.25rem', lineHeight: 1.35, fontWeight: 600 },
      h5: { ...heading, fontSize: '1.125rem', lineHeight: 1.4, fontWeight: 600 },
      h6: { ...heading, fontSize: '1rem', lineHeight: 1.5, fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      button: { fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: componentOverrides(options.linkComponent),
  });
}
