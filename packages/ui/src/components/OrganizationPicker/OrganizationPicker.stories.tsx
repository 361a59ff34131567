import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { OrganizationPicker } from './OrganizationPicker';

const ORGANIZATIONS = [
  { _id: '0000000000000000000000b1', name: 'Acme Corporation' },
  { _id: '0000000000000000000000b2', name: 'Globex Industries' },
];

const meta = {
  title: 'Navigation/OrganizationPicker',
  component: OrganizationPicker,
  args: { organizations: ORGANIZATIONS, onChoose: fn(), pageName: 'Security & Compliance' },
} satisfies Meta<typeof OrganizationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an organization reports it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose an organization' })).toBeVisible();
    await expect(canvas.getByText(/Security & Compliance/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organization' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Globex Industries' }));
    await expect(args.onChoose).toHaveBeenCalledWith(ORGANIZATIONS[1]!._id);
  },
};

export const Loading: Story = {
  args: { organizations: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Organization' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const NoOrganizations: Story = {
  args: { organizations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no organizations yet.')).toBeVisible();
  },
};
