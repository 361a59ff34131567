import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../testing/phoneViewport';
import { TimeReportTable, type TimeReportTableRow } from './TimeReportTable';

const ROWS: TimeReportTableRow[] = [
  { key: 'p1', label: 'Website relaunch', seconds: 19800, billableSeconds: 5400, labourCostUsdMinor: 7500 },
  { key: 'p2', label: 'Mobile app', seconds: 7200, billableSeconds: 0, labourCostUsdMinor: 0 },
];

const meta = {
  title: 'Data/TimeReportTable',
  component: TimeReportTable,
  args: { rows: ROWS, groupLabel: 'Project', onExport: fn() },
} satisfies Meta<typeof TimeReportTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hours, billable hours and labour cost per project with a totals row; both exports. */
export const ByProject: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Time reports' });
    await expect(within(table).getByRole('columnheader', { name: 'Project' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Website relaunch/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5.50', '1.50', expect.stringMatching(/^\$75(\.00)?$/)]);
    const total = within(table).getByRole('row', { name: /Total/ });
    await expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7.50', '1.50', expect.stringMatching(/^\$75(\.00)?$/)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Export XLSX' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

/** In rupees: the same cost at the default rate. */
export const InRupees: Story = {
  args: { currency: 'INR', groupLabel: 'Person' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('₹6,236')).toHaveLength(2);
  },
};

/** A download on its way; nothing in range disables the exports. */
export const ExportingAndEmpty: Story = {
  args: { exportingFormat: 'csv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export XLSX' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No time in this range.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** On a phone each row is a card; nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(within(canvasElement).getByText('Website relaunch')).toBeVisible();
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
