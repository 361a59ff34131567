import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { FormikCheckbox } from './FormikCheckbox';

describe('FormikCheckbox', () => {
  it('binds a boolean field and shows its error after submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Formik
        initialValues={{ terms: false }}
        validate={(values) => (values.terms ? {} : { terms: 'Please accept the terms' })}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <FormikCheckbox name="terms" label="I agree to the Terms of Service" required />
          <button type="submit">Continue</button>
        </Form>
      </Formik>,
    );
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please accept the terms')).toBeVisible();
    expect(box).toHaveAccessibleDescription('Please accept the terms');

    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ terms: true });
  });
});
