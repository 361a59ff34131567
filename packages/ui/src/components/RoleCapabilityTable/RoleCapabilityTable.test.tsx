import { HELP_ROLES, roleCapabilityMatrix } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleCapabilityTable } from './RoleCapabilityTable';

describe('RoleCapabilityTable', () => {
  it('shows for each capability which roles have it, from the permission rules', () => {
    render(<RoleCapabilityTable roles={HELP_ROLES} rows={roleCapabilityMatrix()} />);
    const table = screen.getByRole('table', { name: 'Capabilities by role' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Capability', ...HELP_ROLES.map((role) => role.label)]);
    const platformRow = within(table).getByRole('rowheader', {
      name: 'Manage every organization (Platform Admin)',
    }).parentElement as HTMLElement;
    const cells = within(platformRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Not allowed',
      'Not allowed',
      'Not allowed',
      'Not allowed',
      'Not allowed',
      'Allowed',
    ]);
    const createRow = within(table).getByRole('rowheader', { name: 'Create projects and tasks' })
      .parentElement as HTMLElement;
    expect(within(createRow).getAllByText('Allowed')).toHaveLength(HELP_ROLES.length);
  });
});
