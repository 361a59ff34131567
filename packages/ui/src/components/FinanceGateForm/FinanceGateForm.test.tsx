import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinanceGateForm } from './FinanceGateForm';

describe('FinanceGateForm', () => {
  it('keeps the button disabled until both fields are filled, then sends them and says it worked', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<FinanceGateForm onSubmit={onSubmit} demo={{ username: 'finance', password: 'demo-pass' }} />);
    expect(screen.getByRole('heading', { name: 'Finance Dashboard Access' })).toBeVisible();
    expect(screen.getByText('finance')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Access Finance Dashboard' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Username/), 'finance');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-pass');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'finance', password: 'demo-pass' });
    expect(await screen.findByText('Authentication successful!')).toBeVisible();
  });

  it('shows the failure it is given and "Authenticating..." while it runs', async () => {
    let fail: (error: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<FinanceGateForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'someone');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Access Finance Dashboard' }));
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    fail(new Error('Invalid credentials. Please try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(screen.queryByText('Demo credentials')).toBeNull();
  });
});
