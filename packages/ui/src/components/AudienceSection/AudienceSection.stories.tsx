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
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};

export const WithoutBadge: Story = {
  args: { audiences: sampleAudiences.map(({ badge: _badge, ...audience }) => audience) },
};
