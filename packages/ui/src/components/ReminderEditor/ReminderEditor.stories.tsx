import type { ReminderInput, TaskReminder } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReminderEditor, type ReminderEditorProps } from './ReminderEditor';

const format = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const meta = {
  title: 'Work/ReminderEditor',
  component: ReminderEditor,
  args: {
    reminders: [],
    dueDate: '2026-12-10',
    onChange: fn(async () => undefined),
    formatTime: format,
  },
} satisfies Meta<typeof ReminderEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithReminders: Story = {
  args: {
    reminders: [
      { id: 'a', remindAt: '2026-12-09T09:00:00.000Z', offsetMinutes: 1440, sentAt: null },
      {
        id: 'b',
        remindAt: '2026-12-01T08:30:00.000Z',
        offsetMinutes: null,
        sentAt: '2026-12-01T08:30:02.000Z',
      },
    ],
  },
};

export const WithoutDueDate: Story = {
  args: { dueDate: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Set a due date to remind before it')).toBeVisible();
  },
};

/** Adds a preset, then a custom "3 days before", then removes the first: each change saves the whole list. */
function Live(props: ReminderEditorProps) {
  const [reminders, setReminders] = useState<TaskReminder[]>([]);
  return (
    <ReminderEditor
      {...props}
      reminders={reminders}
      onChange={async (next: ReminderInput[]) => {
        await props.onChange(next);
        setReminders(
          next.map((input, index) => ({
            id: String(index),
            remindAt: input.remindAt ?? '2026-12-09T09:00:00.000Z',
            offsetMinutes: input.offsetMinutes ?? null,
            sentAt: null,
          })),
        );
      }}
    />
  );
}

export const AddAndRemove: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add reminder' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ offsetMinutes: 15 }]);
    await canvas.findByText('15 minutes before (2026-12-09 09:00)');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Add reminder' }));
    await userEvent.click(await body.findByRole('option', { name: 'Custom' }));
    const amount = canvas.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(await body.findByRole('option', { name: 'days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add reminder' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ offsetMinutes: 15 }, { offsetMinutes: 4320 }]);
    await canvas.findByText('3 days before (2026-12-09 09:00)');

    await userEvent.click(canvas.getByRole('button', { name: /^Remove the reminder 15 minutes before/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ offsetMinutes: 4320 }]);
    await waitFor(() =>
      expect(canvas.queryByText('15 minutes before (2026-12-09 09:00)')).not.toBeInTheDocument(),
    );
  },
};
