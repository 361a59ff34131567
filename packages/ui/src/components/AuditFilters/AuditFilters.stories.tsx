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
    await expect(canvas.getByRole('search', { name: 'Filter the audit log' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Actor' }), 'olivia{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ actor: 'olivia' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Role changed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ actor: 'olivia', action: 'member.role_changed' });
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      actor: 'olivia',
      action: 'member.role_changed',
      from: '2026-11-01',
    });
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-26');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
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
