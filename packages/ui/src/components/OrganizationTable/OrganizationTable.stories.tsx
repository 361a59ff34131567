import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Activate Initech' })).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { organizations: [], total: 0 } };
