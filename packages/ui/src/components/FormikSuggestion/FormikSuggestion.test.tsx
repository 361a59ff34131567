import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { describe, expect, it } from 'vitest';
import { FormikTextField } from '../FormikTextField';
import { FormikSuggestion } from './FormikSuggestion';

function Suggested() {
  const { values } = useFormikContext<{ name: string; email: string }>();
  const local = values.name.trim().toLowerCase().split(/\s+/).filter(Boolean).join('.');
  return <FormikSuggestion name="email" suggestion={local ? `${local}@acme.com` : ''} />;
}

function renderForm() {
  render(
    <Formik initialValues={{ name: '', email: '' }} onSubmit={() => {}}>
      <Form>
        <Suggested />
        <FormikTextField name="name" label="Name" />
        <FormikTextField name="email" label="Email" />
      </Form>
    </Formik>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
  };
}

describe('FormikSuggestion', () => {
  it('fills the field from the others while it is untouched', async () => {
    const user = userEvent.setup();
    const { name, email } = renderForm();
    await user.type(name, 'Jane Doe');
    expect(email).toHaveValue('jane.doe@acme.com');
    await user.clear(name);
    await user.type(name, 'Sam');
    expect(email).toHaveValue('sam@acme.com');
  });

  it('leaves the field alone once the user has written their own', async () => {
    const user = userEvent.setup();
    const { name, email } = renderForm();
    await user.type(name, 'Jane');
    await user.clear(email);
    await user.type(email, 'boss@acme.com');
    await user.type(name, ' Doe');
    expect(email).toHaveValue('boss@acme.com');
  });
});
