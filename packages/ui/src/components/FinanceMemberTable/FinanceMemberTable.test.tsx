import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinanceMemberTable } from './FinanceMemberTable';

const LABELS = { viewer: 'Viewer', manager: 'Manager' };

describe('FinanceMemberTable', () => {
  it('grants a role to a member, changes one and revokes after a confirmation', async () => {
    const onGrant = vi.fn();
    const onRevoke = vi.fn();
    render(
      <FinanceMemberTable
        members={[{ userId: 'u1', name: 'Dana Lee', email: 'dana@acme.example', role: 'viewer' }]}
        candidates={[{ userId: 'u2', name: 'Jordan Kim', email: 'jordan@acme.example' }]}
        roleLabels={LABELS}
        onGrant={onGrant}
        onRevoke={onRevoke}
      />,
    );
    const grant = within(screen.getByRole('form', { name: 'Grant finance access' }));
    expect(grant.getByRole('button', { name: 'Grant access' })).toBeDisabled();
    await userEvent.click(grant.getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jordan Kim (jordan@acme.example)' }));
    await userEvent.click(grant.getByRole('combobox', { name: 'Finance role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await userEvent.click(grant.getByRole('button', { name: 'Grant access' }));
    expect(onGrant).toHaveBeenCalledWith('u2', 'manager');

    await userEvent.click(screen.getByRole('combobox', { name: 'Finance role of Dana Lee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    expect(onGrant).toHaveBeenLastCalledWith('u1', 'manager');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Revoke finance access of Dana Lee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke finance access of Dana Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith('u1');
  });
});
