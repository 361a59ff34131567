import { HELP_ROLES, roleCapabilityMatrix } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleCapabilityTable } from './RoleCapabilityTable';

const meta = {
  title: 'Data/RoleCapabilityTable',
  component: RoleCapabilityTable,
  args: { roles: HELP_ROLES, rows: roleCapabilityMatrix() },
} satisfies Meta<typeof RoleCapabilityTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Capabilities by role' })).toBeVisible();
  },
};
