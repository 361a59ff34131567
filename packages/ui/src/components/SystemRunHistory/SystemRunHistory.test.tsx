import type { SystemCheckRun } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SystemRunHistory } from './SystemRunHistory';

const run: SystemCheckRun = {
  _id: 'run-1',
  organizationId: 'org-1',
  runBy: 'user-1',
  runByName: 'Olivia Chen',
  status: 'failed',
  results: [
    { name: 'database', label: 'Database', status: 'pass', durationMs: 5, message: '' },
    { name: 'mail', label: 'Mail', status: 'fail', durationMs: 5, message: '' },
  ],
  startedAt: '2026-11-26T09:00:00.000Z',
  finishedAt: '2026-11-26T09:00:00.420Z',
};

describe('SystemRunHistory', () => {
  it('lists each run with its time, author, outcome, counts and duration', () => {
    render(
      <SystemRunHistory
        runs={[run]}
        total={1}
        page={1}
        limit={10}
        onPageChange={vi.fn()}
        formatTime={(iso) => `at ${iso}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Run history' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('at 2026-11-26T09:00:00.000Z')).toBeVisible();
    expect(within(row).getByText('Olivia Chen')).toBeVisible();
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText('1 passed, 1 failed, 0 skipped')).toBeVisible();
    expect(within(row).getByText('420 ms')).toBeVisible();
  });

  it('says when there are no runs yet', () => {
    render(<SystemRunHistory runs={[]} total={0} page={1} limit={10} onPageChange={vi.fn()} />);
    expect(screen.getByText('No runs yet')).toBeVisible();
  });

  it('reports page moves', async () => {
    const onPageChange = vi.fn();
    render(<SystemRunHistory runs={[run]} total={25} page={1} limit={10} onPageChange={onPageChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
