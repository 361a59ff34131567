import { type AuthMode, INVITATION_PART_TEXTS, INVITATION_SCREEN_TEXTS as T } from '@app/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InvitationAuthForm, type InvitationAuthFormProps } from './InvitationAuthForm';

function Controlled({ initialMode, ...props }: Partial<InvitationAuthFormProps> & { initialMode: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <InvitationAuthForm
      email="sam@example.com"
      onSubmit={vi.fn()}
      {...props}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        props.onModeChange?.(next);
      }}
    />
  );
}

describe('InvitationAuthForm', { timeout: 20_000 }, () => {
  it('signs in with the invited address, fixed and read-only', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Controlled initialMode="login" onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: INVITATION_PART_TEXTS.authModeLabel });
    expect(group).toBeVisible();
    expect(screen.getByRole('button', { name: T.loginMode })).toHaveAttribute('aria-pressed', 'true');
    const email = screen.getByRole('textbox', { name: T.emailLabel });
    expect(email).toHaveValue('sam@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(T.emailFixedHelp);
    expect(screen.queryByRole('textbox', { name: T.nameLabel })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.loginAction }));
    expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: T.loginAction }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ mode: 'login', password: 'secret1' }));
  });

  it('validates registration as spec 5 says, then sends the name and password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onModeChange = vi.fn();
    render(<Controlled initialMode="login" onSubmit={onSubmit} onModeChange={onModeChange} />);
    await user.click(screen.getByRole('button', { name: T.registerMode }));
    expect(onModeChange).toHaveBeenCalledWith('register');
    expect(screen.getByRole('button', { name: T.registerMode })).toHaveAttribute('aria-pressed', 'true');
    const submit = screen.getByRole('button', { name: T.registerAction });

    await user.click(submit);
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: T.nameLabel }), '  Sam Tester ');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match. Please check and try again')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ mode: 'register', name: 'Sam Tester', password: 'secret1' }),
    );
  });

  it('is busy while the attempt runs, keeps what was typed when it fails, and shows the error given', async () => {
    const user = userEvent.setup();
    let fail = (_error: Error) => {};
    const onSubmit = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const { rerender } = render(
      <InvitationAuthForm mode="login" onModeChange={vi.fn()} email="sam@example.com" onSubmit={onSubmit} />,
    );
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: T.loginAction }));
    await waitFor(() => expect(password).toBeDisabled());
    expect(screen.getByRole('button', { name: T.registerMode })).toBeDisabled();
    fail(new Error('401'));
    await waitFor(() => expect(password).toBeEnabled());
    expect(password).toHaveValue('wrong-one');
    rerender(
      <InvitationAuthForm
        mode="login"
        onModeChange={vi.fn()}
        email="sam@example.com"
        onSubmit={onSubmit}
        error="Incorrect password. Please try again"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect password. Please try again');
  });
});
