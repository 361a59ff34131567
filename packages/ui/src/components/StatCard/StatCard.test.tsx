import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its label, with the value and the signed change', () => {
    render(<StatCard label="Active projects" value={12} delta={12.5} deltaLabel="vs last month" />);
    const card = screen.getByRole('group', { name: 'Active projects' });
    expect(card).toHaveTextContent('12');
    expect(screen.getByText('+12.5%')).toBeVisible();
    expect(screen.getByText('vs last month')).toBeVisible();
  });

  it('shows falls with a minus sign and no change without a sign', () => {
    render(
      <>
        <StatCard label="Overdue tasks" value={3} delta={-40} upIsGood={false} />
        <StatCard label="Members" value={8} delta={0} />
      </>,
    );
    expect(screen.getByText('-40%')).toBeVisible();
    expect(screen.getByText('0%')).toBeVisible();
  });

  it('marks itself busy and hides the value while loading', () => {
    render(<StatCard label="Tasks done" value={42} delta={5} loading />);
    const card = screen.getByRole('group', { name: 'Tasks done' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('42');
    expect(screen.queryByText('+5%')).not.toBeInTheDocument();
  });

  it('keeps the height it will have: a change skeleton only for a card with a change', () => {
    const { container, rerender } = render(<StatCard label="Projects" value={3} loading />);
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(1);
    rerender(<StatCard label="Projects" value={3} delta={10} loading />);
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
    rerender(<StatCard label="Projects" value={3} deltaLabel="vs last month" loading />);
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
  });
});
