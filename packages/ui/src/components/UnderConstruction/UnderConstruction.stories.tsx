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
    await expect(canvas.getByRole('region', { name: 'Reports & Analytics' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
    await expect(canvas.getByText('This screen is not built yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/dashboard');
  },
};

/** Without `homeHref` the way back is the root. */
export const DefaultHome: Story = {
  args: { title: 'Settings', homeHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Billing & Subscription',
    description: 'Plans, invoices and payment methods for your organization.',
    homeLabel: 'Back to the dashboard',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Plans, invoices and payment methods for your organization.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Embedded: Story = {
  args: { title: 'Sign in', embedded: true, homeHref: '/home' },
};
