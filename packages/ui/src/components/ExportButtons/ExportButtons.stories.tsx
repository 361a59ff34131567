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

export const Busy: Story = { args: { busyFormat: 'xlsx' } };
