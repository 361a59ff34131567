import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnderConstruction } from './UnderConstruction';

const meta = {
  title: 'Feedback/UnderConstruction',
  component: UnderConstruction,
  args: { title: 'Reports & Analytics', homeHref: '/dashboard' },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible();
    await expect(canvas.getByText('This screen is not built yet.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Billing & Subscription',
    description: 'Plans, invoices and payment methods for your organization.',
    homeLabel: 'Back to the dashboard',
  },
};

export const Embedded: Story = {
  args: { title: 'Sign in', embedded: true, homeHref: '/home' },
};
