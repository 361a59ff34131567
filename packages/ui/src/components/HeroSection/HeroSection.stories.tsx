import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroSection } from './HeroSection';
import { ProductPreview } from './ProductPreview';

const meta = {
  title: 'Landing/HeroSection',
  component: HeroSection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'For individuals and growing organizations',
    headline: 'Plan, track and deliver every project in one place',
    subheadline:
      'Projects, tasks, calendars and teams with real-time updates and an AI assistant that knows your work.',
    primaryAction: { label: 'Get started free', href: '/auth/register-options' },
    secondaryAction: { label: 'Sign in', href: '/auth/login' },
    highlights: ['Free for individuals', 'No credit card required'],
  },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Plan, track and deliver every project in one place' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Projects, tasks, calendars and teams/)).toBeVisible();
    await expect(canvas.getByText('For individuals and growing organizations')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('img', { name: /project board/ })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free for individuals',
      'No credit card required',
    ]);
  },
};

export const PrimaryActionOnly: Story = {
  args: { secondaryAction: undefined, highlights: [], eyebrow: undefined },
};

export const Preview: StoryObj<typeof ProductPreview> = {
  render: () => <ProductPreview />,
  parameters: { layout: 'padded' },
};
