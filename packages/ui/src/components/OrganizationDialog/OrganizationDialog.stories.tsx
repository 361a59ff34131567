import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { OrganizationDialog } from './OrganizationDialog';

const meta = {
  title: 'Forms/OrganizationDialog',
  component: OrganizationDialog,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof OrganizationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    // The dialog fades in: visible once its transition has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Edit: Story = {
  args: {
    organization: {
      _id: '64b000000000000000000001',
      name: 'Acme Corporation',
      domain: 'acme.example',
      isActive: true,
      subscriptionTier: 'pro',
    },
  },
};

export const Refused: Story = { args: { error: 'An organization with this domain already exists' } };
