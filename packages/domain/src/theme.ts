import { z } from 'zod';
import { DEFAULT_THEME } from './constants';

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export const HexColorSchema = z.string().regex(HEX_COLOR, { error: 'Enter a colour as #RGB or #RRGGBB' });

/** Organization branding tokens (spec section 3); every field is optional and falls back to the default theme. */
export const BrandingSchema = z.object({
  primaryColor: HexColorSchema.optional(),
  primaryDarkColor: HexColorSchema.optional(),
  primaryLightColor: HexColorSchema.optional(),
  secondaryColor: HexColorSchema.optional(),
  accentColor: HexColorSchema.optional(),
  primaryFont: z.string().trim().min(1).optional(),
  headingFont: z.string().trim().min(1).optional(),
  customCSS: z.string().optional(),
});
export type Branding = z.infer<typeof BrandingSchema>;

/** The user's own theme choice, kept in local storage under STORAGE_KEYS.userTheme. */
export const UserThemeSchema = z.object({
  primaryColor: HexColorSchema.default(DEFAULT_THEME.primaryColor),
  fontFamily: z.string().trim().min(1).default(DEFAULT_THEME.fontFamily),
});
export type UserTheme = z.infer<typeof UserThemeSchema>;

/** Theme (spec section 3): colors, fonts, spacing, border radius and shadows. */
export const ThemeSchema = z.object({
  colors: z.object({
    primary: HexColorSchema,
    primaryDark: HexColorSchema.optional(),
    primaryLight: HexColorSchema.optional(),
    secondary: HexColorSchema.optional(),
    accent: HexColorSchema.optional(),
  }),
  fonts: z.object({
    body: z.string().min(1),
    heading: z.string().min(1).optional(),
  }),
  /** Base spacing unit in pixels. */
  spacing: z.number().positive(),
  /** Base border radius in pixels. */
  borderRadius: z.number().min(0),
  /** CSS box-shadow values by elevation, lowest first. */
  shadows: z.array(z.string()),
  customCSS: z.string().optional(),
});
export type Theme = z.infer<typeof ThemeSchema>;
