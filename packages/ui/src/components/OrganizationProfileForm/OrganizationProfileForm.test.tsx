import type { DomainAvailability } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrganizationProfileForm, type OrganizationProfileFormProps } from './OrganizationProfileForm';

const ACME = { name: 'Acme', description: 'Anvils', subdomain: 'acme', logo: null };

function setup(props: Partial<OrganizationProfileFormProps> = {}) {
  const onSave = vi.fn();
  const onSubdomainChange = vi.fn();
  const all: OrganizationProfileFormProps = {
    value: ACME,
    subdomainAvailability: { kind: 'idle' },
    onSave,
    onSubdomainChange,
    ...props,
  };
  const view = render(<OrganizationProfileForm {...all} />);
  return { user: userEvent.setup(), onSave, onSubdomainChange, all, ...view };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: 'Save profile' });

describe('OrganizationProfileForm', () => {
  it('saves the trimmed profile, blank optional fields as null, the subdomain lowercased', async () => {
    const { user, onSave, onSubdomainChange } = setup();
    await user.clear(field('Name'));
    await user.type(field('Name'), '  Acme Inc  ');
    await user.clear(field('Description'));
    await user.clear(field('Subdomain'));
    await user.type(field('Subdomain'), 'Acme-HQ');
    expect(onSubdomainChange).toHaveBeenLastCalledWith('Acme-HQ');
    await user.type(field('Logo address'), 'https://cdn.acme.example/logo.png');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Acme Inc',
      description: null,
      subdomain: 'acme-hq',
      logo: 'https://cdn.acme.example/logo.png',
    });
  });

  it('refuses a blank name, a malformed subdomain and a non-http logo address, at their fields', async () => {
    const { user, onSave } = setup();
    await user.clear(field('Name'));
    await user.clear(field('Subdomain'));
    await user.type(field('Subdomain'), 'acme_hq');
    await user.type(field('Logo address'), 'data:image/png;base64,AAAA');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Name')).toHaveAccessibleDescription('Organization name is required');
    expect(field('Subdomain')).toHaveAccessibleDescription('Use letters, digits and hyphens only');
    expect(field('Logo address')).toHaveAccessibleDescription(
      'Enter an address starting with http:// or https://',
    );
  });

  it('holds the save while the subdomain is checked or taken, and takes a suggestion', async () => {
    const taken: DomainAvailability = {
      kind: 'taken',
      error: 'This subdomain is already taken',
      suggestions: ['acme-hq'],
    };
    const { user, rerender, all, onSubdomainChange } = setup({ subdomainAvailability: { kind: 'checking' } });
    expect(save()).toBeDisabled();
    rerender(<OrganizationProfileForm {...all} subdomainAvailability={taken} />);
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use acme-hq' }));
    expect(field('Subdomain')).toHaveValue('acme-hq');
    expect(onSubdomainChange).toHaveBeenLastCalledWith('acme-hq');
  });

  it("shows the server's field message until that field is edited", async () => {
    const { user } = setup({ fieldErrors: { subdomain: 'This subdomain is already taken' } });
    expect(field('Subdomain')).toHaveAccessibleDescription('This subdomain is already taken');
    await user.type(field('Subdomain'), 'x');
    expect(field('Subdomain')).toHaveAccessibleDescription('Letters, digits and hyphens, e.g. acme');
  });
});
