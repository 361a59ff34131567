import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleActions, sampleFooterLinks, sampleNavLinks } from './fixtures';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'TaskFlow',
    tagline: 'Projects, tasks and teams in one place.',
    navLinks: sampleNavLinks,
    actions: sampleActions,
    footerLinks: sampleFooterLinks,
    children: (
      <Container sx={{ py: 8 }}>
        <Typography variant="h1">Page content</Typography>
        <Typography sx={{ mt: 2 }}>
          The public page renders here, between the app bar and the footer.
        </Typography>
      </Container>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
