import type { Theme, ThemeOptions } from '@mui/material/styles';
import type * as React from 'react';

type Components = NonNullable<ThemeOptions['components']>;

// A visible focus ring for keyboard users on every interactive surface, in the theme's own colour.
const focusRing = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focusVisible, &:focus-visible': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
});

/** Component defaults and overrides, by category. Every colour comes from the theme, never from a token. */
export function componentOverrides(linkComponent?: React.ElementType): Components {
  return {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        // Anchored headings (table of contents) should not hide under the sticky app bar.
        '[id]': { scrollMarginTop: 88 },
      },
    },
    // Inputs and navigation
    MuiButtonBase: {
      defaultProps: linkComponent ? { LinkComponent: linkComponent } : {},
      styleOverrides: { root: focusRing },
    },
    MuiButton: {
      // The focus ripple washes the label out below AA contrast; the theme's focus ring shows focus instead.
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: {
        root: ({ theme }) => ({
          textTransform: 'none',
          fontWeight: 600,
          borderRadius: theme.shape.borderRadius,
        }),
        sizeLarge: { paddingInline: 22, paddingBlock: 10, fontSize: '1rem' },
      },
    },
    MuiIconButton: { styleOverrides: { root: focusRing } },
    MuiLink: {
      defaultProps: {
        underline: 'hover',
        ...(linkComponent ? { component: linkComponent } : {}),
      },
      styleOverrides: {
        root: ({ theme }) => ({
          fontWeight: 500,
          borderRadius: 2,
          '&:focus-visible': {
            outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    // Surfaces
    MuiPaper: {
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: Number(theme.shape.borderRadius) * 1.5,
          borderColor: (theme.vars || theme).palette.divider,
        }),
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: (theme.vars || theme).palette.background.paper,
          borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
        }),
      },
    },
    MuiDrawer: {
      styleOverrides: {
        paper: ({ theme }) => ({ backgroundColor: (theme.vars || theme).palette.background.paper }),
      },
    },
    // Inputs: a field's help stays readable (WCAG AA) while its form is busy; the disabled grey is for controls.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: (theme.vars || theme).palette.text.secondary } }),
      },
    },
    // Data display
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem' } } },
    // Feedback
    MuiCircularProgress: { defaultProps: { disableShrink: false } },
  };
}
