import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefreshButton } from './RefreshButton';

const meta = {
  title: 'Page/RefreshButton',
  component: RefreshButton,
  args: {
    refreshing: false,
    onRefresh: fn(),
    texts: {
      label: 'Refresh',
      busy: 'Refreshing...',
      name: 'Refresh dashboard',
      busyName: 'Refreshing dashboard...',
    },
  },
} satisfies Meta<typeof RefreshButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtRest: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh dashboard' });
    await expect(button).toHaveTextContent('Refresh');
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** While a refresh runs the icon turns, the text says so, and the button keeps the focus. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refreshing dashboard...' });
    await expect(button).toHaveTextContent('Refreshing...');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    // Still pressable while busy.
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
