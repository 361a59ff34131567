import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
