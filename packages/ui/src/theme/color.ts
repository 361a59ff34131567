import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA contrast for normal-size text. */
export const AA_CONTRAST = 4.5;

/**
 * Moves `color` towards black (on light backgrounds) or white (on dark ones) in small steps until it reaches
 * `target` contrast against `background`. Branding colours are chosen for looks; text and controls drawn in
 * them still have to be readable.
 */
export function readableOn(color: string, background: string, target = AA_CONTRAST): string {
  const backgroundIsDark = getContrastRatio(background, '#000') < getContrastRatio(background, '#fff');
  let shade = color;
  for (let step = 1; step <= 20 && getContrastRatio(shade, background) < target; step += 1) {
    shade = backgroundIsDark ? lighten(color, step * 0.05) : darken(color, step * 0.05);
  }
  return shade;
}

/** White or near-black, whichever reads better on `background`. */
export function contrastTextFor(background: string): string {
  const white = '#FFFFFF';
  const ink = '#0B1120';
  return getContrastRatio(background, white) >= getContrastRatio(background, ink) ? white : ink;
}

/**
 * A palette colour from one brand colour for a surface: `main` is readable on the surface (text, outlines) and
 * carries readable text itself (filled buttons), so a branded button passes AA whatever colour was picked.
 */
export function paletteColorFrom(brand: string, surface: string) {
  const surfaceIsDark = getContrastRatio(surface, '#000') < getContrastRatio(surface, '#fff');
  let main = readableOn(brand, surface);
  // A mid-tone can be readable on the surface yet carry neither white nor ink text at AA; push it further.
  for (let step = 1; step <= 10 && getContrastRatio(main, contrastTextFor(main)) < AA_CONTRAST; step += 1) {
    main = surfaceIsDark ? lighten(main, 0.05) : darken(main, 0.05);
  }
  return {
    main,
    light: lighten(main, 0.25),
    dark: darken(main, 0.2),
    contrastText: contrastTextFor(main),
  };
}
