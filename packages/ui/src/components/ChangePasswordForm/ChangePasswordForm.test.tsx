import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './ChangePasswordForm';

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

describe('ChangePasswordForm', () => {
  it('checks length and confirmation before calling', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(field('Current password'), 'old-secret');
    await user.type(field('New password'), 'abc');
    await user.type(field('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the strength of the new password and sends current and new, then clears', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue('Password changed');
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(field('Current password'), 'old-secret');
    await user.type(field('New password'), 'a much longer one');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await user.type(field('Confirm new password'), 'a much longer one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        currentPassword: 'old-secret',
        newPassword: 'a much longer one',
      }),
    );
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
  });

  it("shows the server's message and keeps the values", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('Current password is incorrect'));
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(field('Current password'), 'wrong-one');
    await user.type(field('New password'), 'new-secret');
    await user.type(field('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(field('New password')).toHaveValue('new-secret');
  });
});
