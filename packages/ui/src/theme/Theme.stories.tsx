import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { rgbToHex, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { brandingPresetFor } from '../testing/brandingPresets';
import { contrastTextFor } from './color';
import { useColorMode } from './useColorMode';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Swatch({ name, color, text }: { name: string; color: string; text?: string }) {
  return (
    <Box
      sx={{
        width: 148,
        p: 1.25,
        borderRadius: 1,
        bgcolor: color,
        // Each swatch is labelled in the text colour the theme pairs with it, or the readable one for a shade.
        color: text ?? contrastTextFor(color),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
        {rgbToHex(color).toUpperCase()}
      </Typography>
    </Box>
  );
}

const TYPE_SCALE = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

const STATUS = ['error', 'warning', 'info', 'success'] as const;
const STATUS_MESSAGES = {
  error: 'The file could not be uploaded.',
  warning: 'This project is over budget.',
  info: 'Two tasks are due tomorrow.',
  success: 'Your changes were saved.',
} as const;

/** Everything a reviewer judges a branding preset by, in the colour scheme on screen. */
function ThemeCatalog({ presetLabel }: { presetLabel: string }) {
  const theme = useTheme();
  const { colorScheme } = useColorMode();
  // The CSS-variables theme keeps `palette` in its default scheme; the values on screen are the current one's.
  const palette = theme.colorSchemes[colorScheme]?.palette ?? theme.palette;
  return (
    <Box sx={{ maxWidth: 1080 }}>
      <Typography variant="h3" component="h1" sx={{ mb: 0.5 }}>
        Theme
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {presetLabel} branding, {colorScheme} scheme. Body in {theme.typography.fontFamily?.split(',')[0]},
        headings in {theme.typography.h1.fontFamily?.split(',')[0]}.
      </Typography>

      <Section title="Palette">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
          {(['primary', 'secondary', ...STATUS] as const).map((name) => (
            <Swatch key={name} name={name} color={palette[name].main} text={palette[name].contrastText} />
          ))}
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
          <Swatch name="primary.light" color={palette.primary.light} />
          <Swatch name="primary.dark" color={palette.primary.dark} text={palette.primary.contrastText} />
          <Swatch name="brand.main" color={palette.brand.main} text={palette.brand.contrastText} />
          <Swatch name="brand.light" color={palette.brand.light} text={palette.brand.lightContrastText} />
          <Swatch name="brand.dark" color={palette.brand.dark} text={palette.brand.darkContrastText} />
          <Swatch name="brand.accent" color={palette.brand.accent} text={palette.brand.accentContrastText} />
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Swatch name="background" color={palette.background.default} text={palette.text.primary} />
          <Swatch name="paper" color={palette.background.paper} text={palette.text.primary} />
          <Swatch name="text.primary" color={palette.text.primary} />
          <Swatch name="text.secondary" color={palette.text.secondary} />
        </Stack>
      </Section>

      <Section title="Typography">
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          {TYPE_SCALE.map((variant) => (
            <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 1 }}>
              <Typography variant="caption" color="text.secondary" sx={{ width: 80, flexShrink: 0 }}>
                {variant}
              </Typography>
              {/* Samples, not document structure: every variant renders as a paragraph. */}
              <Typography variant={variant} component="p">
                Ship the launch plan by Friday
              </Typography>
            </Stack>
          ))}
          <Typography>
            Body text with <Link href="#catalog">a link in the primary colour</Link> inside it.
          </Typography>
        </Paper>
      </Section>

      <Section title="Buttons">
        <Stack spacing={1.5}>
          {(['contained', 'outlined', 'text'] as const).map((variant) => (
            <Stack key={variant} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant={variant}>Save {variant}</Button>
              <Button variant={variant} color="secondary">
                Secondary {variant}
              </Button>
              <Button variant={variant} color="error">
                Delete {variant}
              </Button>
              <Button variant={variant} size="small">
                Small {variant}
              </Button>
              <Button variant={variant} size="large">
                Large {variant}
              </Button>
              <Button variant={variant} disabled>
                Disabled {variant}
              </Button>
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section title="Chips">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip label="Default" />
          <Chip label="Primary" color="primary" />
          <Chip label="Secondary" color="secondary" />
          {STATUS.map((status) => (
            <Chip key={status} label={status} color={status} />
          ))}
          <Chip label="Outlined" color="primary" variant="outlined" />
          <Chip label="Clickable" color="primary" onClick={() => {}} />
          <Chip label="Small" size="small" color="secondary" variant="outlined" />
        </Stack>
      </Section>

      <Section title="Inputs">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <TextField label="Project name" defaultValue="Website redesign" helperText="Shown on the board" />
          <TextField label="Budget" placeholder="0.00" />
          <TextField label="Due date" error defaultValue="31/02/2026" helperText="Enter a real date" />
          <TextField label="Owner" disabled defaultValue="Priya Sharma" />
          <TextField select label="Status" defaultValue="active" sx={{ minWidth: 160 }}>
            <MenuItem value="planning">Planning</MenuItem>
            <MenuItem value="active">Active</MenuItem>
            <MenuItem value="completed">Completed</MenuItem>
          </TextField>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <FormControlLabel control={<Checkbox defaultChecked />} label="Notify the team" />
          <FormControlLabel control={<Switch defaultChecked />} label="Public board" />
          <FormControlLabel control={<Radio checked />} label="Weekly digest" />
        </Stack>
      </Section>

      <Section title="Feedback">
        <Stack spacing={1}>
          {STATUS.map((severity) => (
            <Alert key={severity} severity={severity}>
              {STATUS_MESSAGES[severity]}
            </Alert>
          ))}
        </Stack>
      </Section>
    </Box>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
  render: (_args, { globals }) => <ThemeCatalog presetLabel={brandingPresetFor(globals.branding).label} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The palette, type scale, buttons, chips and inputs in the preset and colour mode picked in the toolbar. */
export const Catalog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
    for (const section of ['Palette', 'Typography', 'Buttons', 'Chips', 'Inputs']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    const name = canvas.getByRole('textbox', { name: 'Project name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Launch');
    await expect(name).toHaveValue('Launch');
  },
};

// Every preset of testing/brandingPresets in both schemes (add a pair with a new preset), hidden from the
// sidebar: each runs as a test with the axe check, so a preset whose colours fail WCAG AA anywhere in the
// catalogue fails `npm test`.
const presetStory = (branding: string, colorMode: 'light' | 'dark'): Story => ({
  tags: ['!dev', '!autodocs'],
  globals: { branding, colorMode },
});

export const DefaultDark = presetStory('default', 'dark');
export const EmeraldLight = presetStory('emerald', 'light');
export const EmeraldDark = presetStory('emerald', 'dark');
export const OrangeLight = presetStory('orange', 'light');
export const OrangeDark = presetStory('orange', 'dark');
export const PurpleLight = presetStory('purple', 'light');
export const PurpleDark = presetStory('purple', 'dark');
export const MidnightLight = presetStory('midnight', 'light');
export const MidnightDark = presetStory('midnight', 'dark');
export const SunshineLight = presetStory('sunshine', 'light');
export const SunshineDark = presetStory('sunshine', 'dark');
