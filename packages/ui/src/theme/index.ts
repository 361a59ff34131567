// Branding is a domain type (one source of truth); re-exported so theme users need one import.
export type { Branding } from '@app/domain';
export { BrandingProvider, type BrandingProviderProps } from '../components/BrandingProvider';
export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { BrandingScope, type BrandingScopeProps } from './BrandingScope';
export { readStoredBranding, storeBranding } from './brandingStorage';
export {
  AA_CONTRAST,
  type ColorOnText,
  contrastTextFor,
  fillFor,
  type PaletteColorShades,
  paletteColorFrom,
  readableOn,
  surfaceWithText,
  TEXT_ON_COLOR,
} from './color';
export {
  type ColorScheme,
  type CreateAppThemeOptions,
  createAppTheme,
  resolveBranding,
} from './createAppTheme';
export { BRANDING_SCOPE_ATTRIBUTE, BRANDING_SCOPE_SELECTOR, sanitizeCustomCSS } from './customCss';
export {
  defaultTokens,
  FALLBACK_FONT_STACK,
  fontFamilies,
  fontStack,
  MONOSPACE_FONT_STACK,
  neutralTokens,
  SERIF_FONT_STACK,
  statusTokens,
  type ThemeTokens,
} from './tokens';
export { type ColorMode, type ColorModeControls, useColorMode } from './useColorMode';
