import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RepeatEditor, type RepeatEditorProps } from './RepeatEditor';

const meta = {
  title: 'Work/RepeatEditor',
  component: RepeatEditor,
  // 2026-12-10 is a Thursday.
  args: { value: null, anchor: '2026-12-10', onChange: fn() },
} satisfies Meta<typeof RepeatEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DoesNotRepeat: Story = {};

export const WeeklyTwice: Story = { args: { value: 'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=10' } };

export const MonthlyUntil: Story = { args: { value: 'FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20271231' } };

function Live(props: RepeatEditorProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RepeatEditor
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** Weekly from a Thursday due date, Monday added, ending after 5 times: the rule and its words follow. */
export const BuildWeeklyRule: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Repeat' }));
    await userEvent.click(await body.findByRole('option', { name: 'Weekly' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=TH');
    await userEvent.click(await canvas.findByRole('button', { name: 'Mon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,TH');
    await expect(canvas.getByText('Repeats: Weekly on Monday and Thursday')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ends' }));
    await userEvent.click(await body.findByRole('option', { name: 'After' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5');
    await waitFor(() =>
      expect(canvas.getByText('Repeats: Weekly on Monday and Thursday, 5 times')).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Repeat' }));
    await userEvent.click(await body.findByRole('option', { name: 'Does not repeat' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
