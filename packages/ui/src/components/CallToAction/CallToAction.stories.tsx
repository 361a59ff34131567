import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Landing/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    headline: 'Ready to get your work organized?',
    description: 'Create a free account in under a minute. Bring your team whenever you are ready.',
    primaryAction: { label: 'Get started free', href: '/auth/register-options' },
    secondaryAction: { label: 'Sign in', href: '/auth/login' },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ready to get your work organized?' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ready to get your work organized?' })).toBeVisible();
    await expect(
      canvas.getByText('Create a free account in under a minute. Bring your team whenever you are ready.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  },
};

export const PrimaryActionOnly: Story = {
  args: { headline: 'Try it', description: undefined, secondaryAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack>
      <CallToAction {...args} />
      <CallToAction headline="Primary action only" primaryAction={args.primaryAction} />
    </Stack>
  ),
};
