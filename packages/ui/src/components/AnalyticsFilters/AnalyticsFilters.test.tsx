import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_ANALYTICS } from '../AnalyticsCharts/sample';
import { AnalyticsFilters } from './AnalyticsFilters';

describe('AnalyticsFilters', () => {
  it('offers only the projects, departments and teams given, and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <AnalyticsFilters
        value={{ from: '2025-09-01' }}
        options={SAMPLE_ANALYTICS.options}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('search', { name: 'Filter the figures' })).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All projects',
      'Website relaunch',
      'Mobile app',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mobile app' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-09-01', projectId: 'p-2' });

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-10-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-09-01', to: '2025-10-01' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it("leaves out a filter with nothing to choose, such as an individual's departments and teams", () => {
    render(
      <AnalyticsFilters
        value={{}}
        options={{ ...SAMPLE_ANALYTICS.options, departments: [], teams: [] }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
  });
});
