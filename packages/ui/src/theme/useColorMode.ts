import { useColorScheme } from '@mui/material/styles';
import { useCallback, useMemo } from 'react';
import type { ColorScheme } from './createAppTheme';

/** The colour mode a visitor picks, stored as is under `darkMode`: a scheme, or whatever the system prefers. */
export type ColorMode = 'light' | 'dark' | 'system';

export interface ColorModeControls {
  /** The picked mode. */
  mode: ColorMode;
  /** The scheme on screen: `mode`, with 'system' resolved to the system's preference. */
  colorScheme: ColorScheme;
  /** Picks a mode; it is remembered on this device. */
  setMode: (mode: ColorMode) => void;
  /** Switches to the other scheme than the one on screen (a 'system' choice becomes explicit). */
  toggle: () => void;
}

/**
 * Dark mode control (spec 4.8) for a toggle or a settings screen; must be used under `BrandingProvider` or
 * `AppThemeProvider`, which keep the choice under the `darkMode` key.
 */
export function useColorMode(): ColorModeControls {
  const { mode, systemMode, setMode } = useColorScheme();
  const current: ColorMode = mode ?? 'light';
  const colorScheme: ColorScheme = (current === 'system' ? systemMode : current) ?? 'light';
  const toggle = useCallback(
    () => setMode(colorScheme === 'dark' ? 'light' : 'dark'),
    [colorScheme, setMode],
  );
  return useMemo(
    () => ({ mode: current, colorScheme, setMode, toggle }),
    [current, colorScheme, setMode, toggle],
  );
}
