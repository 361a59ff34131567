import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_ANALYTICS } from '../AnalyticsCharts/sample';
import { AnalyticsFilters, type AnalyticsFilterValues } from './AnalyticsFilters';

const meta = {
  title: 'Forms/AnalyticsFilters',
  component: AnalyticsFilters,
  args: { value: {}, options: SAMPLE_ANALYTICS.options, onChange: fn() },
} satisfies Meta<typeof AnalyticsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Only the projects given are offered, and each change is reported with the other filters. */
export const ReportsEachChange: Story = {
  args: { value: { from: '2025-09-01' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter the figures' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Project' }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All projects', 'Website relaunch', 'Mobile app']);
    await userEvent.click(within(list).getByRole('option', { name: 'Mobile app' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-09-01', projectId: 'p-2' });
    fireEvent.change(canvas.getByLabelText('To'), { target: { value: '2025-10-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-09-01', to: '2025-10-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

/** An individual has no departments or teams: those filters are left out. */
export const Individual: Story = {
  args: { options: { ...SAMPLE_ANALYTICS.options, departments: [], teams: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Project' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { value: { from: '2025-09-01', to: '2025-10-12', projectId: 'p-1', departmentId: 'd-2' } },
};

/** The filters of a department manager: only their departments are offered. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<AnalyticsFilterValues>({});
    return <AnalyticsFilters {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Department' }));
    const list = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All departments', 'Engineering', 'Platform']);
    await userEvent.click(within(list).getByRole('option', { name: 'Platform' }));
    await expect(canvas.getByRole('combobox', { name: 'Department' })).toHaveTextContent('Platform');
  },
};
