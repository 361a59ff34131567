import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Landing/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Features',
    title: 'Everything your work needs',
    subtitle: 'From a quick to-do to a company-wide roadmap.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { id: 'features-heading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Everything your work needs' }),
    ).toHaveAttribute('id', 'features-heading');
    await expect(canvas.getByText('Features')).toBeVisible();
    await expect(canvas.getByText('From a quick to-do to a company-wide roadmap.')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      <SectionHeading {...args} />
      <SectionHeading {...args} align="left" />
      <SectionHeading title="Title only" />
    </Stack>
  ),
};
