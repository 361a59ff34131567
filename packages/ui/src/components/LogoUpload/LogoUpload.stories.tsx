import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoUpload } from './LogoUpload';

// A small inline logo, so stories need no network.
const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80"><rect x="4" y="12" width="56" height="56" rx="14" fill="#0F766E"/><path d="M18 54 32 24l14 30" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round"/><text x="72" y="54" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#0F172A">Acme</text></svg>',
  );

const meta = {
  title: 'Forms/LogoUpload',
  component: LogoUpload,
  args: { organizationName: 'Acme', onUpload: fn(), onRemove: fn() },
} satisfies Meta<typeof LogoUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { logoUrl: LOGO } };

export const SvgRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        canvas.getByLabelText('Logo file'),
        new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      );
    await expect(canvas.getByRole('alert')).toHaveTextContent('SVG and other formats are not accepted.');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(440px, 1fr))' }}>
      {[
        { name: 'No logo', props: {} },
        { name: 'Logo', props: { logoUrl: LOGO } },
        { name: 'Uploading', props: { logoUrl: LOGO, busy: true } },
        { name: 'Refused by the server', props: { error: 'Failed to update organization' } },
      ].map(({ name, props }) => (
        <Paper key={name} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h2">
            {name}
          </Typography>
          <LogoUpload {...args} {...props} />
        </Paper>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Logo of Acme' })).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Saving logo' })).toBeVisible();
  },
};
