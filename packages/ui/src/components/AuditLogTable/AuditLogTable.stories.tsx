import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditLogTable } from './AuditLogTable';
import { sampleAuditEntries } from './fixtures';

const meta = {
  title: 'Data/AuditLogTable',
  component: AuditLogTable,
  args: {
    entries: sampleAuditEntries,
    total: 24,
    page: 1,
    limit: 10,
    onPageChange: fn(),
    onLimitChange: fn(),
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Audit log' });
    await expect(within(table).getByText('Role changed')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^Show changes: Role changed/ })[0]!);
    await expect(canvas.getByText('dept_manager')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AuditLogTable {...args} />
      <AuditLogTable {...args} entries={[]} total={0} label="Audit log (empty)" />
    </div>
  ),
};
