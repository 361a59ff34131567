import { INVITATION_SCREEN_TEXTS as T } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvitationCard } from './InvitationCard';

const NOW = new Date('2025-06-10T12:00:00Z');

describe('InvitationCard', () => {
  it('shows the project, who invited, the role with its meaning, the address, the expiry and the actions', () => {
    render(
      <InvitationCard
        projectName="Website relaunch"
        inviterName="Priya Owner"
        invitationRole="team-lead"
        email="sam@example.com"
        expiresAt="2025-06-13T14:00:00Z"
        now={NOW}
      >
        <button type="button">{T.accept}</button>
      </InvitationCard>,
    );
    const card = screen.getByRole('region', { name: 'Website relaunch' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
    expect(card).toHaveTextContent('Priya Owner invited you to join Website relaunch');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([T.invitedAs, T.invitedEmail]);
    expect(values[0]).toContain('Team lead');
    expect(values[0]).toContain('manage members and assign tasks');
    expect(values[1]).toBe('sam@example.com');
    expect(within(card).getByText('Expires in 3 days')).toBeVisible();
    expect(within(card).getByRole('button', { name: T.accept })).toBeVisible();
  });

  it('words the expiry as spec 4.3 does, and takes the heading level it is given', () => {
    const props = {
      projectName: 'Mobile app',
      inviterName: 'Tom Lead',
      invitationRole: 'team-member' as const,
      email: 'lee@example.com',
      now: NOW,
      headingLevel: 'h2' as const,
    };
    const { rerender } = render(<InvitationCard {...props} expiresAt="2025-06-10T12:30:00Z" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mobile app' })).toBeVisible();
    expect(screen.getByText('Expires soon')).toBeVisible();
    rerender(<InvitationCard {...props} expiresAt="2025-06-10T17:00:00Z" />);
    expect(screen.getByText('Expires in 5 hours')).toBeVisible();
    rerender(<InvitationCard {...props} expiresAt="2025-06-09T12:00:00Z" />);
    expect(screen.getByText('Expired')).toBeVisible();
    rerender(<InvitationCard {...props} expiresAt={null} />);
    expect(screen.getByText('Never expires')).toBeVisible();
  });
});
