import { ORG_TEXTS } from '@app/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEMBERS_NOW, sampleMembers } from './fixtures';
import { MemberTable, type MemberTableProps } from './MemberTable';

function renderTable(props: Partial<MemberTableProps> = {}) {
  return render(
    <MemberTable
      members={sampleMembers}
      total={23}
      page={1}
      onPageChange={vi.fn()}
      now={MEMBERS_NOW}
      {...props}
    />,
  );
}

describe('MemberTable', { timeout: 20_000 }, () => {
  it('shows each member with email, role, department and last activity', () => {
    renderTable({ currentUserId: sampleMembers[0]!._id });
    const table = screen.getByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const dana = within(rows[1]!);
    expect(dana.getByRole('rowheader')).toHaveTextContent('Dana Managerdana@acme.example');
    expect(dana.getByText('Department Manager')).toBeVisible();
    expect(dana.getByText('Platform')).toBeVisible();
    expect(dana.getByText('3 hours ago')).toBeVisible();
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Olivia Admin (you)');
    expect(within(rows[4]!).getByText(ORG_TEXTS.noDepartment)).toBeVisible();
    expect(within(rows[4]!).getByText(ORG_TEXTS.neverActive)).toBeVisible();
    expect(screen.getByText('23 members')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Members pages' })).toBeVisible();
    // Nothing to change without the callbacks.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('offers a role select where the viewer may grant roles and reports the change', async () => {
    const user = userEvent.setup();
    const onRoleChange = vi.fn();
    renderTable({
      grantableRolesFor: (member) => (member.orgRole === 'member' ? ['member', 'dept_manager'] : []),
      onRoleChange,
    });
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Role of Sam Rivera' }));
    await user.click(await screen.findByRole('option', { name: 'Department Manager' }));
    expect(onRoleChange).toHaveBeenCalledWith(sampleMembers[2], 'dept_manager');
  });

  it('removes a member only after the viewer confirms', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn().mockResolvedValue(undefined);
    renderTable({ canRemove: (member) => member.orgRole === 'member', onRemove });
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Priya Sharma' }));
    const dialog = screen.getByRole('alertdialog', { name: ORG_TEXTS.removeMemberTitle });
    expect(dialog).toHaveTextContent(ORG_TEXTS.removeMemberMessage('Priya Sharma'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Priya Sharma' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(sampleMembers[3]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('signs a member out everywhere only after the viewer confirms', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn().mockResolvedValue(undefined);
    renderTable({ canSignOut: (member) => member.orgRole === 'member', onSignOut });
    expect(screen.getAllByRole('button', { name: /^Sign .* out everywhere$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Sign Priya Sharma out everywhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign Priya Sharma out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSignOut).toHaveBeenCalledWith(sampleMembers[3]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sorts by a column, pages, and shows loading and empty states', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    const { rerender } = renderTable({ onSortChange, onPageChange, sort: { by: 'name', direction: 'asc' } });
    expect(screen.getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Member/ }));
    expect(onSortChange).toHaveBeenCalledWith({ by: 'name', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<MemberTable members={[]} total={0} page={1} onPageChange={vi.fn()} loading />);
    expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    rerender(
      <MemberTable
        members={[]}
        total={0}
        page={1}
        onPageChange={vi.fn()}
        search={<input aria-label="Search members" />}
      />,
    );
    expect(screen.getByRole('heading', { name: ORG_TEXTS.noMembers })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search members' })).toBeVisible();
  });

  it("leaves the 'Last active' column out when the data has no activity times", () => {
    renderTable({ showLastActive: false });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).queryByRole('columnheader', { name: /Last active/ })).not.toBeInTheDocument();
    expect(within(table).queryByText('3 hours ago')).not.toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')).toHaveLength(3);
  });
});
