import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExpenseDialog } from './ExpenseDialog';

const meta = {
  title: 'Finance/ExpenseDialog',
  component: ExpenseDialog,
  args: {
    open: true,
    title: 'Add expense',
    projects: [
      { value: 'p1', label: 'Website Redesign' },
      { value: 'p2', label: 'Mobile App' },
    ],
    categories: [
      { value: 'travel', label: 'Travel' },
      { value: 'software', label: 'Software' },
      { value: 'other', label: 'Other' },
    ],
    initial: { date: '2026-03-05' },
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ExpenseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A receipt of the wrong type is refused with the reason, before anything is sent. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add expense' }));
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(dialog.getByLabelText('Receipt file'), svg, { applyAccept: false });
    // The dialog fades in: on a busy machine its text is still at opacity 0 right after the upload.
    await waitFor(() => expect(dialog.getByText('Choose a PDF, PNG, JPEG or WebP file.')).toBeVisible());
  },
};

/** Editing an expense in rupees that has a receipt. */
export const Editing: Story = {
  args: {
    title: 'Edit expense',
    initial: {
      date: '2026-03-05',
      projectId: 'p2',
      category: 'travel',
      amount: 41575,
      currency: 'INR',
      description: 'Client workshop in Pune',
    },
    currentReceiptName: 'receipt.pdf',
    error: 'Only draft or rejected expenses can be edited',
  },
};
