import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoleSelect } from './RoleSelect';

describe('RoleSelect', () => {
  it('offers only the grantable roles, by their labels, and reports a new one', async () => {
    const onChange = vi.fn();
    render(
      <RoleSelect label="Role" value="member" grantable={['member', 'dept_manager']} onChange={onChange} />,
    );
    const field = screen.getByRole('combobox', { name: 'Role' });
    expect(field).toHaveTextContent('Member');
    await userEvent.click(field);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Member', 'Department Manager']);
    await userEvent.click(screen.getByRole('option', { name: 'Department Manager' }));
    expect(onChange).toHaveBeenCalledWith('dept_manager');
  });

  it('shows a current role the viewer may not grant, without offering it', async () => {
    render(<RoleSelect label="Role" value="org_admin" grantable={['member']} onChange={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Role' });
    expect(field).toHaveTextContent('Organization Admin');
    await userEvent.click(field);
    expect(await screen.findByRole('option', { name: 'Organization Admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Organization Admin',
      'Member',
    ]);
  });

  it('is disabled when nothing can be granted, and shows its message', () => {
    render(
      <RoleSelect label="Role" value="" grantable={[]} onChange={vi.fn()} error helperText="Choose a role" />,
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a role')).toBeVisible();
  });

  it('can be named without a visible label', () => {
    render(
      <RoleSelect label="Role of Ada" hideLabel value="member" grantable={['member']} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Role of Ada' })).toHaveTextContent('Member');
    expect(screen.queryByText('Role of Ada')).not.toBeInTheDocument();
  });
});
