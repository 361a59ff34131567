import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FinanceMemberTable } from './FinanceMemberTable';

const LABELS = { viewer: 'Viewer', manager: 'Manager' };
const MEMBERS = [
  { userId: 'u1', name: 'Dana Lee', email: 'dana@acme.example', role: 'manager' as const },
  { userId: 'u3', name: 'Sam Patel', email: 'sam@acme.example', role: 'viewer' as const },
];
const CANDIDATES = [{ userId: 'u2', name: 'Jordan Kim', email: 'jordan@acme.example' }];

const meta = {
  title: 'Finance/FinanceMemberTable',
  component: FinanceMemberTable,
  args: { members: MEMBERS, candidates: CANDIDATES, roleLabels: LABELS, onGrant: fn(), onRevoke: fn() },
} satisfies Meta<typeof FinanceMemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Finance access' });
    await expect(within(table).getByText('sam@acme.example')).toBeVisible();
  },
};

/** Nobody besides the admins has access yet. */
export const Empty: Story = { args: { members: [] } };
