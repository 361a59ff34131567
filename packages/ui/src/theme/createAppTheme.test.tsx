import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { decomposeColor, getContrastRatio, rgbToHex } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from './AppThemeProvider';
import { AA_CONTRAST, contrastTextFor } from './color';
import { createAppTheme, resolveBranding } from './createAppTheme';
import { defaultTokens, fontStack } from './tokens';

// Stands in for the app's router link: marks what it renders so the test can see it was used.
function RouterLink({
  href,
  ...rest
}: {
  href: string;
  children?: React.ReactNode;
  ref?: React.Ref<HTMLAnchorElement>;
}) {
  return <a href={href} data-router="yes" {...rest} />;
}

// Very light, very dark, saturated mid-tones and the greys in between: the colours that break naive palettes.
const BRAND_COLORS = [
  '#3B82F6',
  '#FFFFFF',
  '#FEF9C3',
  '#FACC15',
  '#22C55E',
  '#10B981',
  '#F97316',
  '#F472B6',
  '#7C3AED',
  '#777777',
  '#111827',
  '#0A0A0A',
  '#000000',
];

function hue(color: string): number {
  const [r = 0, g = 0, b = 0] = decomposeColor(color).values.map((part) => part / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

describe('createAppTheme', () => {
  it('starts from the default tokens: primary #3B82F6 and Inter', () => {
    expect(defaultTokens.primaryColor).toBe('#3B82F6');
    expect(defaultTokens.primaryFont).toBe('Inter');
    const theme = createAppTheme();
    expect(theme.palette.brand.main).toBe('#3B82F6');
    expect(theme.typography.fontFamily).toMatch(/^Inter, /);
  });

  it.each(BRAND_COLORS)('keeps %s at WCAG AA for text, buttons and hover in both schemes', (primaryColor) => {
    const theme = createAppTheme({ branding: { primaryColor, secondaryColor: primaryColor } });
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const { main, dark, contrastText } = palette[name];
        const label = `${primaryColor} ${scheme} ${name}`;
        // Filled buttons, and their hover (MUI paints `dark` under the same text).
        expect(getContrastRatio(main, contrastText), `${label} button`).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(getContrastRatio(dark, contrastText), `${label} hover`).toBeGreaterThanOrEqual(AA_CONTRAST);
        // Text buttons, links and outlines on cards and on the page.
        for (const surface of [palette.background.paper, palette.background.default]) {
          expect(getContrastRatio(main, surface), `${label} text`).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
      const { brand } = palette;
      expect(getContrastRatio(brand.main, brand.contrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrastRatio(brand.light, brand.lightContrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrastRatio(brand.dark, brand.darkContrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrastRatio(brand.accent, brand.accentContrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
      for (const text of [palette.text.primary, palette.text.secondary]) {
        expect(getContrastRatio(text, palette.background.paper)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(getContrastRatio(text, palette.background.default)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });

  it('picks white, ink or black text so that any colour carries AA text', () => {
    for (let level = 0; level <= 255; level += 5) {
      const grey = rgbToHex(`rgb(${level}, ${level}, ${level})`);
      expect(getContrastRatio(grey, contrastTextFor(grey)), grey).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('derives the missing shades, secondary and accent from the one primary colour', () => {
    const tokens = resolveBranding({ primaryColor: '#10B981' });
    for (const shade of [tokens.primaryDarkColor, tokens.primaryLightColor, tokens.secondaryColor]) {
      expect(Math.abs(hue(shade) - hue('#10B981'))).toBeLessThan(3);
    }
    expect(getContrastRatio(tokens.primaryDarkColor, '#FFFFFF')).toBeGreaterThan(
      getContrastRatio('#10B981', '#FFFFFF'),
    );
    expect(getContrastRatio(tokens.primaryLightColor, '#FFFFFF')).toBeLessThan(
      getContrastRatio('#10B981', '#FFFFFF'),
    );
    expect(tokens.accentColor).toBe('#10B981');
    expect(createAppTheme({ branding: { primaryColor: '#10B981' } }).palette.brand).toMatchObject({
      main: '#10B981',
      dark: tokens.primaryDarkColor,
      light: tokens.primaryLightColor,
    });
  });

  it('keeps the shades an organization configured when they pass AA', () => {
    const theme = createAppTheme({
      branding: { primaryColor: '#047857', primaryDarkColor: '#064E3B', primaryLightColor: '#A7F3D0' },
    });
    const { primary, brand } = theme.colorSchemes.light!.palette;
    expect(primary).toMatchObject({
      main: '#047857',
      dark: '#064E3B',
      light: '#A7F3D0',
      contrastText: '#FFFFFF',
    });
    expect(brand).toMatchObject({ dark: '#064E3B', light: '#A7F3D0', lightContrastText: '#0B1120' });
  });

  it('falls back to the defaults for blank or unreadable branding fields', () => {
    expect(resolveBranding({ primaryColor: '  ', primaryFont: 'Roboto' })).toMatchObject({
      primaryColor: '#3B82F6',
      primaryDarkColor: '#1D4ED8',
      primaryFont: 'Roboto',
    });
    expect(resolveBranding({ primaryColor: 'red; } body {', accentColor: 'rgb(0,0,0)' })).toMatchObject({
      primaryColor: '#3B82F6',
      accentColor: defaultTokens.accentColor,
    });
  });

  it('sets the body in primaryFont and h1-h6 in headingFont, each with system fallbacks', () => {
    const theme = createAppTheme({ branding: { primaryFont: 'Open Sans', headingFont: 'Georgia' } });
    expect(theme.typography.fontFamily).toMatch(/^"Open Sans", system-ui, .*sans-serif$/);
    for (const variant of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
      expect(theme.typography[variant].fontFamily).toMatch(/^Georgia, ui-serif, .*serif$/);
    }
    expect(theme.typography.body1.fontFamily).toBe(theme.typography.fontFamily);
  });

  it('never lets a font name write CSS, and keeps generic families last', () => {
    expect(fontStack('Inter; } body { display: none')).not.toMatch(/[;{}]/);
    expect(fontStack('x"); background: url(https://evil.example/')).not.toMatch(/url|\(/);
    expect(fontStack('Poppins, serif')).toMatch(/^Poppins, ui-serif, .*, serif$/);
    expect(fontStack('"Fira Code"')).toMatch(/^"Fira Code", ui-monospace, .*monospace$/);
    expect(fontStack('')).toMatch(/^system-ui, .*sans-serif$/);
  });

  it('starts in the scheme it is asked for', () => {
    expect(createAppTheme().palette.mode).toBe('light');
    expect(createAppTheme({ mode: 'dark' }).palette.mode).toBe('dark');
    expect(createAppTheme({ mode: 'dark' }).palette.background.default).toBe('#0B1120');
  });

  it('routes links and link-buttons through the given link component', () => {
    render(
      <AppThemeProvider theme={createAppTheme({ linkComponent: RouterLink })}>
        <Link href="/terms">Terms</Link>
        <Button href="/auth/login">Sign in</Button>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('data-router', 'yes');
  });
});
