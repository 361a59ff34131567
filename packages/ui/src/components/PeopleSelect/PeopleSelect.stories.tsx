import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { samplePeople } from './fixtures';
import { PeopleSelect, type PeopleSelectProps } from './PeopleSelect';

const meta = {
  title: 'Forms/PeopleSelect',
  component: PeopleSelect,
  args: { label: 'Managers', people: samplePeople, value: [], onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PeopleSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([...args.value]);
    return (
      <PeopleSelect
        {...args}
        value={value}
        onChange={(ids) => {
          setValue(ids);
          args.onChange(ids);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Managers' }), 'dana');
    await userEvent.click(await screen.findByRole('option', { name: /Dana Manager/ }));
    await expect(args.onChange).toHaveBeenCalledWith([samplePeople[1]!._id]);
    await expect(canvas.getByRole('button', { name: 'Dana Manager' })).toBeVisible();
  },
};

const entries: { label: string; props: Partial<PeopleSelectProps> }[] = [
  { label: 'Nobody chosen', props: {} },
  {
    label: 'Two chosen, with help',
    props: {
      value: [samplePeople[0]!._id, samplePeople[1]!._id],
      helperText: 'Managers manage the department and everything below it.',
    },
  },
  { label: 'Disabled while saving', props: { value: [samplePeople[3]!._id], disabled: true } },
];

/** Nobody chosen, two people with a help line, and a disabled field. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      {entries.map((entry) => (
        <Stack key={entry.label} spacing={1}>
          <Typography variant="caption" color="textSecondary">
            {entry.label}
          </Typography>
          <PeopleSelect {...args} {...entry.props} label={`Managers (${entry.label.toLowerCase()})`} />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Olivia Admin' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Managers (disabled while saving)' })).toBeDisabled();
  },
};
