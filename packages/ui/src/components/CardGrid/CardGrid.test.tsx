import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('lists each card as an item of a named list', () => {
    render(
      <CardGrid label="Projects">
        <article key="a">Website relaunch</article>
        <article key="b">Mobile app</article>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Website relaunch', 'Mobile app']);
    expect(list).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty state instead of an empty list', () => {
    render(<CardGrid label="Projects" empty={<p>No projects yet</p>} />);
    expect(screen.getByText('No projects yet')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('marks the list busy while new cards are on their way', () => {
    render(
      <CardGrid label="Projects" busy>
        <article key="a">Website relaunch</article>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Updating projects' })).toBeInTheDocument();
  });
});
