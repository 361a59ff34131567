import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormikCheckbox } from './FormikCheckbox';

const meta = {
  title: 'Forms/FormikCheckbox',
  component: FormikCheckbox,
  args: { name: 'remember', label: 'Remember me' },
  render: (args) => (
    <Formik initialValues={{ remember: false }} onSubmit={() => {}}>
      <FormikCheckbox {...args} />
    </Formik>
  ),
} satisfies Meta<typeof FormikCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** A required box in a form: the values submitted, or nothing while the terms are not accepted. */
function TermsForm() {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <Formik
      initialValues={{ terms: false }}
      validate={(values) => (values.terms ? {} : { terms: 'Please accept the terms' })}
      onSubmit={(values) => setSubmitted(JSON.stringify(values))}
    >
      <Form noValidate>
        <FormikCheckbox name="terms" label="I agree to the Terms of Service" required />
        <button type="submit">Continue</button>
        {submitted ? <output>Submitted {submitted}</output> : null}
      </Form>
    </Formik>
  );
}

/** The error shows after a submit and describes the box; a ticked box submits true. */
export const ErrorAfterSubmit: Story = {
  render: () => <TermsForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please accept the terms')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Please accept the terms');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Submitted {"terms":true}');
  },
};

export const Catalog: Story = {
  render: () => (
    <Formik
      initialValues={{ remember: true, terms: false, news: false }}
      initialErrors={{ terms: 'Please accept the terms' }}
      initialTouched={{ terms: true }}
      onSubmit={() => {}}
    >
      <Stack>
        <FormikCheckbox name="remember" label="Remember me" />
        <FormikCheckbox
          name="terms"
          required
          label={
            <>
              I agree to the <Link href="/terms">Terms of Service</Link>
            </>
          }
        />
        <FormikCheckbox name="news" label="Send me product news" helperText="At most once a month" disabled />
      </Stack>
    </Formik>
  ),
};
