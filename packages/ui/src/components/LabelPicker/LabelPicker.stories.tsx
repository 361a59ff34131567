import { LABEL_LIMITS, type TaskLabel } from '@app/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LabelPicker, type LabelPickerProps } from './LabelPicker';

const LABELS: TaskLabel[] = [
  { _id: 'l1', name: 'Bug', color: '#d32f2f' },
  { _id: 'l2', name: 'Frontend', color: '#1976d2' },
  { _id: 'l3', name: 'Customer request', color: '#388e3c' },
  { _id: 'l4', name: 'Design', color: '#7b1fa2' },
];

const MANY: TaskLabel[] = Array.from({ length: LABEL_LIMITS.perTask + 2 }, (_, index) => ({
  _id: `m${index}`,
  name: `Label ${index + 1}`,
  color: '#00796b',
}));

const meta = {
  title: 'Work/LabelPicker',
  component: LabelPicker,
  args: { options: LABELS, value: ['l1'], onChange: fn() },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof LabelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps its value and options as a form would, and reports each change. */
function Stateful(props: LabelPickerProps) {
  const [value, setValue] = useState(props.value);
  const [options, setOptions] = useState(props.options);
  return (
    <LabelPicker
      {...props}
      options={options}
      value={value}
      onChange={(ids) => {
        props.onChange(ids);
        setValue(ids);
      }}
      onCreate={
        props.onCreate
          ? async (name) => {
              const made = await props.onCreate!(name);
              setOptions((current) => [...current, made]);
              return made;
            }
          : undefined
      }
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Bug')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Labels' }));
    await userEvent.click(await body.findByRole('option', { name: 'Design' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['l1', 'l4']);
    // Chosen labels leave the list.
    await expect(body.queryByRole('option', { name: 'Bug' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Design')).toBeVisible();
  },
};

/** A name no label has is offered as a new label; once made, it is chosen. */
export const CreateLabel: Story = {
  args: {
    value: [],
    onCreate: fn(async (name: string) => ({ _id: 'new1', name, color: '#0288d1' })),
  },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: 'Labels' });
    // An existing name (in any case) is not offered again.
    await userEvent.type(field, 'bug');
    await expect(body.queryByRole('option', { name: /Create label/ })).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '  Marketing ');
    await userEvent.click(await body.findByRole('option', { name: 'Create label “Marketing”' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Marketing');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(['new1']));
    await expect(canvas.getByText('Marketing')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** A name the domain refuses is not sent; its message shows under the field until the name changes. */
export const NameTooLong: Story = {
  args: { value: [], onCreate: fn(async (name: string) => ({ _id: 'new2', name, color: '#0288d1' })) },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: 'Labels' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(41));
    await userEvent.click(await body.findByRole('option', { name: `Create label “${'x'.repeat(41)}”` }));
    await expect(canvas.getByText('Label names must be at most 40 characters')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    // The name stays to be corrected.
    await expect(field).toHaveValue('x'.repeat(41));
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.queryByText('Label names must be at most 40 characters')).not.toBeInTheDocument();
  },
};

/** At the limit the field says so and offers no more labels. */
export const AtLimit: Story = {
  args: { options: MANY, value: MANY.slice(0, LABEL_LIMITS.perTask).map((label) => label._id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(`A task carries at most ${LABEL_LIMITS.perTask} labels`)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Labels' }));
    await expect(await body.findByRole('option', { name: 'Label 21' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Refused: Story = { args: { error: 'A label was not found in this task’s workspace' } };

export const Disabled: Story = { args: { disabled: true, value: ['l1', 'l2'] } };

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <LabelPicker {...args} value={[]} label="Empty" />
      <LabelPicker {...args} value={['l1', 'l2', 'l3']} label="Three labels" />
      <LabelPicker
        {...args}
        value={['l1']}
        label="Refused"
        error="A label was not found in this task’s workspace"
      />
      <LabelPicker {...args} value={['l1', 'l4']} label="Disabled" disabled />
    </Stack>
  ),
};
