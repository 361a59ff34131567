import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { FormikTextField } from './FormikTextField';

function validate(values: { email: string; password: string }) {
  const errors: Partial<Record<keyof typeof values, string>> = {};
  if (!values.email) errors.email = 'Email is required';
  if (values.password.length < 6) errors.password = 'Password must be at least 6 characters long';
  return errors;
}

function renderForm(onSubmit = vi.fn()) {
  render(
    <Formik initialValues={{ email: '', password: '' }} validate={validate} onSubmit={onSubmit}>
      <Form noValidate>
        <FormikTextField name="email" label="Email" type="email" required helperText="Your work email" />
        <FormikTextField name="password" label="Password" type="password" required />
        <button type="submit">Sign in</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('FormikTextField', () => {
  it('shows the helper text, and the error only after the field is touched', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toBeRequired();
    expect(screen.getByText('Your work email')).toBeVisible();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toBeInvalid();
  });

  it('shows every error on submit and submits the typed values once valid', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', password: 'secret12' });
    // Typing key by key is slow on a busy CI machine.
  }, 20_000);

  it('renders a password field with its show/hide toggle', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
