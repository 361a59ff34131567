export {
  type BrandingPreset,
  type BrandingPresetName,
  brandingPresetFor,
  brandingPresets,
} from './brandingPresets';
export { OverlayFrame, type OverlayFrameProps } from './OverlayFrame';
export {
  measureSidewaysOverflow,
  PHONE_WIDTH,
  phoneViewport,
  type SidewaysOverflow,
} from './phoneViewport';
export { StoryCurrencyContext, storyCurrencyFor, useStoryCurrency } from './storyCurrency';
export {
  type StoryColorMode,
  StoryTheme,
  type StoryThemeProps,
  themeGlobalTypes,
  themeInitialGlobals,
  withAppTheme,
} from './withAppTheme';
