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

/** Three audiences without icons fill the row; fewer keep to a narrower, centred one. */
export const ThreeAudiences: Story = {
  args: {
    audiences: [
      ...sampleAudiences.map(({ icon: _icon, ...audience }) => audience),
      {
        title: 'Agencies',
        description: 'Client projects side by side, each with its own people.',
        points: ['A workspace per client', 'Shared to-dos', 'Budgets and expenses'],
        action: { label: 'Talk to us', href: '/contact' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[2]!).getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // No icon was given, so none is drawn before the titles.
    await expect(
      within(cards[0]!).getByRole('heading', { level: 3, name: 'Individuals' }).previousElementSibling,
    ).toBeNull();
    await expect(getComputedStyle(cards[0]!.parentElement!).maxWidth).toBe('none');
  },
};
