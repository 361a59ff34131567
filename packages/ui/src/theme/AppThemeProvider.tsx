import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type * as React from 'react';
import { useMemo } from 'react';
import { createAppTheme } from './createAppTheme';
import type { ColorMode } from './useColorMode';

export interface AppThemeProviderProps {
  /** A theme from {@link createAppTheme}; the default tokens when left out. */
  theme?: Theme;
  children?: React.ReactNode;
  /** The colour mode used until the visitor picks one. */
  defaultMode?: ColorMode;
  /** The local-storage key that remembers the chosen mode ('light' | 'dark' | 'system'). */
  modeStorageKey?: string;
}

/** Applies the product theme, its light/dark colour schemes and the CSS baseline to everything inside. */
export function AppThemeProvider({
  theme,
  children,
  defaultMode = 'system',
  modeStorageKey,
}: AppThemeProviderProps) {
  const fallback = useMemo(() => (theme ? undefined : createAppTheme()), [theme]);
  return (
    <ThemeProvider
      theme={theme ?? fallback!}
      defaultMode={defaultMode}
      modeStorageKey={modeStorageKey}
      // Client-rendered only: the stored mode is known at the first render, so toggles show it at once.
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
