import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import type * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormikTextField } from './FormikTextField';

interface Values {
  name: string;
  email: string;
  password: string;
}

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!/^\S+@\S+\.\S+$/.test(values.email)) errors.email = 'Please enter a valid email address';
  if (values.password.length < 6) errors.password = 'Password must be at least 6 characters long';
  return errors;
}

function DemoForm({ initialValues, children }: { initialValues: Values; children: React.ReactNode }) {
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={() => {}}>
      <Form noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 400 }}>
          {children}
          <Button type="submit" variant="contained">
            Create account
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/FormikTextField',
  component: FormikTextField,
  args: { name: 'email', label: 'Email', type: 'email', required: true, fullWidth: true },
  render: (args) => (
    <DemoForm initialValues={{ name: '', email: '', password: '' }}>
      <FormikTextField {...args} />
    </DemoForm>
  ),
} satisfies Meta<typeof FormikTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ErrorAfterSubmit: Story = {
  render: () => (
    <DemoForm initialValues={{ name: '', email: 'not-an-email', password: '' }}>
      <FormikTextField name="name" label="Full name" required fullWidth />
      <FormikTextField name="email" label="Email" type="email" required fullWidth />
      <FormikTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </DemoForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <DemoForm initialValues={{ name: 'Ada Lovelace', email: 'ada@', password: 'secret' }}>
      <FormikTextField name="name" label="Full name" required helperText="As shown to your team" fullWidth />
      <FormikTextField name="email" label="Email" type="email" required fullWidth />
      <FormikTextField name="password" label="Password" type="password" required fullWidth />
      <FormikTextField name="name" label="Disabled" disabled fullWidth />
    </DemoForm>
  ),
  play: async ({ canvasElement }) => {
    // Touch the email field so the catalogue shows the error state beside the others.
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Email/ }));
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    // Leave nothing focused, so the catalogue shows each field at rest.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
