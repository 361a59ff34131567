import type { Branding } from '../theme';

/** A named organization branding that stories can be previewed in from the Storybook toolbar. */
export interface BrandingPreset {
  /** The name shown in the toolbar menu. */
  label: string;
  /** Branding fed to `createAppTheme`; fields left out fall back to the default tokens. */
  branding: Partial<Branding>;
}

/**
 * Branding presets offered by the Storybook 'Branding' toolbar. `default` is the product's own look
 * (primary #3B82F6, Inter); add an entry here to preview every story in another organization's branding.
 */
export const brandingPresets = {
  default: { label: 'Default', branding: {} },
} satisfies Record<string, BrandingPreset>;

export type BrandingPresetName = keyof typeof brandingPresets;

/** The preset for a toolbar value, falling back to `default` for an unknown or missing name. */
export function brandingPresetFor(name: unknown): BrandingPreset {
  const presets: Record<string, BrandingPreset> = brandingPresets;
  return (typeof name === 'string' ? presets[name] : undefined) ?? brandingPresets.default;
}
