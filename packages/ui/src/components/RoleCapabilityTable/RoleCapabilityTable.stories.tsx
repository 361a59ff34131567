import { HELP_ROLES, roleCapabilityMatrix } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { measureSidewaysOverflow, PHONE_WIDTH, phoneViewport } from '../../testing';
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
    // Wider than a narrow screen: its box is a region of the same name that keyboard users can reach and scroll.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Capabilities by role' })).toHaveFocus();
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

/** On a phone (390 px) each capability is a card of its roles, each named: nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Capabilities by role' });
    await expect(table).toBeVisible();
    const createRow = within(table).getByRole('rowheader', { name: 'Create projects and tasks' })
      .parentElement as HTMLElement;
    // Each line of the card names its role before the tick.
    await expect(
      within(createRow)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(HELP_ROLES.map((role) => role.label));
    const overflow = measureSidewaysOverflow(canvasElement);
    await expect(overflow.pageWidth).toBe(PHONE_WIDTH);
    await expect(overflow.pageScrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(overflow.scrolling).toEqual([]);
  },
};
