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
    const table = within(canvasElement).getByRole('table', { name: 'Capabilities by role' });
    await expect(table).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Capability', ...HELP_ROLES.map((role) => role.label)]);
    // Each row follows the permission rules: platform-wide management for the platform admin only,
    // creating projects and tasks for every role.
    const platformRow = within(table).getByRole('rowheader', {
      name: 'Manage every organization (Platform Admin)',
    }).parentElement as HTMLElement;
    await expect(
      within(platformRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not allowed', 'Not allowed', 'Not allowed', 'Not allowed', 'Not allowed', 'Allowed']);
    const createRow = within(table).getByRole('rowheader', { name: 'Create projects and tasks' })
      .parentElement as HTMLElement;
    await expect(within(createRow).getAllByText('Allowed')).toHaveLength(HELP_ROLES.length);
  },
};
