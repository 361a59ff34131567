import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type * as React from 'react';
import { useMemo } from 'react';
import { createAppTheme } from './createAppTheme';

export interface AppThemeProviderProps {
  /** A theme from {@link createAppTheme}; the default tokens when left out. */
  theme?: Theme;
  children?: React.ReactNode;
  /** The colour mode used until the visitor picks one. */
  defaultMode?: 'light' | 'dark' | 'system';
  /** The local-storage key that remembers the chosen mode. */
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
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
