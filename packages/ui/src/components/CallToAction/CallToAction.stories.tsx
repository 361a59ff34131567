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
    await expect(within(canvasElement).getByRole('link', { name: 'Get started free' })).toBeVisible();
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
