import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCardGrid } from './StatCardGrid';

const ITEMS = [
  { label: 'Projects', value: 4 },
  { label: 'Tasks', value: 12 },
  { label: 'Average progress', value: '40%' },
];

describe('StatCardGrid', () => {
  it('lists each figure as a group named by its label', () => {
    render(<StatCardGrid items={ITEMS} />);
    const list = screen.getByRole('list', { name: 'Key figures' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Tasks' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Average progress' })).toHaveTextContent('40%');
  });

  it('shows every figure loading at once', () => {
    render(<StatCardGrid items={ITEMS} loading label="Summary" />);
    for (const item of ITEMS) {
      const card = screen.getByRole('group', { name: item.label });
      expect(card).toHaveAttribute('aria-busy', 'true');
      expect(card).not.toHaveTextContent(String(item.value));
    }
    expect(screen.getByRole('list', { name: 'Summary' })).toBeVisible();
  });
});
