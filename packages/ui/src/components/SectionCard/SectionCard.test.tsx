import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('is a section named by its heading, with its content and action', () => {
    render(
      <SectionCard title="Recent tasks" subtitle="Changed this week" action={<a href="/tasks">View all</a>}>
        <p>Write the copy</p>
      </SectionCard>,
    );
    const region = within(screen.getByRole('region', { name: 'Recent tasks' }));
    expect(region.getByRole('heading', { level: 2, name: 'Recent tasks' })).toBeVisible();
    expect(region.getByText('Changed this week')).toBeVisible();
    expect(region.getByText('Write the copy')).toBeVisible();
    expect(region.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tasks');
  });

  it('fits the heading level it is given', () => {
    render(<SectionCard title="Notes" headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Notes' })).toBeVisible();
  });

  it('is a plain frame without a title, for content with its own heading', () => {
    render(
      <SectionCard>
        <h2>Comments (2)</h2>
      </SectionCard>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible();
  });

  it('shows a named progress bar while its content is refreshed, and none otherwise', () => {
    const { rerender } = render(
      <SectionCard title="To-dos" busy="Updating to-dos">
        <p>Buy milk</p>
      </SectionCard>,
    );
    expect(screen.getByRole('progressbar', { name: 'Updating to-dos' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'To-dos' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <SectionCard title="To-dos">
        <p>Buy milk</p>
      </SectionCard>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
