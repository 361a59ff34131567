import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomFieldInput, type CustomFieldInputProps } from './CustomFieldInput';
import { sampleFieldList, sampleFields, sampleMembers } from './fixtures';

const meta = {
  title: 'Forms/CustomFieldInput',
  component: CustomFieldInput,
  args: { field: sampleFields.notes, value: null, onChange: fn(), members: sampleMembers },
} satisfies Meta<typeof CustomFieldInput>;

export default meta;
type Story = StoryObj<typeof meta>;

// Keeps the value as a task would, so that a story shows what was chosen.
function Controlled(props: CustomFieldInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CustomFieldInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

export const Text: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(input, 'Ask legal');
    // Nothing is sent while typing; Enter commits.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Ask legal');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const NumberField: Story = {
  args: { field: sampleFields.estimate, value: 3 },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Estimate' });
    await expect(input).toHaveValue(3);
    await userEvent.clear(input);
    await userEvent.type(input, '5.5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith(5.5);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Link: Story = {
  args: { field: sampleFields.spec },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Spec' });
    await userEvent.type(input, 'not a link{Enter}');
    await expect(canvas.getByText('Enter a web address (http or https)')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com/spec{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('https://example.com/spec');
    await expect(canvas.queryByText('Enter a web address (http or https)')).toBeNull();
  },
};

export const Select: Story = {
  args: { field: sampleFields.stage, value: 'o4-1' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const select = within(canvasElement).getByRole('combobox', { name: 'Stage' });
    await expect(select).toHaveTextContent('Discovery');
    await userEvent.click(select);
    await userEvent.click(await body.findByRole('option', { name: 'Launch' }));
    await expect(args.onChange).toHaveBeenCalledWith('o4-3');
    await userEvent.click(select);
    await userEvent.click(await body.findByRole('option', { name: 'None' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const MultiSelect: Story = {
  args: { field: sampleFields.platforms, value: ['o5-1'] },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.click(await body.findByRole('option', { name: 'Android' }));
    await expect(args.onChange).toHaveBeenCalledWith(['o5-1', 'o5-3']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByText('Android')).toBeVisible();
  },
};

export const Person: Story = {
  args: { field: sampleFields.reviewer },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Reviewer' }));
    await userEvent.click(await body.findByRole('option', { name: 'Jordan Lee' }));
    await expect(args.onChange).toHaveBeenCalledWith(sampleMembers[2]!._id);
  },
};

export const DateAndCheckbox: Story = {
  render: (args) => (
    <Stack spacing={2}>
      <Controlled {...args} field={sampleFields.review} value="2025-06-10" />
      <Controlled {...args} field={sampleFields.billable} value={false} />
    </Stack>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Review date')).toHaveValue('2025-06-10');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Billable' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Every type, filled and empty, small as in a table and with an error. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {sampleFieldList.map((field) => (
        <CustomFieldInput key={field._id} {...args} field={field} value={null} />
      ))}
      <CustomFieldInput {...args} field={sampleFields.platforms} value={['o5-1', 'o5-2']} size="small" />
      <CustomFieldInput
        {...args}
        field={sampleFields.estimate}
        value={8}
        size="small"
        label="Estimate of “Design”"
      />
      <CustomFieldInput {...args} field={sampleFields.stage} value="o4-2" error="Choose one of its options" />
      <CustomFieldInput {...args} field={sampleFields.notes} value="Read only" disabled />
    </Stack>
  ),
};
