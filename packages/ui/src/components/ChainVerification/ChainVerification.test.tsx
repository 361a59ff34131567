import { auditTimeText } from '@app/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChainVerification } from './ChainVerification';

describe('ChainVerification', () => {
  it('says the chain is intact, with how many entries were checked', () => {
    render(<ChainVerification result={{ intact: true, checked: 12, firstBroken: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Audit log intact');
    expect(screen.getByRole('status')).toHaveTextContent('All 12 entries were checked');
  });

  it('names the first altered entry by its action and time', () => {
    const createdAt = '2026-11-26T10:15:00.000Z';
    render(
      <ChainVerification
        result={{
          intact: false,
          checked: 3,
          firstBroken: { _id: 'e3', seq: 3, reason: 'altered', action: 'member.role_changed', createdAt },
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Audit log altered');
    expect(alert).toHaveTextContent(
      `The first altered entry is the entry 'Role changed' of ${auditTimeText(createdAt)}`,
    );
  });

  it('tells a broken link (a removed entry) apart', () => {
    render(
      <ChainVerification
        result={{
          intact: false,
          checked: 2,
          firstBroken: {
            _id: 'e2',
            seq: 2,
            reason: 'link',
            action: 'auth.sign_in',
            createdAt: '2026-11-26T08:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('the entry before it was removed or replaced');
  });
});
