import './augmentation';
import type { Branding } from '@app/domain';
import { createTheme, darken, lighten, type Palette, rgbToHex, type Theme } from '@mui/material/styles';
import type * as React from 'react';
import { AA_CONTRAST, paletteColorFrom, surfaceWithText } from './color';
import { componentOverrides } from './components';
import { defaultTokens, fontStack, neutralTokens, statusTokens, type ThemeTokens } from './tokens';

/** A colour scheme of the theme. */
export type ColorScheme = 'light' | 'dark';

export interface CreateAppThemeOptions {
  /**
   * Organization branding (spec section 3); missing or blank fields are derived from `primaryColor`, or fall
   * back to {@link defaultTokens}. `customCSS` is not part of the theme: {@link BrandingProvider} applies it.
   */
  branding?: Partial<Branding> | null;
  /**
   * The scheme the theme starts in (its `palette`, and the CSS variables on `:root`); both schemes are always
   * built and switched with a class on `<html>`. Defaults to 'light'.
   */
  mode?: ColorScheme;
  /**
   * The component MUI links and link-buttons render, so the app can route `href`s through its router without
   * the design system depending on one.
   */
  linkComponent?: React.ElementType;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function brandValue(
  branding: Partial<Branding> | null | undefined,
  key: keyof ThemeTokens,
): string | undefined {
  const value = branding?.[key];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // A colour the colour maths cannot read would throw; it counts as missing.
  if (key.endsWith('Color') && !HEX_COLOR.test(value.trim())) return undefined;
  return value.trim();
}

/**
 * Branding with every field filled. When the organization set a primary colour, its missing shades come from
 * that colour (darker, lighter), a missing secondary is its dark shade and a missing accent the colour itself,
 * so one colour is enough for a consistent palette. Without a primary colour the defaults apply.
 */
export function resolveBranding(branding: Partial<Branding> | null = {}): ThemeTokens {
  const primary = brandValue(branding, 'primaryColor');
  // Derived shades are written as hex like configured ones, so they can be stored and shown as they are.
  const darker = (color: string) => rgbToHex(darken(color, 0.3)).toUpperCase();
  const lighter = (color: string) => rgbToHex(lighten(color, 0.55)).toUpperCase();
  const derived: ThemeTokens = primary
    ? {
        ...defaultTokens,
        primaryColor: primary,
        primaryDarkColor: darker(primary),
        primaryLightColor: lighter(primary),
        secondaryColor: brandValue(branding, 'primaryDarkColor') ?? darker(primary),
        accentColor: primary,
      }
    : { ...defaultTokens };
  const resolved: ThemeTokens = { ...derived };
  for (const key of Object.keys(defaultTokens) as (keyof ThemeTokens)[]) {
    resolved[key] = brandValue(branding, key) ?? derived[key];
  }
  return resolved;
}

function brandPalette(tokens: ThemeTokens): Palette['brand'] {
  const main = surfaceWithText(tokens.primaryColor);
  const light = surfaceWithText(tokens.primaryLightColor);
  const dark = surfaceWithText(tokens.primaryDarkColor);
  const accent = surfaceWithText(tokens.accentColor);
  // The raw colours are kept for decoration; each text colour reads at AA on its (unchanged) colour.
  return {
    main: tokens.primaryColor,
    contrastText: main.contrastText,
    light: tokens.primaryLightColor,
    lightContrastText: light.contrastText,
    dark: tokens.primaryDarkColor,
    darkContrastText: dark.contrastText,
    accent: tokens.accentColor,
    accentContrastText: accent.contrastText,
  };
}

function schemePalette(tokens: ThemeTokens, scheme: ColorScheme) {
  const neutral = neutralTokens[scheme];
  // Text in a brand colour sits on cards (paper) and on the page (background): the lower contrast of the two
  // decides. In the light scheme both are near white; in the dark scheme the paper is the lighter one.
  const surface = scheme === 'light' ? neutral.background : neutral.paper;
  return {
    // MUI picks contrast text for its own colours (avatars, chips with `sx` colours) at the same threshold.
    contrastThreshold: AA_CONTRAST,
    primary: paletteColorFrom(
      tokens.primaryColor,
      surface,
      scheme === 'light' ? { dark: tokens.primaryDarkColor, light: tokens.primaryLightColor } : {},
    ),
    secondary: paletteColorFrom(tokens.secondaryColor, surface),
    error: paletteColorFrom(statusTokens.error, surface),
    warning: paletteColorFrom(statusTokens.warning, surface),
    info: paletteColorFrom(statusTokens.info, surface),
    success: paletteColorFrom(statusTokens.success, surface),
    brand: brandPalette(tokens),
    background: { default: neutral.background, paper: neutral.paper },
    text: { primary: neutral.textPrimary, secondary: neutral.textSecondary },
    divider: neutral.divider,
  };
}

/**
 * Builds the product theme from organization branding: light and dark colour schemes switched by a class on
 * `<html>`, exposed as CSS variables so a branding change reaches every component at run time. Every colour
 * that carries text or is read as text meets WCAG AA in both schemes, whatever colours were configured; the
 * body uses `primaryFont` and headings `headingFont`, each followed by system fonts of the same kind.
 */
export function createAppTheme(options: CreateAppThemeOptions = {}): Theme {
  const tokens = resolveBranding(options.branding);
  const bodyFont = fontStack(tokens.primaryFont);
  const headingFont = fontStack(tokens.headingFont);
  const heading = { fontFamily: headingFont, fontWeight: 700 } as const;

  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    defaultColorScheme: options.mode ?? 'light',
    colorSchemes: {
      light: { palette: schemePalette(tokens, 'light') },
      dark: { palette: schemePalette(tokens, 'dark') },
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
