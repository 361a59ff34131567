export {
  type BrandingPreset,
  type BrandingPresetName,
  brandingPresetFor,
  brandingPresets,
} from './brandingPresets';
export {
  type StoryColorMode,
  StoryTheme,
  type StoryThemeProps,
  themeGlobalTypes,
  themeInitialGlobals,
  withAppTheme,
} from './withAppTheme';
