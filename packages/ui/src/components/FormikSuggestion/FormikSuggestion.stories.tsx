import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik, useFormikContext } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { FormikTextField } from '../FormikTextField';
import { FormikSuggestion } from './FormikSuggestion';

interface Values {
  adminName: string;
  adminEmail: string;
}

function AdminEmail() {
  const { values } = useFormikContext<Values>();
  const local = values.adminName.trim().toLowerCase().split(/\s+/).filter(Boolean).join('.');
  return <FormikSuggestion name="adminEmail" suggestion={local ? `${local}@acme.com` : ''} />;
}

function AdminForm({ initial }: { initial: Values }) {
  return (
    <Formik initialValues={initial} onSubmit={() => {}}>
      <Form aria-label={initial.adminName || 'Empty form'}>
        <AdminEmail />
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <FormikTextField name="adminName" label="Admin name" />
          <FormikTextField name="adminEmail" label="Admin work email" />
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/FormikSuggestion',
  component: FormikSuggestion,
  args: { name: 'adminEmail', suggestion: '' },
  render: () => <AdminForm initial={{ adminName: '', adminEmail: '' }} />,
} satisfies Meta<typeof FormikSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsTheName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Admin name' }), 'Jane Q Doe');
    await expect(canvas.getByRole('textbox', { name: 'Admin work email' })).toHaveValue(
      'jane.q.doe@acme.com',
    );
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <AdminForm initial={{ adminName: '', adminEmail: '' }} />
      <AdminForm initial={{ adminName: 'Jane Doe', adminEmail: '' }} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const jane = within(within(canvasElement).getByRole('form', { name: 'Jane Doe' }));
    await expect(jane.getByRole('textbox', { name: 'Admin work email' })).toHaveValue('jane.doe@acme.com');
  },
};
