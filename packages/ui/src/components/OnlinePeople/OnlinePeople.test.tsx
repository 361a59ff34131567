import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlinePeople, type OnlinePeopleProps } from './OnlinePeople';

const base: OnlinePeopleProps = {
  people: [
    { userId: 'u2', userName: 'Jordan Lee' },
    { userId: 'u1', userName: 'Olivia Admin' },
  ],
  viewerId: 'u1',
  label: 'Members online now',
  formatYou: (name) => `${name} (you)`,
  emptyText: 'Only you are online',
  loadingText: 'Loading who is online...',
};

describe('OnlinePeople', () => {
  it('lists everyone online by name, the viewer first and marked', () => {
    render(<OnlinePeople {...base} />);
    const items = within(screen.getByRole('list', { name: 'Members online now' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(1))).toEqual(['Olivia Admin (you)', 'Jordan Lee']);
  });

  it('says so when nobody but the viewer is online', () => {
    render(<OnlinePeople {...base} people={[{ userId: 'u1', userName: 'Olivia Admin' }]} />);
    expect(screen.getByText('Only you are online')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('announces the loading placeholders', () => {
    render(<OnlinePeople {...base} loading />);
    expect(screen.getByRole('status', { name: 'Loading who is online...' })).toBeInTheDocument();
    expect(screen.queryByText('Jordan Lee')).not.toBeInTheDocument();
  });
});
