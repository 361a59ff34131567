import { type Branding, HexColorSchema, ORG_TEXTS } from '@app/domain';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getContrastRatio } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useMemo, useState } from 'react';
import { AA_CONTRAST, TEXT_ON_COLOR } from '../../theme/color';
import { resolveBranding } from '../../theme/createAppTheme';
import { fontFamilies } from '../../theme/tokens';
import { ConfirmDialog } from '../ConfirmDialog';
import { InputField } from '../InputField';
import { BrandingPreview } from './BrandingPreview';
import { customCssProblems } from './customCssProblems';

type ColorKey = 'primaryColor' | 'primaryDarkColor' | 'primaryLightColor' | 'secondaryColor' | 'accentColor';
type FontKey = 'primaryFont' | 'headingFont';
type Draft = Record<ColorKey | FontKey | 'customCSS', string>;

export interface BrandingEditorProps {
  /** The saved branding; blank fields use the default look (or shades of the primary colour). */
  value?: Partial<Branding> | null;
  /** Saves the edited branding (blank fields left out); the caller shows busy and error. */
  onSave: (branding: Branding) => unknown;
  /** Puts the default look back for everyone, after the person confirms. */
  onReset: () => unknown;
  /** A save or reset is running. */
  busy?: boolean;
  /** Why the server refused, e.g. 'Failed to update organization'. */
  error?: string;
  /** Shown in the preview's header. */
  organizationName?: string;
  /** Shown in the preview's header. */
  logoUrl?: string | null;
}

const COLORS: { key: ColorKey; label: string; name: string }[] = [
  { key: 'primaryColor', label: 'Primary colour', name: 'primary colour' },
  { key: 'primaryDarkColor', label: 'Primary dark', name: 'primary dark colour' },
  { key: 'primaryLightColor', label: 'Primary light', name: 'primary light colour' },
  { key: 'secondaryColor', label: 'Secondary colour', name: 'secondary colour' },
  { key: 'accentColor', label: 'Accent colour', name: 'accent colour' },
];

const FONTS: { key: FontKey; label: string }[] = [
  { key: 'primaryFont', label: 'Body font' },
  { key: 'headingFont', label: 'Heading font' },
];

function draftOf(value: Partial<Branding> | null | undefined): Draft {
  return {
    primaryColor: value?.primaryColor ?? '',
    primaryDarkColor: value?.primaryDarkColor ?? '',
    primaryLightColor: value?.primaryLightColor ?? '',
    secondaryColor: value?.secondaryColor ?? '',
    accentColor: value?.accentColor ?? '',
    primaryFont: value?.primaryFont ?? '',
    headingFont: value?.headingFont ?? '',
    customCSS: value?.customCSS ?? '',
  };
}

/** The branding a draft stands for: blank fields left out, as the theme and the server expect. */
function brandingOf(draft: Draft): Branding {
  const branding: Branding = {};
  for (const [key, value] of Object.entries(draft) as [keyof Draft, string][]) {
    const text = key === 'customCSS' ? value : value.trim();
    if (text.trim()) branding[key] = text;
  }
  return branding;
}

/** The message of each field that cannot be saved. */
function fieldErrors(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  for (const { key } of COLORS) {
    const value = draft[key].trim();
    if (!value) continue;
    const parsed = HexColorSchema.safeParse(value);
    // The theme reads #RGB and #RRGGBB; a colour with transparency would not carry text reliably.
    if (!parsed.success || value.length === 9) errors[key] = 'Enter a colour as #RGB or #RRGGBB';
  }
  for (const { key } of FONTS) {
    const value = draft[key].trim();
    if (value && fontFamilies(value).length !== value.split(',').filter((part) => part.trim()).length) {
      errors[key] = ORG_TEXTS.invalidFont;
    }
  }
  return errors;
}

