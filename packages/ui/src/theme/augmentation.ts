// Type-only module augmentation, declared once: `theme.vars` is always present (CSS-variables theme) and the
// palette carries the organization's own colours next to the contrast-safe `primary`.
// A reference, not an `import type {}`: an empty type import is dropped from the emitted .d.ts, and the web app
// and the packed package read the declarations; `preserve` keeps the directive there.
/// <reference types="@mui/material/themeCssVarsAugmentation" preserve="true" />

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

// A module (not a script), so the block above augments @mui/material/styles instead of replacing it.
export {};
