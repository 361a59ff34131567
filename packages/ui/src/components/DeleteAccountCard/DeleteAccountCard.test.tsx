import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAccountCard } from './DeleteAccountCard';

function passwordInput() {
  return screen.getByLabelText(/^Password/, { selector: 'input' });
}

describe('DeleteAccountCard', () => {
  it('explains the danger and asks for the password before deleting', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockResolvedValue('Account deleted');
    render(<DeleteAccountCard onDelete={onDelete} />);
    expect(screen.getByRole('region', { name: 'Danger zone' })).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Enter your password to confirm')).toBeVisible();
    expect(onDelete).not.toHaveBeenCalled();

    await user.type(passwordInput(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(onDelete).toHaveBeenCalledWith('secret-1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's message and stays open", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockRejectedValue(new Error('Incorrect password. Please try again'));
    render(<DeleteAccountCard onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(passwordInput(), 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('cancels without deleting', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteAccountCard onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });
});
