import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinanceCredentialsForm } from './FinanceCredentialsForm';

describe('FinanceCredentialsForm', () => {
  it('saves a new username and password once the password is long enough and confirmed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<FinanceCredentialsForm username="finance_admin" onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Change credentials' });
    await userEvent.type(screen.getByLabelText(/^New finance password/), 'short');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^New finance password/), '-but-long');
    await userEvent.type(screen.getByLabelText(/^Confirm finance password/), 'short-but-lon');
    expect(screen.getByText('The passwords do not match')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Confirm finance password/), 'g');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'finance_admin', password: 'short-but-long' });
    expect(await screen.findByText('Finance credentials changed')).toBeVisible();
  });
});
