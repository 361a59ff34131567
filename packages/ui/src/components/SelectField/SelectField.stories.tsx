import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldOption } from './SelectField';

type Status = 'todo' | 'in_progress' | 'review' | 'done';
const statuses: SelectFieldOption<Status>[] = [
  { value: 'todo', label: 'To Do' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'review', label: 'Review' },
  { value: 'done', label: 'Done' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField<Status>,
  args: { label: 'Status', value: 'todo', options: statuses, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Status>(args.value);
    return (
      <SelectField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Review' }));
    await expect(args.onChange).toHaveBeenCalledWith('review');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Review');
  },
};

/** A chosen value, another, and a disabled field. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <SelectField {...args} value="todo" />
      <SelectField {...args} label="Status (in progress)" value="in_progress" />
      <SelectField {...args} label="Status (read only)" value="done" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('To Do');
    await expect(canvas.getByRole('combobox', { name: 'Status (read only)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
