import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A new line in rupees beside the one in dollars. */
export const AddLineInRupees: Story = {
  args: { lines: [{ category: 'labor', amount: 20_000, currency: 'USD' }] },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit budget: Website Redesign' }));
    await expect(dialog.getByLabelText('Labor')).toHaveValue('20000');
    await userEvent.type(dialog.getByLabelText('Travel'), '415750');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Travel currency' }));
    await userEvent.click(await body.findByRole('option', { name: 'INR' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save budget' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { category: 'labor', amount: 20_000, currency: 'USD' },
      { category: 'travel', amount: 415_750, currency: 'INR' },
    ]);
  },
};
