import { INVITATION_PART_TEXTS, INVITATION_SCREEN_TEXTS as T, VALIDATION_MESSAGES } from '@app/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProjectInviteForm } from './ProjectInviteForm';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ProjectInviteForm', { timeout: 20_000 }, () => {
  it('checks the address, sends it with the chosen role, and is ready for the next one', async () => {
    const user = userEvent.setup();
    const sending = deferred();
    const onSubmit = vi.fn(() => sending.promise);
    render(<ProjectInviteForm roles={['team-member', 'team-lead', 'supervisor']} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: T.inviteTitle });
    expect(within(form).getByRole('heading', { level: 2, name: T.inviteTitle })).toBeVisible();
    expect(within(form).getByRole('radio', { name: 'Team member' })).toBeChecked();
    const send = within(form).getByRole('button', { name: T.send });
    const email = within(form).getByRole('textbox', { name: T.emailLabel });

    await user.click(send);
    expect(await within(form).findByText(INVITATION_PART_TEXTS.inviteEmailRequired)).toBeVisible();
    await user.type(email, 'sam@example');
    await user.click(send);
    expect(await within(form).findByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
    expect(VALIDATION_MESSAGES.invalidEmail).toBe('Please enter a valid email address');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(email, '.com');
    await user.click(within(form).getByRole('radio', { name: 'Team lead' }));
    await user.click(send);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com', role: 'team-lead' }),
    );
    // Busy until the caller's promise settles.
    expect(email).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Supervisor' })).toBeDisabled();
    sending.resolve();
    await waitFor(() => expect(email).toHaveValue(''));
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(form).getByRole('radio', { name: 'Team lead' })).toBeChecked();
    expect(within(form).queryByText(INVITATION_PART_TEXTS.inviteEmailRequired)).not.toBeInTheDocument();
  });

  it('keeps the address when the server refuses, and shows the error it is given', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('409')));
    const { rerender } = render(
      <ProjectInviteForm roles={['team-member']} onSubmit={onSubmit} headingLevel="h3" />,
    );
    expect(screen.getByRole('heading', { level: 3, name: T.inviteTitle })).toBeVisible();
    const email = screen.getByRole('textbox', { name: T.emailLabel });
    await user.type(email, 'Member@Example.com');
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'member@example.com', role: 'team-member' }),
    );
    await waitFor(() => expect(email).toBeEnabled());
    expect(email).toHaveValue('Member@Example.com');
    rerender(
      <ProjectInviteForm
        roles={['team-member']}
        onSubmit={onSubmit}
        headingLevel="h3"
        error="This person is already a member of the project"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This person is already a member of the project');
  });

  it("chooses the first role offered when 'team-member' is not among them", () => {
    render(<ProjectInviteForm roles={['supervisor', 'team-lead']} onSubmit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Supervisor' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Team member' })).not.toBeInTheDocument();
  });
});
