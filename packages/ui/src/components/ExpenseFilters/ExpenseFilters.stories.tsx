import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpenseFilters, type ExpenseFilterValues, NO_FILTERS } from './ExpenseFilters';

const PROJECTS = [
  { projectId: 'p1', projectTitle: 'Website Redesign' },
  { projectId: 'p2', projectTitle: 'Mobile App' },
];

function Demo({ onChange }: { onChange: (value: ExpenseFilterValues) => void }) {
  const [value, setValue] = useState<ExpenseFilterValues>(NO_FILTERS);
  return (
    <ExpenseFilters
      value={value}
      projects={PROJECTS}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Finance/ExpenseFilters',
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await body.findByRole('option', { name: 'Approved' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, status: 'approved' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await body.findByRole('option', { name: 'Mobile App' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      status: 'approved',
      projectId: 'p2',
    });
    await expect(canvas.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Mobile App');
    await expect(canvas.getByLabelText('From')).toHaveAttribute('type', 'date');
  },
};
