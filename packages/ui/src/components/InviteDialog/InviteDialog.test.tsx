import { ORG_TEXTS, VALIDATION_MESSAGES } from '@app/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InviteDialog } from './InviteDialog';

const DEPARTMENTS = [
  { _id: 'a'.repeat(24), name: 'Engineering' },
  { _id: 'b'.repeat(24), name: 'Marketing' },
];

// Dialogs, menus and formik's validation take a while in jsdom on a busy machine.
describe('InviteDialog', { timeout: 20_000 }, () => {
  it('checks the email before sending, then sends the payload with role and department', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <InviteDialog
        open
        grantable={['member', 'dept_manager']}
        departments={DEPARTMENTS}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: ORG_TEXTS.inviteTitle });
    const send = within(dialog).getByRole('button', { name: ORG_TEXTS.inviteSubmit });
    await user.click(send);
    expect(await within(dialog).findByText(ORG_TEXTS.inviteEmailRequired)).toBeVisible();
    await user.click(within(dialog).getByRole('textbox', { name: 'Email address' }));
    await user.paste('dana@acme');
    await user.click(send);
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('textbox', { name: 'Email address' }));
    await user.paste('.example');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Member');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Department Manager' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    await user.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'dana@acme.example',
      role: 'dept_manager',
      departmentId: 'b'.repeat(24),
    });
  });

  it('leaves the department out when there is none to choose, and offers only grantable roles', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<InviteDialog open grantable={['dept_manager']} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Department Manager',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('textbox', { name: 'Email address' }));
    await user.paste('lee@acme.example');
    await user.click(screen.getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'lee@acme.example', role: 'dept_manager' });
  });

  it('shows the server error, and cannot be dismissed or sent while busy', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { rerender } = render(
      <InviteDialog open grantable={['member']} onSubmit={vi.fn()} onCancel={onCancel} busy />,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    rerender(
      <InviteDialog
        open
        grantable={['member']}
        onSubmit={vi.fn()}
        onCancel={onCancel}
        error="Failed to send invitation"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send invitation');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
