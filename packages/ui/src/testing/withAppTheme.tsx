import { useColorScheme } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import type * as React from 'react';
import { useLayoutEffect, useMemo } from 'react';
import { AppThemeProvider, createAppTheme } from '../theme';
import { type BrandingPresetName, brandingPresetFor, brandingPresets } from './brandingPresets';

export type StoryColorMode = 'light' | 'dark';

/** The Storybook globals the theme decorator reads, with the toolbar that sets each one. */
export const themeGlobalTypes: NonNullable<Preview['globalTypes']> = {
  colorMode: {
    description: 'Colour mode of the app theme',
    toolbar: {
      title: 'Colour mode',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  branding: {
    description: 'Organization branding preset',
    toolbar: {
      title: 'Branding',
      icon: 'paintbrush',
      items: Object.entries(brandingPresets).map(([value, preset]) => ({ value, title: preset.label })),
      dynamicTitle: true,
    },
  },
};

export const themeInitialGlobals: { colorMode: StoryColorMode; branding: BrandingPresetName } = {
  colorMode: 'light',
  branding: 'default',
};

// Storybook keeps its own remembered mode so that previewing a story never changes the app's saved choice.
const STORY_MODE_STORAGE_KEY = 'storybook-color-mode';

function ColorModeSync({ mode }: { mode: StoryColorMode }) {
  const { setMode } = useColorScheme();
  // Layout effect: the mode is applied before the story paints, so neither the eye nor axe sees the other one.
  useLayoutEffect(() => {
    setMode(mode);
  }, [mode, setMode]);
  return null;
}

export interface StoryThemeProps {
  mode: StoryColorMode;
  /** A key of {@link brandingPresets}; an unknown name falls back to `default`. */
  branding: string;
  children?: React.ReactNode;
}

/** The product theme around a story, in the given colour mode and branding preset. */
export function StoryTheme({ mode, branding, children }: StoryThemeProps) {
  const theme = useMemo(() => createAppTheme({ branding: brandingPresetFor(branding).branding }), [branding]);
  return (
    <AppThemeProvider theme={theme} defaultMode={mode} modeStorageKey={STORY_MODE_STORAGE_KEY}>
      <ColorModeSync mode={mode} />
      {children}
    </AppThemeProvider>
  );
}

/**
 * Story decorator: wraps the story in `AppThemeProvider` with `createAppTheme({ branding })`, following the
 * 'Colour mode' and 'Branding' toolbar globals.
 */
export const withAppTheme: Decorator = (Story, context) => {
  const mode: StoryColorMode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  return (
    <StoryTheme mode={mode} branding={context.globals.branding ?? 'default'}>
      <Story />
    </StoryTheme>
  );
};
