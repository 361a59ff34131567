import type { CustomField } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFieldList, sampleFields } from '../CustomFieldInput/fixtures';
import { type CustomFieldCreate, CustomFieldsEditor, type CustomFieldUpdate } from './CustomFieldsEditor';

const resolved = () => fn(async (..._args: unknown[]) => {});

const meta = {
  title: 'Work/CustomFieldsEditor',
  component: CustomFieldsEditor,
  args: {
    fields: [sampleFields.estimate, sampleFields.stage, sampleFields.reviewer],
    onCreate: resolved(),
    onUpdate: resolved(),
    onDelete: resolved(),
  },
} satisfies Meta<typeof CustomFieldsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stands in for the server: keeps the fields the editor creates, changes and deletes.
function Stateful(args: React.ComponentProps<typeof CustomFieldsEditor>) {
  const [fields, setFields] = useState<CustomField[]>([...args.fields]);
  return (
    <CustomFieldsEditor
      {...args}
      fields={fields}
      onCreate={async (payload: CustomFieldCreate) => {
        await args.onCreate(payload);
        const n = fields.length + 1;
        setFields([
          ...fields,
          {
            ...sampleFields.notes,
            _id: `${'f'.repeat(22)}${String(n).padStart(2, '0')}`,
            name: payload.name,
            type: payload.type,
            options: payload.options.map((option, index) => ({ id: `n${n}-${index}`, label: option.label })),
            position: n,
          },
        ]);
      }}
      onUpdate={async (fieldId: string, payload: CustomFieldUpdate) => {
        await args.onUpdate(fieldId, payload);
        setFields(
          fields.map((field) =>
            field._id === fieldId
              ? {
                  ...field,
                  name: payload.name ?? field.name,
                  options: payload.options
                    ? payload.options.map((option, index) => ({
                        id: option.id ?? `u${index}`,
                        label: option.label,
                      }))
                    : field.options,
                }
              : field,
          ),
        );
      }}
      onDelete={async (fieldId: string) => {
        await args.onDelete(fieldId);
        setFields(fields.filter((field) => field._id !== fieldId));
      }}
    />
  );
}

export const AddSelectField: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Select: Discovery, Build, Launch')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    const dialog = await body.findByRole('dialog', { name: 'Add a field' });
    // Sent empty: the domain's messages show.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await expect(await within(dialog).findByText('Field name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Team');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await body.findByRole('option', { name: 'Select' }));
    // A select starts with one option; an empty one is refused.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await expect(await within(dialog).findByText('Option text is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Web');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'Mobile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove option 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Team',
        type: 'select',
        options: [{ label: 'Web' }, { label: 'Mobile' }],
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Select: Web, Mobile')).toBeVisible();
  },
};

export const EditOptions: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the field “Stage”' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit the field “Stage”' });
    await expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Phase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(sampleFields.stage._id, {
        name: 'Phase',
        options: [
          { id: 'o4-2', label: 'Build' },
          { id: 'o4-3', label: 'Launch' },
        ],
      }),
    );
    await expect(await canvas.findByText('Phase')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    onUpdate: fn(async () => Promise.reject(new Error('This project already has a field with this name'))),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit the field “Estimate”' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit the field “Estimate”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This project already has a field with this name',
    );
    await expect(within(dialog).queryByText('Options')).toBeNull();
  },
};

export const Delete: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the field “Reviewer”' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete the field “Reviewer”?' });
    await expect(dialog).toHaveTextContent('Its values on every task are deleted too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sampleFields.reviewer._id));
    await waitFor(() => expect(canvas.queryByText('Reviewer')).toBeNull());
  },
};

export const DeleteRefused: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('Field not found'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete the field “Estimate”' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete the field “Estimate”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Field not found');
  },
};

export const ReadOnly: Story = {
  args: { fields: sampleFieldList, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleFieldList.length);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No custom fields yet.')).toBeVisible();
  },
};

/** Every type's field with its options; the same read-only; none yet. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="subtitle2">Editable</Typography>
      <CustomFieldsEditor {...args} fields={sampleFieldList} />
      <Typography variant="subtitle2">Read-only</Typography>
      <CustomFieldsEditor {...args} fields={sampleFieldList.slice(0, 3)} readOnly />
      <Typography variant="subtitle2">None yet</Typography>
      <CustomFieldsEditor {...args} fields={[]} />
    </Stack>
  ),
};
