import type { CsvMapping } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CsvMappingForm } from './CsvMappingForm';

const mapping: CsvMapping = {
  title: 'Task name',
  description: null,
  status: 'Stage',
  priority: null,
  assigneeEmail: null,
  startDate: null,
  dueDate: 'Deadline',
  labels: null,
  parent: null,
};

const meta = {
  title: 'Work/CsvMappingForm',
  component: CsvMappingForm,
  args: {
    columns: [
      { name: 'Task name', sample: ['Plan the launch', 'Book the venue'] },
      { name: 'Stage', sample: ['Doing', 'Finished'] },
      { name: 'Owner email', sample: ['jordan@acme.example'] },
      { name: 'Deadline', sample: ['2027-03-01'] },
    ],
    mapping,
    onApply: fn(async () => undefined),
  },
} satisfies Meta<typeof CsvMappingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MapAColumn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plan the launch · Book the venue')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Assignee email' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Owner email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply the mapping' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...mapping, assigneeEmail: 'Owner email' });
  },
};

export const Refused: Story = {
  args: {
    onApply: fn(async () => Promise.reject(new Error('Choose the column that holds the task titles'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply the mapping' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Choose the column that holds the task titles',
    );
  },
};
