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
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'TaskFlow' })).toHaveAttribute('href', '/home');
    await expect(
      within(canvas.getByRole('main')).getByRole('heading', { name: 'Welcome back' }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
  },
};

export const Wide: Story = {
  args: { wide: true },
};

/** Without footer links there is no 'Legal' navigation under the card. */
export const WithoutFooterLinks: Story = {
  args: { footerLinks: undefined, brandHref: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'TaskFlow' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
