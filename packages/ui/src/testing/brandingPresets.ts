import type { Branding } from '../theme';

/** A named organization branding that stories can be previewed in from the Storybook toolbar. */
export interface BrandingPreset {
  /** The name shown in the toolbar menu. */
  label: string;
  /** Branding fed to `createAppTheme`; fields left out are derived from the primary colour or the defaults. */
  branding: Partial<Branding>;
}

/**
 * Branding presets offered by the Storybook 'Branding' toolbar. `default` is the product's own look
 * (primary #3B82F6, Inter); the others are organizations chosen to stress the theme: a full palette, a single
 * colour with everything derived (and custom CSS), two colours, a near-black brand with a serif heading font
 * that needs no download, and a very light brand colour. Add an entry to preview every story in another one.
 */
export const brandingPresets = {
  default: { label: 'Default', branding: {} },
  emerald: {
    label: 'Emerald (full palette)',
    branding: {
      primaryColor: '#059669',
      primaryDarkColor: '#065F46',
      primaryLightColor: '#A7F3D0',
      secondaryColor: '#0F766E',
      accentColor: '#F59E0B',
    },
  },
  orange: {
    label: 'Orange (one colour, custom CSS)',
    branding: {
      primaryColor: '#F97316',
      customCSS: '.MuiButton-root, .MuiChip-root { border-radius: 999px; }',
    },
  },
  purple: {
    label: 'Purple',
    branding: { primaryColor: '#7C3AED', secondaryColor: '#DB2777', accentColor: '#A78BFA' },
  },
  midnight: {
    label: 'Midnight (near-black, serif headings)',
    branding: {
      primaryColor: '#111111',
      accentColor: '#EAB308',
      // Georgia, else the system serif (DejaVu/Liberation Serif on Linux): always there, nothing to download.
      headingFont: 'Georgia',
    },
  },
  sunshine: {
    label: 'Sunshine (very light)',
    branding: { primaryColor: '#FDE047', secondaryColor: '#0EA5E9' },
  },
} satisfies Record<string, BrandingPreset>;

export type BrandingPresetName = keyof typeof brandingPresets;

/** The preset for a toolbar value, falling back to `default` for an unknown or missing name. */
export function brandingPresetFor(name: unknown): BrandingPreset {
  const presets: Record<string, BrandingPreset> = brandingPresets;
  return (typeof name === 'string' ? presets[name] : undefined) ?? brandingPresets.default;
}
