import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Switch to Acme Corporation' }),
    ).toBeVisible();
  },
};

export const Empty: Story = { args: { organizations: [] } };
