import { INVITATION_SCREEN_TEXTS as PT, ORG_USERS_TEXTS as T } from '@app/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVITATIONS_NOW, sampleInvitations, sampleProjectInvitations } from './fixtures';
import { PendingInvitationList, type PendingInvitationListProps } from './PendingInvitationList';

function renderList(props: Partial<PendingInvitationListProps> = {}) {
  return render(
    <PendingInvitationList
      invitations={sampleInvitations}
      total={14}
      page={1}
      onPageChange={vi.fn()}
      now={INVITATIONS_NOW}
      {...props}
    />,
  );
}

describe('PendingInvitationList', { timeout: 20_000 }, () => {
  it('shows each invitation with its role, department, inviter and expiry, paged', () => {
    renderList();
    const items = within(screen.getByRole('list', { name: T.invitationsLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent('theo.lead@acme.example');
    expect(within(items[1]!).getByText('Department Manager')).toBeVisible();
    expect(items[0]).toHaveTextContent('Engineering · Invited by Olivia Admin · Expires in 7 days');
    expect(items[1]).toHaveTextContent('Platform · Invited by Olivia Admin · Expires in 4 days');
    expect(items[3]).toHaveTextContent('Marketing · Expired');
    expect(screen.getByText('14 invitations')).toBeVisible();
    expect(screen.getByRole('navigation', { name: `${T.invitationsLabel} pages` })).toBeVisible();
    // Read only without the callbacks.
    expect(screen.queryByRole('button', { name: /Resend|Cancel/ })).not.toBeInTheDocument();
  });

  it('resends at once and cancels only after confirming', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onResend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn(async () => {});
    renderList({ onResend, onCancel });

    const resend = screen.getByRole('button', { name: T.resendLabel('ines.newhire@acme.example') });
    await user.click(resend);
    expect(onResend).toHaveBeenCalledWith(sampleInvitations[0]);
    // Busy until the server answers; the other rows wait.
    expect(screen.getByRole('button', { name: T.resendLabel('late.reply@acme.example') })).toBeDisabled();
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.resendLabel('late.reply@acme.example') })).toBeEnabled(),
    );

    await user.click(screen.getByRole('button', { name: T.cancelLabel('late.reply@acme.example') }));
    const dialog = await screen.findByRole('alertdialog', { name: T.cancelTitle });
    expect(dialog).toHaveTextContent(T.cancelMessage('late.reply@acme.example'));
    await user.click(within(dialog).getByRole('button', { name: T.keepInvitation }));
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: T.cancelLabel('late.reply@acme.example') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.cancel }));
    expect(onCancel).toHaveBeenCalledWith(sampleInvitations[3]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says so when nothing is pending', () => {
    renderList({ invitations: [], total: 0 });
    expect(screen.getByRole('heading', { name: T.noInvitations })).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("serves a project's list: not paged, its own texts, status chips and spec 4.3's expiry lines", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <PendingInvitationList
        invitations={sampleProjectInvitations}
        now={INVITATIONS_NOW}
        label={PT.pendingLabel}
        emptyTitle={PT.noPending}
        emptyHint={null}
        cancelTitle={PT.cancelConfirmTitle}
        cancelMessage={PT.cancelConfirmText}
        onCancel={onCancel}
      />,
    );
    const items = within(screen.getByRole('list', { name: PT.pendingLabel })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Team member'),
      expect.stringContaining('Team lead'),
      expect.stringContaining('Supervisor'),
      expect.stringContaining('Team member'),
      expect.stringContaining('Team member'),
    ]);
    expect(items[0]).toHaveTextContent('Invited by Priya Owner · Expires in 3 days');
    expect(items[1]).toHaveTextContent('Expires soon');
    expect(within(items[2]!).getByText('Declined')).toBeVisible();
    expect(items[3]).toHaveTextContent('Invited by Tom Lead · Expired');
    expect(items[4]).toHaveTextContent('Never expires');
    // Not paged: no pagination, no count.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('5 invitations')).not.toBeInTheDocument();

    // A row marked not cancellable (declined) has no cancel button.
    expect(
      screen.queryByRole('button', { name: T.cancelLabel('no.thanks@example.com') }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.cancelLabel('too.late@example.com') }));
    const dialog = await screen.findByRole('alertdialog', { name: PT.cancelConfirmTitle });
    expect(dialog).toHaveTextContent(PT.cancelConfirmText('too.late@example.com'));
    await user.click(within(dialog).getByRole('button', { name: PT.cancel }));
    expect(onCancel).toHaveBeenCalledWith(sampleProjectInvitations[3]);
  });

  it("says so in the project's words when nothing is waiting", () => {
    render(
      <PendingInvitationList
        invitations={[]}
        label={PT.pendingLabel}
        emptyTitle={PT.noPending}
        emptyHint={null}
      />,
    );
    expect(screen.getByRole('heading', { name: PT.noPending })).toBeVisible();
    expect(screen.queryByText(T.noInvitationsHint)).not.toBeInTheDocument();
  });
});
