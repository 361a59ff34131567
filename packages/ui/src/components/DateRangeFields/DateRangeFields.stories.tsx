import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeFields } from './DateRangeFields';

const meta = {
  title: 'Forms/DateRangeFields',
  component: DateRangeFields,
  args: { from: undefined, to: undefined, onChange: fn() },
  render: function Render(args) {
    const [range, setRange] = useState({ from: args.from, to: args.to });
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <DateRangeFields
          {...args}
          from={range.from}
          to={range.to}
          onChange={(end, day) => {
            setRange((current) => ({ ...current, [end]: day }));
            args.onChange(end, day);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DateRangeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText('From')).not.toHaveAttribute('max');
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-01');
    await expect(args.onChange).toHaveBeenLastCalledWith('from', '2026-11-01');
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
  },
};

/** Each field is bounded by the other; clearing an end reports it empty. */
export const Filled: Story = {
  args: { from: '2026-11-01', to: '2026-11-26', fromLabel: 'Spent from', toLabel: 'Spent to' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Spent from')).toHaveAttribute('max', '2026-11-26');
    await expect(canvas.getByLabelText('Spent to')).toHaveAttribute('min', '2026-11-01');
    await userEvent.clear(canvas.getByLabelText('Spent to'));
    await expect(args.onChange).toHaveBeenLastCalledWith('to', '');
  },
};

export const Disabled: Story = {
  args: { from: '2026-11-01', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toBeDisabled();
    await expect(canvas.getByLabelText('To')).toBeDisabled();
  },
};
