import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleOrganizations } from './fixtures';
import { OrganizationTable, type OrganizationTableProps } from './OrganizationTable';

function renderTable(props: Partial<OrganizationTableProps> = {}) {
  const handlers = { onEdit: vi.fn(), onPlanChange: vi.fn(), onStatusChange: vi.fn(), onPageChange: vi.fn() };
  render(
    <OrganizationTable organizations={sampleOrganizations} total={3} page={1} {...handlers} {...props} />,
  );
  return handlers;
}

describe('OrganizationTable', { timeout: 20_000 }, () => {
  it('shows each organization with its domain, plan and status', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'All organizations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('acme.example')).toBeVisible();
    expect(within(rows[2]!).getByText('Inactive')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Plan of Globex Industries' })).toHaveValue('enterprise');
  });

  it('reports plan changes, edits, activation and deactivation', async () => {
    const user = userEvent.setup();
    const handlers = renderTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan of Initech' }), 'pro');
    expect(handlers.onPlanChange).toHaveBeenCalledWith(sampleOrganizations[2], 'pro');
    await user.click(screen.getByRole('button', { name: 'Edit Acme Corporation' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(sampleOrganizations[0]);
    await user.click(screen.getByRole('button', { name: 'Deactivate Acme Corporation' }));
    expect(handlers.onStatusChange).toHaveBeenCalledWith(sampleOrganizations[0], false);
    await user.click(screen.getByRole('button', { name: 'Activate Initech' }));
    expect(handlers.onStatusChange).toHaveBeenCalledWith(sampleOrganizations[2], true);
  });

  it('holds the controls of the organization being saved', () => {
    renderTable({ busyId: sampleOrganizations[1]!._id });
    expect(screen.getByRole('button', { name: 'Deactivate Globex Industries' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate Acme Corporation' })).toBeEnabled();
  });
});
