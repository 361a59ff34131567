// Type-only module augmentation, declared once: `theme.vars` is always present (CSS-variables theme) and the
// palette carries the untouched brand colours for decoration next to the contrast-safe `primary`.
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/material/styles' {
  interface BrandPalette {
    /** The organization's colour exactly as configured; use for decoration, not for text. */
    main: string;
    /** The organization's accent colour; decoration only. */
    accent: string;
  }
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}
