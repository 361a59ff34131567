import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BillingDetailsForm } from './BillingDetailsForm';

const EMPTY = { billingEmail: null, address: null, taxId: null };

describe('BillingDetailsForm', () => {
  it('saves the trimmed details; blank fields as empty strings', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BillingDetailsForm value={EMPTY} onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'Billing email' }), '  billing@acme.example ');
    await user.type(screen.getByRole('textbox', { name: 'Tax id' }), 'DE 123456789');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(onSave).toHaveBeenCalledWith({
      billingEmail: 'billing@acme.example',
      address: '',
      taxId: 'DE 123456789',
    });
  });

  it('refuses a malformed email or tax id with a clear message', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BillingDetailsForm value={EMPTY} onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'Billing email' }), 'nope');
    await user.type(screen.getByRole('textbox', { name: 'Tax id' }), '<b>');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Use letters, digits, spaces, dots, hyphens and slashes')).toBeVisible();
  });

  it('shows why the last save failed', () => {
    render(
      <BillingDetailsForm value={EMPTY} onSave={vi.fn()} error="Failed to update billing information" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update billing information');
  });
});
