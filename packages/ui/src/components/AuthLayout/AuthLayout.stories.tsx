import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'TaskFlow',
    footerLinks: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
    children: (
      <>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Welcome back
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The sign-in form renders here.
        </Typography>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
  },
};

export const Wide: Story = {
  args: { wide: true },
};
