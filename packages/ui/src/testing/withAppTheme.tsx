import { CURRENCIES, CURRENCY_SYMBOLS, type Currency, DEFAULT_CURRENCY } from '@app/domain';
import { useColorScheme } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import type * as React from 'react';
import { useLayoutEffect, useMemo } from 'react';
import { AppThemeProvider, BrandingScope, createAppTheme } from '../theme';
import { type BrandingPresetName, brandingPresetFor, brandingPresets } from './brandingPresets';
import { StoryCurrencyContext, storyCurrencyFor } from './storyCurrency';

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
  currency: {
    description: 'Currency amounts are shown in (read with useStoryCurrency)',
    toolbar: {
      title: 'Currency',
      icon: 'credit',
      items: CURRENCIES.map((currency) => ({
        value: currency,
        title: `${currency} (${CURRENCY_SYMBOLS[currency]})`,
      })),
      dynamicTitle: true,
    },
  },
};

export const themeInitialGlobals: {
  colorMode: StoryColorMode;
  branding: BrandingPresetName;
  currency: Currency;
} = {
  colorMode: 'light',
  branding: 'default',
  currency: DEFAULT_CURRENCY,
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
  /** The currency {@link useStoryCurrency} returns inside; the default currency when left out. */
  currency?: Currency;
  children?: React.ReactNode;
}

/**
 * The product theme around a story, in the given colour mode and branding preset (with the preset's custom
 * CSS, scoped like in the app), and the toolbar currency for {@link useStoryCurrency}.
 */
export function StoryTheme({ mode, branding, currency = DEFAULT_CURRENCY, children }: StoryThemeProps) {
  const preset = brandingPresetFor(branding);
  const theme = useMemo(() => createAppTheme({ branding: preset.branding }), [preset]);
  return (
    <AppThemeProvider theme={theme} defaultMode={mode} modeStorageKey={STORY_MODE_STORAGE_KEY}>
      <ColorModeSync mode={mode} />
      <StoryCurrencyContext.Provider value={currency}>
        <BrandingScope customCSS={preset.branding.customCSS}>{children}</BrandingScope>
      </StoryCurrencyContext.Provider>
    </AppThemeProvider>
  );
}

/**
 * Story decorator: wraps the story in `AppThemeProvider` with `createAppTheme({ branding })`, following the
 * 'Colour mode', 'Branding' and 'Currency' toolbar globals. A story that renders its own theme provider (such
 * as `BrandingProvider`) sets `parameters.appTheme: 'provided'` and is left as it is.
 */
export const withAppTheme: Decorator = (Story, context) => {
  if (context.parameters.appTheme === 'provided') return <Story />;
  const mode: StoryColorMode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  return (
    <StoryTheme
      mode={mode}
      branding={context.globals.branding ?? 'default'}
      currency={storyCurrencyFor(context.globals.currency)}
    >
      <Story />
    </StoryTheme>
  );
};
