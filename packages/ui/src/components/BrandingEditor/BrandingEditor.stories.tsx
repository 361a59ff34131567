import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandingEditor } from './BrandingEditor';

const ACME = {
  primaryColor: '#0F766E',
  secondaryColor: '#7C3AED',
  accentColor: '#F59E0B',
  headingFont: 'Georgia, serif',
};

const meta = {
  title: 'Forms/BrandingEditor',
  component: BrandingEditor,
  args: { value: ACME, organizationName: 'Acme', onSave: fn(), onReset: fn() },
} satisfies Meta<typeof BrandingEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#BE123C');
    await userEvent.click(canvas.getByRole('button', { name: 'Save branding' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...ACME, primaryColor: '#BE123C' });
  },
};

/** The editor on a phone: the form above the preview, the preview without its sidebar. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" color="textSecondary">
    {children}
  </Typography>
);

const PROBLEMS = {
  primaryColor: '#2E8B57',
  primaryFont: 'Trebuchet MS',
  customCSS:
    '@import url("https://fonts.example/x.css");\nbody { background: url(https://evil.example/a.png); }\n.MuiButton-root { border-radius: 999px; }',
};

export const Catalog: Story = {
  parameters: {
    a11y: {
      config: {
        // Four editors side by side each have their 'Branding' form and 'Live preview' section; a settings page
        // has one. The single-editor stories above keep the rule.
        rules: [{ id: 'landmark-unique', enabled: false }],
      },
    },
  },
  render: (args) => (
    <Stack spacing={4}>
      <Box>
        <Caption>Saved branding</Caption>
        <BrandingEditor {...args} />
      </Box>
      <Box>
        <Caption>Contrast warning, custom CSS problems, saving</Caption>
        <BrandingEditor {...args} value={PROBLEMS} busy error="Failed to update organization" />
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 390, flexShrink: 0 }}>
          <Caption>Phone width (390 px)</Caption>
          <BrandingEditor {...args} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Caption>Default look</Caption>
          <BrandingEditor {...args} value={null} />
        </Box>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contrast below WCAG AA')).toBeVisible();
    await expect(canvas.getByText('Parts of the custom CSS will be ignored')).toBeVisible();
    // Each preview carries its own branding's variables.
    const previews = [...canvasElement.querySelectorAll<HTMLElement>('[data-branding-preview]')];
    const primaries = previews.map((preview) =>
      getComputedStyle(preview).getPropertyValue('--mui-palette-brand-main').trim().toUpperCase(),
    );
    await expect(primaries).toEqual(['#0F766E', '#2E8B57', '#0F766E', '#3B82F6']);
  },
};
