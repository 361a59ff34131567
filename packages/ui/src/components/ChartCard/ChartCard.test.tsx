import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartCard, type ChartCardProps } from './ChartCard';

const props: Omit<ChartCardProps, 'children'> = {
  title: 'Cycle time',
  columns: [{ label: 'Project' }, { label: 'Median', numeric: true }, { label: 'Spent', numeric: true }],
  rows: [
    ['Website', '2.5 days', '$1,200.50'],
    ['Mobile app', '4 days', '₹83,150'],
  ],
};

describe('ChartCard', () => {
  it('shows the chart, and the same figures as a table when "View as table" is switched on', async () => {
    const user = userEvent.setup();
    render(
      <ChartCard {...props}>
        <svg data-testid="plot" />
      </ChartCard>,
    );
    expect(screen.getByRole('figure', { name: 'Cycle time' })).toBeVisible();
    expect(screen.getByTestId('plot')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'View as table' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Cycle time');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.queryByTestId('plot')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cycle time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Project', 'Median', 'Spent']);
    expect(within(table).getByRole('row', { name: 'Website 2.5 days $1,200.50' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Mobile app' })).toBeVisible();

    await user.click(toggle);
    expect(screen.getByTestId('plot')).toBeInTheDocument();
  });

  it('keeps the figures readable by screen readers while the chart shows', () => {
    render(<ChartCard {...props}>{(height) => <svg data-testid="plot" height={height} />}</ChartCard>);
    expect(screen.getByTestId('plot')).toHaveAttribute('height', '260');
    expect(screen.getByRole('row', { name: 'Mobile app 4 days ₹83,150' })).toBeInTheDocument();
  });

  it('says when there is nothing to show, and is busy while loading', () => {
    const { rerender } = render(
      <ChartCard {...props} rows={[]} emptyText="No tasks completed yet">
        <svg />
      </ChartCard>,
    );
    expect(screen.getByText('No tasks completed yet')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'View as table' })).toBeDisabled();
    rerender(
      <ChartCard {...props} loading>
        <svg />
      </ChartCard>,
    );
    expect(screen.getByRole('figure', { name: 'Cycle time' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
