import type { AssignableOrgRole, OrgRole } from '@app/domain';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RoleSelect } from './RoleSelect';

const ALL: AssignableOrgRole[] = ['member', 'dept_manager', 'org_admin', 'enterprise_admin'];

const meta = {
  title: 'Forms/RoleSelect',
  component: RoleSelect,
  args: { label: 'Role', value: 'member', grantable: ALL, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof RoleSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<OrgRole | ''>(args.value);
    return (
      <RoleSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Department Manager' }));
    await expect(args.onChange).toHaveBeenCalledWith('dept_manager');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Department Manager');
  },
};

/** Everything grantable, a department manager's choice, a role above the viewer's, an error and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <RoleSelect {...args} label="Role (organization admin grants)" value="org_admin" />
      <RoleSelect
        {...args}
        label="Role (department manager grants)"
        value="member"
        grantable={['member', 'dept_manager']}
      />
      <RoleSelect {...args} label="Role above the viewer's" value="org_admin" grantable={['member']} />
      <RoleSelect {...args} label="Role (required)" value="" error helperText="Choose a role" />
      <RoleSelect {...args} label="Role (read only)" value="dept_manager" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: "Role above the viewer's" })).toHaveTextContent(
      'Organization Admin',
    );
    await expect(canvas.getByRole('combobox', { name: 'Role (read only)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
