import { DEFAULT_SECURITY_POLICY, SESSION_MESSAGES } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecurityPolicyForm } from './SecurityPolicyForm';

function renderForm() {
  const onSave = vi.fn(async () => undefined);
  render(<SecurityPolicyForm value={DEFAULT_SECURITY_POLICY} onSave={onSave} />);
  return onSave;
}

describe('SecurityPolicyForm', () => {
  it('saves every field of the policy', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Google' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Allowed email domains for invitations' }),
      'Acme.example, @labs.example',
    );
    await user.click(screen.getByRole('radio', { name: /after verification and an administrator/ }));
    const idle = screen.getByRole('spinbutton', { name: 'Session idle timeout (minutes)' });
    await user.clear(idle);
    await user.type(idle, '30');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(onSave).toHaveBeenCalledWith({
      allowedSignInMethods: ['password'],
      invitationDomains: ['acme.example', 'labs.example'],
      domainJoin: 'approved',
      idleTimeoutMinutes: 30,
    });
  });

  it('refuses a policy the server would refuse, with its message', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Email and password' }));
    await user.click(screen.getByRole('checkbox', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_MESSAGES.policyNeedsMethod);
    await user.click(screen.getByRole('checkbox', { name: 'Google' }));
    const idle = screen.getByRole('spinbutton', { name: 'Session idle timeout (minutes)' });
    await user.clear(idle);
    await user.type(idle, '3');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_MESSAGES.policyIdleTimeoutRange);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a failure of the save', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    onSave.mockRejectedValueOnce(new Error('Insufficient permissions'));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient permissions');
  });
});
