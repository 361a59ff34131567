import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA contrast for normal-size text. */
export const AA_CONTRAST = 4.5;

/**
 * The text colours a filled surface can carry: white, the near-black ink of the product, and pure black for the
 * few mid-tones on which neither reaches AA (white or black always does: at least 4.58:1).
 */
export const TEXT_ON_COLOR = { light: '#FFFFFF', dark: '#0B1120', black: '#000000' } as const;

function isDark(color: string): boolean {
  return getContrastRatio(color, '#000') < getContrastRatio(color, '#fff');
}

/**
 * Moves `color` towards black (on light backgrounds) or white (on dark ones) in small steps until it reaches
 * `target` contrast against `background`. Branding colours are chosen for looks; text and controls drawn in
 * them still have to be readable.
 */
export function readableOn(color: string, background: string, target = AA_CONTRAST): string {
  const backgroundIsDark = isDark(background);
  let shade = color;
  for (let step = 1; step <= 20 && getContrastRatio(shade, background) < target; step += 1) {
    shade = backgroundIsDark ? lighten(color, step * 0.05) : darken(color, step * 0.05);
  }
  return shade;
}

/** White or near-black, whichever reads better on `background`; pure black when neither reaches AA. */
export function contrastTextFor(background: string): string {
  const onWhite = getContrastRatio(background, TEXT_ON_COLOR.light);
  const onInk = getContrastRatio(background, TEXT_ON_COLOR.dark);
  if (Math.max(onWhite, onInk) >= AA_CONTRAST)
    return onWhite >= onInk ? TEXT_ON_COLOR.light : TEXT_ON_COLOR.dark;
  return onWhite >= getContrastRatio(background, TEXT_ON_COLOR.black)
    ? TEXT_ON_COLOR.light
    : TEXT_ON_COLOR.black;
}

/**
 * `color` as a filled surface that carries `text` at AA: moved away from the text colour in small steps. The hue
 * stays; only lightness changes.
 */
export function fillFor(color: string, text: string, target = AA_CONTRAST): string {
  const towardsDark = !isDark(text);
  let shade = color;
  for (let step = 1; step <= 20 && getContrastRatio(shade, text) < target; step += 1) {
    shade = towardsDark ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return shade;
}

/** A filled surface and the text drawn on it; the pair always meets WCAG AA. */
export interface ColorOnText {
  color: string;
  contrastText: string;
}

/** One colour as a filled surface with its readable text: the text that reads better, then the fill nudged to AA. */
export function surfaceWithText(color: string): ColorOnText {
  const contrastText = contrastTextFor(color);
  return { color: fillFor(color, contrastText), contrastText };
}

/** What {@link paletteColorFrom} takes besides the brand colour. */
export interface PaletteColorShades {
  /** A darker shade the organization chose; derived from the main colour when missing. */
  dark?: string;
  /** A lighter shade the organization chose; derived from the main colour when missing. */
  light?: string;
}

/**
 * A palette colour from one brand colour for a surface: `main` is readable on the surface (text, outlines) and
 * carries readable text itself (filled buttons); `dark` (hover of filled buttons) carries the same text at AA
 * too, so a branded button passes AA whatever colour was picked. Given shades are kept when they pass, and
 * nudged in lightness when they do not.
 */
export function paletteColorFrom(brand: string, surface: string, shades: PaletteColorShades = {}) {
  const surfaceIsDark = isDark(surface);
  let main = readableOn(brand, surface);
  // A mid-tone can be readable on the surface yet carry neither white nor ink text at AA; push it further.
  for (let step = 1; step <= 10 && getContrastRatio(main, contrastTextFor(main)) < AA_CONTRAST; step += 1) {
    main = surfaceIsDark ? lighten(main, 0.05) : darken(main, 0.05);
  }
  const contrastText = contrastTextFor(main);
  // On a dark surface "dark" is the hover shade too, so it moves away from the text rather than towards black.
  const derivedDark = contrastText === TEXT_ON_COLOR.light ? darken(main, 0.2) : lighten(main, 0.2);
  const dark = fillFor(shades.dark ?? derivedDark, contrastText);
  const light = shades.light ?? (surfaceIsDark ? lighten(main, 0.35) : lighten(main, 0.45));
  return { main, light, dark, contrastText };
}
