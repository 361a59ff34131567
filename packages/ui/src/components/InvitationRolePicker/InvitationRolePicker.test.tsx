import { PROJECT_INVITATION_ROLES } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InvitationRolePicker, type InvitationRolePickerProps } from './InvitationRolePicker';

function Controlled(props: Partial<InvitationRolePickerProps>) {
  const [value, setValue] = useState<InvitationRolePickerProps['value']>(props.value ?? 'team-member');
  return (
    <InvitationRolePicker
      roles={PROJECT_INVITATION_ROLES}
      {...props}
      value={value}
      onChange={(role) => {
        setValue(role);
        props.onChange?.(role);
      }}
    />
  );
}

describe('InvitationRolePicker', () => {
  it('offers each role by its label, described by its meaning', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Role' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'team-member',
      'team-lead',
      'supervisor',
    ]);
    expect(screen.getByRole('radio', { name: 'Team member' })).toHaveAccessibleDescription(
      'view and complete tasks',
    );
    expect(screen.getByRole('radio', { name: 'Team lead' })).toHaveAccessibleDescription(
      'manage members and assign tasks',
    );
    expect(screen.getByRole('radio', { name: 'Supervisor' })).toHaveAccessibleDescription(
      'full project management',
    );
    expect(screen.getByRole('radio', { name: 'Team member' })).toBeChecked();
  });

  it('chooses a role by a click on its card or by the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByText('full project management'));
    expect(onChange).toHaveBeenLastCalledWith('supervisor');
    expect(screen.getByRole('radio', { name: 'Supervisor' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Team member' })).not.toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('team-lead');
  });

  it('offers only the roles given, and tells what is wrong; disabled, nothing can be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <InvitationRolePicker
        roles={['team-member']}
        value=""
        onChange={onChange}
        error="Choose a role"
        disabled
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: 'Role' })).toHaveAccessibleDescription('Choose a role');
    expect(screen.getByRole('radio', { name: 'Team member' })).toBeDisabled();
    await user.click(screen.getByText('Team member'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
