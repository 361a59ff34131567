import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload';

// A small inline picture, so stories need no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#3B82F6"/><circle cx="48" cy="38" r="18" fill="#DBEAFE"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#DBEAFE"/></svg>',
  );

const meta = {
  title: 'Forms/AvatarUpload',
  component: AvatarUpload,
  args: { name: 'Ada Lovelace', onUpload: fn(), onRemove: fn() },
} satisfies Meta<typeof AvatarUpload>;

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

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
      {[
        { name: 'Initial', props: {} },
        { name: 'Picture', props: { imageUrl: PICTURE } },
        { name: 'Busy', props: { imageUrl: PICTURE, busy: true } },
        { name: 'Error', props: { error: 'The picture could not be saved. Please try again.' } },
      ].map(({ name, props }) => (
        <Paper key={name} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h2">
            {name}
          </Typography>
          <AvatarUpload {...args} {...props} />
        </Paper>
      ))}
    </Box>
  ),
};
