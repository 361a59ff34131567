// Branding is a domain type (one source of truth); re-exported so theme users need one import.
export type { Branding } from '@app/domain';
export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { AA_CONTRAST, contrastTextFor, paletteColorFrom, readableOn } from './color';
export { type CreateAppThemeOptions, createAppTheme, resolveBranding } from './createAppTheme';
export { defaultTokens, fontStack, type ThemeTokens } from './tokens';
