import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAdministered } from './fixtures';
import { OrganizationSwitcherList } from './OrganizationSwitcherList';

const meta = {
  title: 'Data/OrganizationSwitcherList',
  component: OrganizationSwitcherList,
  args: { organizations: sampleAdministered, onSwitch: fn() },
} satisfies Meta<typeof OrganizationSwitcherList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your organizations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The current organization is marked and offers no switch.
    const globex = canvas.getByRole('region', { name: 'Globex Industries' });
    await expect(within(globex).getByText('Current')).toBeVisible();
    await expect(within(globex).queryByRole('button')).not.toBeInTheDocument();
    const acme = canvas.getByRole('region', { name: 'Acme Corporation' });
    await expect(within(acme).getByText('21')).toBeVisible();
    await expect(within(acme).getByText('Pro')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Acme Corporation' }));
    await expect(args.onSwitch).toHaveBeenCalledWith(sampleAdministered[0]);
  },
};

/** A switch is running: the buttons wait. */
export const Switching: Story = {
  args: { switchingId: 'x' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Switch to Acme Corporation' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { organizations: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You do not administer any organization yet.'),
    ).toBeVisible();
  },
};
