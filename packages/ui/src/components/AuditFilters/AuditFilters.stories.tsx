import type { AuditFilterValues } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditFilters } from './AuditFilters';

const meta = {
  title: 'Data/AuditFilters',
  component: AuditFilters,
  args: { value: {}, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<AuditFilterValues>(args.value);
    return (
      <AuditFilters
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AuditFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Actor' }), 'olivia{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ actor: 'olivia' });
  },
};

export const Filtered: Story = {
  args: {
    value: {
      actor: 'olivia@acme.example',
      action: 'member.role_changed',
      from: '2026-11-01',
      to: '2026-11-26',
    },
  },
};

export const Disabled: Story = {
  args: { value: { action: 'auth.sign_in' }, disabled: true },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AuditFilters {...args} value={{}} label="Filter the audit log (empty)" />
      <AuditFilters
        {...args}
        label="Filter the audit log (filtered)"
        value={{
          actor: 'olivia@acme.example',
          action: 'member.role_changed',
          from: '2026-11-01',
          to: '2026-11-26',
        }}
      />
    </div>
  ),
};
