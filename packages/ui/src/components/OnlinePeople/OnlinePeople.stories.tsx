import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnlinePeople, type OnlinePerson } from './OnlinePeople';

// A small inline picture, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0F766E"/><circle cx="16" cy="13" r="6" fill="#FDE68A"/></svg>',
  );

const you: OnlinePerson = { userId: 'u1', userName: 'Olivia Admin' };
const people: OnlinePerson[] = [
  { userId: 'u2', userName: 'Jordan Lee' },
  you,
  { userId: 'u3', userName: 'Priya Sharma' },
  { userId: 'u4', userName: 'Arjun Mehta' },
];

const meta = {
  title: 'Data/OnlinePeople',
  component: OnlinePeople,
  args: {
    people,
    viewerId: you.userId,
    label: 'Members online now',
    formatYou: (name: string) => `${name} (you)`,
    emptyText: 'Only you are online',
    loadingText: 'Loading who is online...',
  },
} satisfies Meta<typeof OnlinePeople>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const items = within(
      within(canvasElement).getByRole('list', { name: 'Members online now' }),
    ).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The viewer first and marked, then the others in the order given.
    await expect(items.map((item) => item.textContent?.slice(1))).toEqual([
      'Olivia Admin (you)',
      'Jordan Lee',
      'Priya Sharma',
      'Arjun Mehta',
    ]);
  },
};

/** A member with a picture shows it; one without (or with the default avatar) shows their initial. */
const withPictures: OnlinePerson[] = [
  you,
  { userId: 'u2', userName: 'Jordan Lee', profileImage: PICTURE },
  { userId: 'u3', userName: 'Priya Sharma', profileImage: 'default-avatar.jpg' },
];

export const PictureOrInitial: Story = {
  args: { people: withPictures },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Members online now' });
    const [, jordan, priya] = within(list).getAllByRole('listitem');
    await expect(jordan?.querySelector('img')).toHaveAttribute('src', PICTURE);
    await expect(priya?.querySelector('img')).toBeNull();
    await expect(within(priya as HTMLElement).getByText('P')).toBeVisible();
  },
};

export const OnlyYou: Story = {
  args: { people: [you] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only you are online')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading who is online...' })).toBeInTheDocument();
    await expect(canvas.queryByText('Jordan Lee')).not.toBeInTheDocument();
  },
};

/** Several people (the viewer first), a picture or the initial, only the viewer, and loading. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="overline">Several</Typography>
      <OnlinePeople {...args} />
      <Typography variant="overline">A picture where there is one</Typography>
      <OnlinePeople {...args} people={withPictures} label="Members online now (pictures)" />
      <Typography variant="overline">Only the viewer</Typography>
      <OnlinePeople {...args} people={[you]} />
      <Typography variant="overline">Loading</Typography>
      <OnlinePeople {...args} loading />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Olivia Admin (you)')).toHaveLength(2);
    await expect(canvas.getByText('Only you are online')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading who is online...' })).toBeInTheDocument();
  },
};
