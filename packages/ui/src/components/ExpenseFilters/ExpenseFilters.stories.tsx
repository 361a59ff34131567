import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ExpenseFilters, type ExpenseFilterValues, NO_FILTERS } from './ExpenseFilters';

const PROJECTS = [
  { projectId: 'p1', projectTitle: 'Website Redesign' },
  { projectId: 'p2', projectTitle: 'Mobile App' },
];

function Demo() {
  const [value, setValue] = useState<ExpenseFilterValues>(NO_FILTERS);
  return <ExpenseFilters value={value} projects={PROJECTS} onChange={setValue} />;
}

const meta = {
  title: 'Finance/ExpenseFilters',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Project' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Mobile App' }));
    await expect(canvas.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Mobile App');
  },
};
