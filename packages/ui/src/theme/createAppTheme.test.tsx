import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from './AppThemeProvider';
import { createAppTheme, resolveBranding } from './createAppTheme';
import { defaultTokens } from './tokens';

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

describe('createAppTheme', () => {
  it('starts from the default tokens: primary #3B82F6 and Inter', () => {
    expect(defaultTokens.primaryColor).toBe('#3B82F6');
    expect(defaultTokens.primaryFont).toBe('Inter');
    const theme = createAppTheme();
    expect(theme.palette.brand.main).toBe('#3B82F6');
    expect(theme.typography.fontFamily).toMatch(/^Inter, /);
  });

  it('keeps primary text and filled buttons at WCAG AA in both colour schemes', () => {
    for (const primaryColor of ['#3B82F6', '#FACC15', '#22C55E', '#111827', '#F472B6']) {
      const theme = createAppTheme({ branding: { primaryColor } });
      for (const scheme of ['light', 'dark'] as const) {
        const palette = theme.colorSchemes[scheme]!.palette;
        const { main, contrastText } = palette.primary;
        expect(
          getContrastRatio(main, contrastText),
          `${primaryColor} ${scheme} button`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          getContrastRatio(main, palette.background.paper),
          `${primaryColor} ${scheme} text`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(palette.text.secondary, palette.background.default)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('falls back to the defaults for blank branding fields', () => {
    expect(resolveBranding({ primaryColor: '  ', primaryFont: 'Roboto' })).toMatchObject({
      primaryColor: '#3B82F6',
      primaryFont: 'Roboto',
    });
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
