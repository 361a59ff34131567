import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButtons } from './ExportButtons';

const meta = {
  title: 'Actions/ExportButtons',
  component: ExportButtons,
  args: {
    formats: [
      { format: 'csv', label: 'Export CSV' },
      { format: 'xlsx', label: 'Export XLSX' },
    ],
    onExport: fn(),
  },
} satisfies Meta<typeof ExportButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export XLSX' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};

/** While one file is on its way, its button is busy and the others wait. */
export const Busy: Story = {
  args: { busyFormat: 'xlsx' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export XLSX' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};
