import { type Branding, DEFAULT_THEME } from '@app/domain';

/**
 * The design tokens the theme is built from: organization branding (spec section 3) with every field filled.
 * Custom CSS is not a token; it is applied beside the theme.
 */
export type ThemeTokens = Required<Omit<Branding, 'customCSS'>>;

/** The product's default design tokens (spec section 9: primary #3B82F6, font Inter). */
export const defaultTokens: ThemeTokens = {
  primaryColor: DEFAULT_THEME.primaryColor,
  primaryDarkColor: '#1D4ED8',
  primaryLightColor: '#93C5FD',
  secondaryColor: '#7C3AED',
  accentColor: '#0EA5E9',
  primaryFont: DEFAULT_THEME.fontFamily,
  headingFont: DEFAULT_THEME.fontFamily,
};

/** Neutral surfaces and text shared by both colour schemes; chosen so body text passes WCAG AA on them. */
export const neutralTokens = {
  light: {
    background: '#F8FAFC',
    paper: '#FFFFFF',
    textPrimary: '#0F172A',
    textSecondary: '#475569',
    divider: '#E2E8F0',
  },
  dark: {
    background: '#0B1120',
    paper: '#111827',
    textPrimary: '#F1F5F9',
    textSecondary: '#A3B1C6',
    divider: '#1F2A3C',
  },
} as const;

/** Status colours (errors, warnings, information, success); made AA-safe per scheme like the brand colours. */
export const statusTokens = {
  error: '#DC2626',
  warning: '#D97706',
  info: '#0284C7',
  success: '#16A34A',
} as const;

/**
 * The name of the local font sized to Inter's metrics (size-adjust, ascent/descent overrides over Arial or its
 * metric twin Liberation Sans), declared by the web app's index.html: it stands in until Inter has loaded.
 */
export const INTER_FALLBACK_FAMILY = 'Inter Fallback';

/** System sans-serif fonts behind every branded font, so text renders at once and offline. */
export const FALLBACK_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** System serif fonts behind a branded serif font (a heading font such as Georgia or Merriweather). */
export const SERIF_FONT_STACK = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, "DejaVu Serif", serif';

/** System monospace fonts behind a branded monospace font. */
export const MONOSPACE_FONT_STACK =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
]);

const LAST_RESORT_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy']);

// Only letters, digits, spaces, hyphens, underscores and dots: a family name can never close the declaration
// it is written into, nor load anything. Fonts come from the app (Inter) or the system; never from a CDN.
const SAFE_FAMILY = /^[\p{L}\p{N} _.-]+$/u;
const SERIF_HINT =
  /serif|georgia|times|garamond|merriweather|playfair|lora|baskerville|cambria|palatino|didot|bodoni/i;
const MONOSPACE_HINT = /mono|courier|consolas|menlo|code/i;

/** The family names of a CSS font list, unquoted and trimmed; unsafe names are dropped. */
export function fontFamilies(font: string): string[] {
  return font
    .split(',')
    .map((family) =>
      family
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .trim(),
    )
    .filter((family) => family !== '' && SAFE_FAMILY.test(family));
}

function fallbackFor(families: string[]): string {
  const generics = families.map((family) => family.toLowerCase());
  if (generics.includes('monospace') || generics.includes('ui-monospace')) return MONOSPACE_FONT_STACK;
  if (generics.includes('serif') || generics.includes('ui-serif')) return SERIF_FONT_STACK;
  if (generics.includes('sans-serif') || generics.includes('system-ui')) return FALLBACK_FONT_STACK;
  const first = families[0] ?? '';
  if (MONOSPACE_HINT.test(first)) return MONOSPACE_FONT_STACK;
  if (SERIF_HINT.test(first) && !/sans/i.test(first)) return SERIF_FONT_STACK;
  return FALLBACK_FONT_STACK;
}

/**
 * A CSS font-family list with the branded font first and a system stack of the same kind (sans-serif, serif or
 * monospace) behind it. A list ("Poppins, sans-serif") is accepted; names that could inject CSS are dropped.
 */
export function fontStack(font: string): string {
  const families = fontFamilies(font);
  const seen = new Set<string>();
  const list: string[] = [];
  // Inter is followed by its metric-matched local stand-in (the @font-face "Inter Fallback" in the web app's
  // index.html), so text laid out before the font arrives keeps its place when it does.
  const withStandIns = families.flatMap((family) =>
    family.toLowerCase() === 'inter' ? [family, INTER_FALLBACK_FAMILY] : [family],
  );
  for (const family of [...withStandIns, ...fontFamilies(fallbackFor(families))]) {
    const key = family.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(GENERIC_FAMILIES.has(key) || !/[\s.]/.test(family) ? family : `"${family}"`);
  }
  // A final generic family ends the list: anything after it would never be used.
  const isLast = (family: string) => LAST_RESORT_FAMILIES.has(family.toLowerCase());
  return [...list.filter((family) => !isLast(family)), ...list.filter(isLast)].join(', ');
}
