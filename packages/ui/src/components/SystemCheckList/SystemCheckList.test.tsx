import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemCheckList } from './SystemCheckList';

const pass = (name: 'database' | 'mail', label: string) => ({
  name,
  label,
  status: 'pass' as const,
  durationMs: 14,
  message: `${label} is fine`,
});

describe('SystemCheckList', () => {
  it('shows each check with its status, time and message', () => {
    render(
      <SystemCheckList
        checks={[
          {
            name: 'database',
            label: 'Database read and write',
            result: pass('database', 'Database read and write'),
          },
          {
            name: 'mail',
            label: 'Mail transport',
            result: {
              ...pass('mail', 'Mail transport'),
              status: 'fail',
              durationMs: 7,
              message: 'ECONNREFUSED',
            },
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Passed')).toBeVisible();
    expect(within(rows[0]!).getByText('14 ms')).toBeVisible();
    expect(within(rows[0]!).getByText('Database read and write is fine')).toBeVisible();
    expect(within(rows[1]!).getByText('Failed')).toBeVisible();
    expect(within(rows[1]!).getByText('ECONNREFUSED')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checks finished: 1 passed, 1 failed, 0 skipped');
  });

  it('shows the checks still to answer as running, with the share done, and announces nothing yet', () => {
    render(
      <SystemCheckList
        running
        checks={[
          {
            name: 'database',
            label: 'Database read and write',
            result: pass('database', 'Database read and write'),
          },
          { name: 'mail', label: 'Mail transport' },
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Running checks…' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[1]!).getByText('Running')).toBeVisible();
    expect(rows[1]).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows checks not run yet, and why a run stopped', () => {
    render(
      <SystemCheckList checks={[{ name: 'mail', label: 'Mail transport' }]} error="Please wait 8 seconds" />,
    );
    expect(screen.getByText('Not run yet')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 8 seconds');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
