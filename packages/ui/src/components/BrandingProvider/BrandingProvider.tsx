import { type Branding, isEnterpriseUser, type RoleSubject, STORAGE_KEYS } from '@app/domain';
import type * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { AppThemeProvider } from '../../theme/AppThemeProvider';
import { BrandingScope } from '../../theme/BrandingScope';
import { brandingFields, readStoredBranding, storeBranding } from '../../theme/brandingStorage';
import { createAppTheme } from '../../theme/createAppTheme';
import type { ColorMode } from '../../theme/useColorMode';

export interface BrandingProviderProps {
  /**
   * The signed-in user: `undefined` while the session is still being checked (the branding stored on this
   * device stays, so a reload starts in it), `null` when signed out.
   */
  user: RoleSubject | null | undefined;
  /**
   * The user's organization branding, applied only when `user` is an enterprise user (spec 4.8). `undefined`:
   * not known yet, the stored branding stays; `null` or empty: the default look.
   */
  branding?: Partial<Branding> | null;
  /** The component MUI links and link-buttons render (the app's router link). */
  linkComponent?: React.ElementType;
  /** The colour mode until the visitor picks one. Defaults to 'light'. */
  defaultMode?: ColorMode;
  /** Where the picked colour mode is kept. Defaults to the spec's `darkMode` key. */
  modeStorageKey?: string;
  /** Where the applied branding is kept. Defaults to the spec's `userTheme` key. */
  themeStorageKey?: string;
  children?: React.ReactNode;
}

/**
 * The product theme for the signed-in user: an enterprise user sees the organization's colours, fonts and
 * custom CSS; everyone else, and everyone after signing out, the default look (spec 4.8). The applied branding
 * is remembered under `userTheme` and used from the first render of the next visit, and the colour mode under
 * `darkMode`, so neither flashes on reload. Use {@link useColorMode} below it for a dark-mode toggle.
 */
export function BrandingProvider({
  user,
  branding,
  linkComponent,
  defaultMode = 'light',
  modeStorageKey = STORAGE_KEYS.darkMode,
  themeStorageKey = STORAGE_KEYS.userTheme,
  children,
}: BrandingProviderProps) {
  const [stored] = useState(() => readStoredBranding(themeStorageKey));
  const sessionKnown = user !== undefined;
  const applied = useMemo(() => {
    if (!sessionKnown) return stored;
    if (!isEnterpriseUser(user)) return null;
    return branding === undefined ? stored : brandingFields(branding);
  }, [sessionKnown, user, branding, stored]);

  // A key rather than the object: a new but equal branding object must not rebuild the theme.
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `appliedKey` stands for `applied`
  const theme = useMemo(
    () => createAppTheme({ branding: applied, linkComponent }),
    [appliedKey, linkComponent],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `appliedKey` stands for `applied`
  useEffect(() => {
    if (sessionKnown) storeBranding(applied, themeStorageKey);
  }, [sessionKnown, appliedKey, themeStorageKey]);

  return (
    <AppThemeProvider theme={theme} defaultMode={defaultMode} modeStorageKey={modeStorageKey}>
      <BrandingScope customCSS={applied?.customCSS}>{children}</BrandingScope>
    </AppThemeProvider>
  );
}