/** The colour a native colour input can show: #RRGGBB. */
function sixDigits(color: string): string {
  const value = color.trim();
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`;
  return /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
}

/** Colours on which neither white nor the product's dark text reaches WCAG AA, with the best ratio there is. */
export function brandingContrastWarnings(branding: Partial<Branding>): string[] {
  const tokens = resolveBranding(branding);
  return COLORS.filter(({ key }) => key !== 'primaryLightColor').flatMap(({ key, name }) => {
    const color = tokens[key];
    const best = Math.max(
      getContrastRatio(color, TEXT_ON_COLOR.light),
      getContrastRatio(color, TEXT_ON_COLOR.dark),
    );
    return best < AA_CONTRAST
      ? [ORG_TEXTS.contrastWarning(name, color.toUpperCase(), (Math.floor(best * 100) / 100).toFixed(2))]
      : [];
  });
}

function ColorField({
  label,
  value,
  placeholder,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={`${label} picker`}
        value={sixDigits(error || !value ? placeholder : value)}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toUpperCase())}
        sx={(theme) => ({
          flexShrink: 0,
          width: 44,
          height: 40,
          p: 0.5,
          cursor: 'pointer',
          borderRadius: 1,
          border: `1px solid ${(theme.vars || theme).palette.divider}`,
          bgcolor: 'background.paper',
        })}
      />
      <InputField
        label={label}
        size="small"
        fullWidth
        value={value}
        placeholder={placeholder}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
    </Stack>
  );
}

/**
 * Edits an organization's branding (spec section 3): five colours, the body and heading fonts and custom CSS,
 * beside a live preview of the app shell drawn through the app's theme code. It warns when text on a brand
 * colour cannot reach WCAG AA, and lists what the custom CSS sanitizer will ignore, line by line. Save sends
 * the branding; Reset to default asks first.
 */
export function BrandingEditor({
  value,
  onSave,
  onReset,
  busy = false,
  error,
  organizationName,
  logoUrl,
}: BrandingEditorProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [confirmReset, setConfirmReset] = useState(false);
  const branding = useMemo(() => brandingOf(draft), [draft]);
  const errors = useMemo(() => fieldErrors(draft), [draft]);
  const valid = Object.keys(errors).length === 0;
  // The preview and the warnings show what the theme would do with the valid part of the draft.
  const applied = useMemo(() => {
    const usable = { ...branding };
    for (const key of Object.keys(errors) as (keyof Draft)[]) delete usable[key];
    return usable;
  }, [branding, errors]);
  const tokens = resolveBranding(applied);
  const contrast = useMemo(() => brandingContrastWarnings(applied), [applied]);
  const cssProblems = useMemo(() => customCssProblems(draft.customCSS), [draft.customCSS]);
  const set = (key: keyof Draft) => (next: string) => setDraft((current) => ({ ...current, [key]: next }));

  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@container (min-width: 880px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <Stack
          component="form"
          noValidate
          aria-label="Branding"
          spacing={2.5}
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            if (valid && !busy) void Promise.resolve(onSave(branding)).catch(() => {});
          }}
        >
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
              Colours
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
            >
              {COLORS.map(({ key, label }) => (
                <ColorField
                  key={key}
                  label={label}
                  value={draft[key]}
                  placeholder={tokens[key].toUpperCase()}
                  error={errors[key]}
                  disabled={busy}
                  onChange={set(key)}
                />
              ))}
            </Box>
          </Box>
          {contrast.length > 0 ? (
            <Alert severity="warning">
              <AlertTitle>Contrast below WCAG AA</AlertTitle>
              {contrast.map((warning) => (
                <Box component="p" key={warning} sx={{ m: 0 }}>
                  {warning}
                </Box>
              ))}
            </Alert>
          ) : null}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
              Fonts
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
            >
              {FONTS.map(({ key, label }) => (
                <InputField
                  key={key}
                  label={label}
                  size="small"
                  value={draft[key]}
                  placeholder={tokens[key]}
                  error={Boolean(errors[key])}
                  helperText={errors[key] ?? 'Installed or system fonts, e.g. Georgia, serif'}
                  disabled={busy}
                  onChange={(event) => set(key)(event.target.value)}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { spellCheck: false },
                  }}
                />
              ))}
            </Box>
          </Box>
          <Box>
            <InputField
              label="Custom CSS"
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              value={draft.customCSS}
              placeholder=".MuiButton-root { border-radius: 999px; }"
              disabled={busy}
              helperText="Applies inside the app only; imports, external images and scripts are removed."
              onChange={(event) => set('customCSS')(event.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  spellCheck: false,
                  style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 },
                },
              }}
            />
            {cssProblems.length > 0 ? (
              <Alert severity="warning" sx={{ mt: 1.5 }}>
                <AlertTitle>Parts of the custom CSS will be ignored</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {cssProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </Box>
              </Alert>
            ) : null}
          </Box>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button type="submit" variant="contained" disabled={!valid} loading={busy}>
              Save branding
            </Button>
            <Button
              color="inherit"
              startIcon={<RestartAltRoundedIcon />}
              disabled={busy}
              onClick={() => setConfirmReset(true)}
            >
              Reset to default
            </Button>
          </Stack>
        </Stack>
        <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            Live preview
          </Typography>
          <BrandingPreview branding={applied} organizationName={organizationName} logoUrl={logoUrl} />
        </Box>
      </Box>
      <ConfirmDialog
        open={confirmReset}
        title={ORG_TEXTS.resetBrandingTitle}
        message={ORG_TEXTS.resetBrandingMessage}
        confirmLabel="Reset to default"
        destructive
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false);
          setDraft(draftOf(null));
          void Promise.resolve(onReset()).catch(() => {});
        }}
      />
    </Box>
  );
}
