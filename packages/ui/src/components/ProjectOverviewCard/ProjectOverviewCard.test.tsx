import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectOverviewCard } from './ProjectOverviewCard';

describe('ProjectOverviewCard', () => {
  it('shows progress, counts, description and facts, each in its named section', () => {
    render(
      <ProjectOverviewCard
        title="Website relaunch"
        progress={62.4}
        taskCounts={{ done: 5, total: 8, overdue: 2 }}
        description="The new site."
        details={[{ term: 'Owner', value: 'Priya Sharma' }]}
      />,
    );
    const progress = within(screen.getByRole('region', { name: 'Progress' }));
    expect(progress.getByRole('progressbar', { name: 'Progress of Website relaunch' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(progress.getByText('62%')).toBeVisible();
    expect(progress.getByText('5 of 8 tasks done · 2 overdue')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Description' })).getByText('The new site.'),
    ).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByRole('term')).toHaveTextContent('Owner');
    expect(details.getByRole('definition')).toHaveTextContent('Priya Sharma');
  });

  it('says so when there is no description', () => {
    render(<ProjectOverviewCard title="Empty" progress={0} details={[]} />);
    expect(screen.getByText('No description yet.')).toBeVisible();
  });
});
