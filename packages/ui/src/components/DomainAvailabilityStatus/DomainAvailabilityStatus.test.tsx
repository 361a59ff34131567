import { ORG_MESSAGES } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DomainAvailabilityStatus } from './DomainAvailabilityStatus';

describe('DomainAvailabilityStatus', () => {
  it('says nothing before a check, then that it is checking', () => {
    const { rerender } = render(
      <DomainAvailabilityStatus availability={{ kind: 'idle' }} onSuggestion={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<DomainAvailabilityStatus availability={{ kind: 'checking' }} onSuggestion={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking availability...');
  });

  it("shows the server's word on an available domain, and a failed check", () => {
    const { rerender } = render(
      <DomainAvailabilityStatus
        availability={{ kind: 'available', message: 'Domain is available' }}
        onSuggestion={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Domain is available');
    rerender(
      <DomainAvailabilityStatus
        availability={{ kind: 'failed', error: ORG_MESSAGES.checkDomainFailed }}
        onSuggestion={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Failed to check domain availability');
  });

  it('gives the reason a domain is taken and each free alternative as a button', async () => {
    const onSuggestion = vi.fn();
    render(
      <DomainAvailabilityStatus
        availability={{
          kind: 'taken',
          error: 'An organization with this domain is already registered',
          suggestions: ['acmehq.com', 'acme-inc.com'],
        }}
        onSuggestion={onSuggestion}
      />,
    );
    expect(screen.getByText('An organization with this domain is already registered')).toBeVisible();
    expect(screen.getByText('Available instead:')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use acme-inc.com' }));
    expect(onSuggestion).toHaveBeenCalledWith('acme-inc.com');
  });
});
