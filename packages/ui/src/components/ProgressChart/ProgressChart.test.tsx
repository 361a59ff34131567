import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressChart } from './ProgressChart';

describe('ProgressChart', () => {
  it('gives screen readers each measurement in date order, and the latest under the title', () => {
    render(
      <ProgressChart
        points={[
          { date: '2025-06-08', progress: 40 },
          { date: '2025-06-01', progress: 12.4 },
          { date: new Date(2025, 5, 15), progress: 65 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Progress over time' })).toBeVisible();
    expect(screen.getByText('65% on Jun 15, 2025')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Progress over time' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateProgress',
      'Jun 1, 202512%',
      'Jun 8, 202540%',
      'Jun 15, 202565%',
    ]);
  });

  it('says when nothing was recorded', () => {
    render(<ProgressChart points={[]} title="Website progress" />);
    expect(screen.getByRole('figure', { name: 'Website progress' })).toHaveTextContent(
      'No progress recorded yet',
    );
  });
});
