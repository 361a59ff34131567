import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
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
