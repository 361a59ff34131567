import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LazyTooltip } from './LazyTooltip';

const meta = {
  title: 'Feedback/LazyTooltip',
  component: LazyTooltip,
  args: {
    title: 'Notifications',
    children: (
      <IconButton>
        <NotificationsRoundedIcon />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <Stack sx={{ p: 6, alignItems: 'flex-start' }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof LazyTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button is named by the tooltip's text before and after the tooltip's code has loaded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.hover(button);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Notifications');
  },
};

/** With `describeChild`, the text describes a child that keeps its own name. */
export const DescribesChild: Story = {
  args: {
    title: 'Opens your profile',
    describeChild: true,
    children: (
      <IconButton aria-label="Account">
        <NotificationsRoundedIcon />
      </IconButton>
    ),
  },
};
