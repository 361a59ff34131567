import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { FormikSelect } from './FormikSelect';

const OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'high', label: 'High' },
];

describe('FormikSelect', () => {
  it('sets the field from the chosen option and shows its error after submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Formik
        initialValues={{ priority: '' }}
        validate={(values) => (values.priority ? {} : { priority: 'Priority is required' })}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <FormikSelect name="priority" label="Priority" options={OPTIONS} />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Priority is required')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ priority: 'high' });
  });
});
