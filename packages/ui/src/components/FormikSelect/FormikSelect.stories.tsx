import { PRIORITIES, PRIORITY_LABELS } from '@app/domain';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { useState } from 'react';
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

/** A required select in a form: the values submitted, or nothing while no option is chosen. */
function PriorityForm() {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <Formik
      initialValues={{ priority: '' }}
      validate={(values) => (values.priority ? {} : { priority: 'Priority is required' })}
      onSubmit={(values) => setSubmitted(JSON.stringify(values))}
    >
      <Form noValidate>
        <Stack spacing={2} sx={{ maxWidth: 320, alignItems: 'flex-start' }}>
          <FormikSelect name="priority" label="Priority" options={OPTIONS} fullWidth />
          <button type="submit">Save</button>
          {submitted ? <output>Submitted {submitted}</output> : null}
        </Stack>
      </Form>
    </Formik>
  );
}

/** The error shows after a submit; the chosen option sets the field. */
export const ErrorAfterSubmit: Story = {
  render: () => <PriorityForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Priority is required')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'High' }),
    );
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Submitted {"priority":"high"}');
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
