// Type-only module augmentation, declared once: `theme.vars` is always present (CSS-variables theme) and the
// palette carries the organization's own colours next to the contrast-safe `primary`.
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/material/styles' {
  interface BrandPalette {
    /** The organization's colour exactly as configured; decoration, or a fill under `contrastText`. */
    main: string;
    /** Text and icons drawn on `main`; meets WCAG AA on it. */
    contrastText: string;
    /** The organization's lighter shade (derived from `main` when not configured). */
    light: string;
    /** Text and icons drawn on `light`; meets WCAG AA on it. */
    lightContrastText: string;
    /** The organization's darker shade (derived from `main` when not configured). */
    dark: string;
    /** Text and icons drawn on `dark`; meets WCAG AA on it. */
    darkContrastText: string;
    /** The organization's accent colour; decoration, or a fill under `accentContrastText`. */
    accent: string;
    /** Text and icons drawn on `accent`; meets WCAG AA on it. */
    accentContrastText: string;
  }
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}
