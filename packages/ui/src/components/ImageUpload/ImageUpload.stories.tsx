import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUpload } from './ImageUpload';

// A small inline picture and logo, so stories need no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#3B82F6"/><circle cx="48" cy="38" r="18" fill="#DBEAFE"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#DBEAFE"/></svg>',
  );
const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80"><rect x="4" y="12" width="56" height="56" rx="14" fill="#0F766E"/><path d="M18 54 32 24l14 30" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round"/><text x="72" y="54" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#0F172A">Acme</text></svg>',
  );

const meta = {
  title: 'Forms/ImageUpload',
  component: ImageUpload,
  args: { kind: 'avatar', name: 'Ada Lovelace', onUpload: fn(), onRemove: fn() },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};

export const WithPicture: Story = { args: { imageUrl: PICTURE } };

export const WrongFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Profile picture file');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF image.');
  },
};

export const Busy: Story = { args: { imageUrl: PICTURE, busy: true } };

export const ServerError: Story = { args: { error: 'The picture could not be saved. Please try again.' } };

export const Logo: Story = { args: { kind: 'logo', name: 'Acme', imageUrl: LOGO } };

export const LogoSvgRefused: Story = {
  args: { kind: 'logo', name: 'Acme' },
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

const CATALOG = [
  { name: 'Initial', props: { kind: 'avatar', name: 'Ada Lovelace' } },
  { name: 'Picture', props: { kind: 'avatar', name: 'Ada Lovelace', imageUrl: PICTURE } },
  { name: 'Busy', props: { kind: 'avatar', name: 'Ada Lovelace', imageUrl: PICTURE, busy: true } },
  {
    name: 'Error',
    props: {
      kind: 'avatar',
      name: 'Ada Lovelace',
      error: 'The picture could not be saved. Please try again.',
    },
  },
  { name: 'No logo', props: { kind: 'logo', name: 'Acme' } },
  { name: 'Logo', props: { kind: 'logo', name: 'Acme', imageUrl: LOGO } },
  { name: 'Uploading', props: { kind: 'logo', name: 'Acme', imageUrl: LOGO, busy: true } },
  {
    name: 'Refused by the server',
    props: { kind: 'logo', name: 'Acme', error: 'Failed to update organization' },
  },
] as const;

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(440px, 1fr))' }}>
      {CATALOG.map(({ name, props }) => (
        <Paper key={name} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h2">
            {name}
          </Typography>
          <ImageUpload {...args} {...props} />
        </Paper>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Logo of Acme' })).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Saving logo' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: "Ada Lovelace's initial" })).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Saving picture' })).toBeVisible();
  },
};
