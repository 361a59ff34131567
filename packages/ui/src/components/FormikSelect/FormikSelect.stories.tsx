import { PRIORITIES, PRIORITY_LABELS } from '@app/domain';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { FormikSelect } from './FormikSelect';

const OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

const meta = {
  title: 'Forms/FormikSelect',
  component: FormikSelect,
  args: { name: 'priority', label: 'Priority', options: OPTIONS, fullWidth: true },
  render: (args) => (
    <Formik initialValues={{ priority: 'medium' }} onSubmit={() => {}}>
      <Stack sx={{ maxWidth: 320 }}>
        <FormikSelect {...args} />
      </Stack>
    </Formik>
  ),
} satisfies Meta<typeof FormikSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Priority' }));
    // The menu opens in a portal outside the story's canvas.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Urgent' }));
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Urgent');
  },
};

export const Catalog: Story = {
  render: () => (
    <Formik
      initialValues={{ priority: 'high', empty: '', locked: 'low' }}
      initialErrors={{ empty: 'Priority is required' }}
      initialTouched={{ empty: true }}
      onSubmit={() => {}}
    >
      <Stack spacing={2.5} sx={{ maxWidth: 320 }}>
        <FormikSelect name="priority" label="Priority" options={OPTIONS} helperText="How soon it matters" />
        <FormikSelect name="empty" label="Priority" options={OPTIONS} required />
        <FormikSelect name="locked" label="Priority" options={OPTIONS} disabled />
      </Stack>
    </Formik>
  ),
};
