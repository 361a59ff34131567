import { type Branding, STORAGE_KEYS } from '@app/domain';

const BRANDING_KEYS = [
  'primaryColor',
  'primaryDarkColor',
  'primaryLightColor',
  'secondaryColor',
  'accentColor',
  'primaryFont',
  'headingFont',
  'customCSS',
] as const satisfies readonly (keyof Branding)[];

/** Only the branding fields that hold a non-blank string; null when none does (the default look). */
export function brandingFields(value: unknown): Partial<Branding> | null {
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const branding: Partial<Branding> = {};
  for (const key of BRANDING_KEYS) {
    const field = source[key];
    if (typeof field === 'string' && field.trim() !== '') branding[key] = field;
  }
  return Object.keys(branding).length > 0 ? branding : null;
}

/**
 * The branding last applied on this device (local storage `userTheme`), or null for the default look. A
 * `UserTheme` (`{ primaryColor, fontFamily }`) reads as branding too. Unreadable storage counts as nothing stored.
 */
export function readStoredBranding(key: string = STORAGE_KEYS.userTheme): Partial<Branding> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const fontFamily = (parsed as { fontFamily?: unknown } | null)?.fontFamily;
    const branding = brandingFields(parsed);
    if (branding && !branding.primaryFont && typeof fontFamily === 'string' && fontFamily.trim() !== '') {
      branding.primaryFont = fontFamily;
    }
    return branding;
  } catch {
    return null;
  }
}

/**
 * Remembers the applied branding under `userTheme` so the next visit starts in it (no flash of the default
 * colours), or forgets it for the default look. The stored object also carries `fontFamily`, so it reads as the
 * domain's `UserTheme` as well.
 */
export function storeBranding(
  branding: Partial<Branding> | null,
  key: string = STORAGE_KEYS.userTheme,
): void {
  try {
    const fields = brandingFields(branding);
    if (!fields) {
      window.localStorage.removeItem(key);
      return;
    }
    const value = fields.primaryFont ? { ...fields, fontFamily: fields.primaryFont } : fields;
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or blocked (privacy modes): the branding still applies, it is just not remembered.
  }
}
