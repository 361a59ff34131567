import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormSteps } from './FormSteps';

const STEPS = ['Organization details', 'Admin account'];

const meta = {
  title: 'Forms/FormSteps',
  component: FormSteps,
  args: { steps: STEPS, active: 0 },
} satisfies Meta<typeof FormSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Step 1 of 2: Organization details' }),
    ).toBeVisible();
    // Every step is listed, the ones still to come included.
    await expect(canvas.getByText('Admin account')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 4, maxWidth: 560 }}>
      <FormSteps steps={STEPS} active={0} />
      <FormSteps steps={STEPS} active={1} />
      <FormSteps steps={['Account', 'Profile', 'Team']} active={1} headingLevel="h3" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Step 2 of 2: Admin account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Step 2 of 3: Profile' })).toBeVisible();
  },
};
