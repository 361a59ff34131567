import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleUsers, USERS_NOW } from './fixtures';
import { UserAdminTable, type UserAdminTableProps } from './UserAdminTable';

function renderTable(props: Partial<UserAdminTableProps> = {}) {
  return render(
    <UserAdminTable
      users={sampleUsers}
      total={4}
      page={1}
      onPageChange={vi.fn()}
      now={USERS_NOW}
      {...props}
    />,
  );
}

describe('UserAdminTable', { timeout: 20_000 }, () => {
  it('shows each user with roles, status and last sign-in', () => {
    renderTable({ currentUserId: sampleUsers[0]!._id, showOrganization: true });
    const rows = within(screen.getByRole('table', { name: 'System users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Olivia Chen (You)')).toBeVisible();
    expect(within(rows[0]!).getByText('Organization Admin')).toBeVisible();
    expect(within(rows[1]!).getByText('2 days ago')).toBeVisible();
    expect(within(rows[2]!).getByText('Disabled')).toBeVisible();
    expect(within(rows[2]!).getByText('Never')).toBeVisible();
    expect(within(rows[3]!).getByText('Super Admin')).toBeVisible();
    expect(within(rows[1]!).getByText('Acme Corporation')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Disable|Enable)/ })).toBeNull();
  });

  it('disables and enables others, never the viewer', async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    renderTable({ currentUserId: sampleUsers[0]!._id, onStatusChange });
    expect(screen.queryByRole('button', { name: 'Disable Olivia Chen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disable Jordan Lee' }));
    expect(onStatusChange).toHaveBeenCalledWith(sampleUsers[1], 'disabled');
    await user.click(screen.getByRole('button', { name: 'Enable Noah Kim' }));
    expect(onStatusChange).toHaveBeenCalledWith(sampleUsers[2], 'active');
  });

  it('changes platform roles with a select', async () => {
    const user = userEvent.setup();
    const onPlatformRoleChange = vi.fn();
    renderTable({ onPlatformRoleChange });
    expect(screen.getByRole('combobox', { name: 'Platform role of Sam Rivera' })).toHaveValue('super_admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform role of Jordan Lee' }), 'admin');
    expect(onPlatformRoleChange).toHaveBeenCalledWith(sampleUsers[1], 'admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform role of Sam Rivera' }), '');
    expect(onPlatformRoleChange).toHaveBeenCalledWith(sampleUsers[3], null);
  });
});
