import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityFeedEntry } from './ActivityFeed';
import { ActivityFeed } from './ActivityFeed';

const NOW = new Date('2025-06-10T12:00:00Z');
const ENTRIES: ActivityFeedEntry[] = [
  {
    id: 'a2',
    type: 'task_completed',
    message: 'Alex completed "Write the brief"',
    userName: 'Alex',
    entityType: 'task',
    entityId: 'b'.repeat(24),
    entityTitle: 'Write the brief',
    timestamp: '2025-06-10T11:55:00Z',
  },
  {
    id: 'a1',
    type: 'project_created',
    message: 'Bea created the project Launch',
    userName: 'bea',
    entityType: 'project',
    entityId: 'a'.repeat(24),
    entityTitle: 'Launch',
    timestamp: '2025-06-09T09:00:00Z',
  },
];

describe('ActivityFeed', () => {
  it('lists the entries in the order given with the actor initial and relative time', () => {
    render(<ActivityFeed entries={ENTRIES} now={NOW} />);
    const items = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Alex completed "Write the brief"');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[0]).toHaveTextContent(/^A/);
    expect(items[1]).toHaveTextContent('yesterday');
    expect(items[1]).toHaveTextContent(/^B/);
  });

  it('links the entity title inside the message, or after it', () => {
    render(
      <ActivityFeed
        entries={[
          ENTRIES[0] as ActivityFeedEntry,
          { ...(ENTRIES[1] as ActivityFeedEntry), entityTitle: 'Other' },
        ]}
        now={NOW}
        hrefFor={(entry) => `/${entry.entityType}s/${entry.entityId}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'Write the brief' })).toHaveAttribute(
      'href',
      `/tasks/${'b'.repeat(24)}`,
    );
    expect(screen.getByRole('link', { name: 'Other' })).toHaveAttribute(
      'href',
      `/projects/${'a'.repeat(24)}`,
    );
  });

  it('has no links without hrefFor and says so when empty', () => {
    const { rerender } = render(<ActivityFeed entries={ENTRIES} now={NOW} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<ActivityFeed entries={[]} now={NOW} />);
    expect(screen.getByText('No activity yet')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
