import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BudgetLinesDialog } from './BudgetLinesDialog';

const meta = {
  title: 'Finance/BudgetLinesDialog',
  component: BudgetLinesDialog,
  args: {
    open: true,
    projectName: 'Website Redesign',
    lines: [
      { category: 'labor', amount: 20_000, currency: 'USD' },
      { category: 'travel', amount: 415_750, currency: 'INR' },
    ],
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BudgetLinesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit budget: Website Redesign' }));
    await expect(dialog.getByLabelText('Travel')).toHaveValue('415750');
  },
};
