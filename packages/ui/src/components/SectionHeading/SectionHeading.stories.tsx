import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      <SectionHeading {...args} />
      <SectionHeading {...args} align="left" />
      <SectionHeading title="Title only" />
    </Stack>
  ),
};
