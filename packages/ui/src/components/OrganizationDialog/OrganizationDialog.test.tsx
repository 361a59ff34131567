import type { Organization } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrganizationDialog } from './OrganizationDialog';

const ACME: Organization = {
  _id: '64b000000000000000000001',
  name: 'Acme Corporation',
  domain: 'acme.example',
  description: 'Rockets',
  isActive: true,
  subscriptionTier: 'pro',
};

describe('OrganizationDialog', { timeout: 20_000 }, () => {
  it('creates an organization with its name, domain and plan', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OrganizationDialog onSubmit={onSubmit} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Create organization' });
    expect(dialog).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Initech');
    await user.type(screen.getByRole('textbox', { name: /^Domain/ }), 'Initech.Example');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Initech',
      domain: 'Initech.Example',
      description: '',
      subscriptionTier: 'free',
    });
  });

  it('refuses a bad domain with the schema’s text, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <OrganizationDialog
        organization={ACME}
        error="An organization with this domain already exists"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit organization' })).toBeVisible();
    expect(screen.getByText('An organization with this domain already exists')).toBeVisible();
    const domain = screen.getByRole('textbox', { name: /^Domain/ });
    expect(domain).toHaveValue('acme.example');
    await user.clear(domain);
    await user.type(domain, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(domain).toHaveAttribute('aria-invalid', 'true');
  });
});
