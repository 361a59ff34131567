import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AudienceSection } from './AudienceSection';
import { sampleAudiences } from './fixtures';

const meta = {
  title: 'Landing/AudienceSection',
  component: AudienceSection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Who it is for',
    title: 'Built for how you work',
    subtitle: 'Start on your own and bring your organization when you are ready.',
    audiences: sampleAudiences,
  },
} satisfies Meta<typeof AudienceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Built for how you work' });
    await expect(within(section).getByRole('heading', { name: 'Built for how you work' })).toBeVisible();
    // One call to action each, and no other link.
    await expect(within(section).getAllByRole('link')).toHaveLength(2);
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Individuals' })).toBeVisible();
    await expect(within(cards[0]!).getByText('A quick to-do list')).toBeVisible();
    await expect(within(cards[0]!).getByRole('link', { name: 'Start as an individual' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(within(cards[1]!).getByText('Most Popular')).toBeVisible();
    await expect(within(cards[1]!).getByRole('link', { name: 'Register your organization' })).toHaveAttribute(
      'href',
      '/auth/register-organization',
    );
  },
};

export const WithoutBadge: Story = {
  args: { audiences: sampleAudiences.map(({ badge: _badge, ...audience }) => audience) },
};
