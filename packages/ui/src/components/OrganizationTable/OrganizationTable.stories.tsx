import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOrganizations } from './fixtures';
import { OrganizationTable } from './OrganizationTable';

const meta = {
  title: 'Data/OrganizationTable',
  component: OrganizationTable,
  args: {
    organizations: sampleOrganizations,
    total: 3,
    page: 1,
    onPageChange: fn(),
    onEdit: fn(),
    onPlanChange: fn(),
    onStatusChange: fn(),
  },
} satisfies Meta<typeof OrganizationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'All organizations' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('acme.example')).toBeVisible();
    await expect(within(rows[2]!).getByText('Inactive')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Plan of Globex Industries' })).toHaveValue(
      'enterprise',
    );
    // Plan changes, edits, activation and deactivation are reported with their organization.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Plan of Initech' }), 'pro');
    await expect(args.onPlanChange).toHaveBeenCalledWith(sampleOrganizations[2], 'pro');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Acme Corporation' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleOrganizations[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Acme Corporation' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(sampleOrganizations[0], false);
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Initech' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(sampleOrganizations[2], true);
  },
};

/** The controls of the organization being saved wait; the others do not. */
export const Saving: Story = {
  args: { busyId: sampleOrganizations[1]!._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Deactivate Globex Industries' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Deactivate Acme Corporation' })).toBeEnabled();
  },
};

/** With billing support offered: each organization's plan and trial open with it. */
export const BillingSupport: Story = {
  args: { onPlanTrial: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Plan and trial of Initech' }));
    await expect(args.onPlanTrial).toHaveBeenCalledWith(sampleOrganizations[2]);
  },
};

/** With deletion offered: only the inactive organization can be deleted, and asking reports it. */
export const Deletable: Story = {
  args: { onDelete: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete Acme Corporation' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Initech' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleOrganizations[2]);
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { organizations: [], total: 0 } };
