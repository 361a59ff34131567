import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleSecurityReports } from './fixtures';
import { SecurityReportList, type SecurityReportListProps } from './SecurityReportList';

const formatTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function renderList(props: Partial<SecurityReportListProps> = {}) {
  return render(<SecurityReportList reports={sampleSecurityReports} formatTime={formatTime} {...props} />);
}

describe('SecurityReportList', { timeout: 20_000 }, () => {
  it('shows each report with its time, category, summary and sender', () => {
    renderList();
    const items = within(screen.getByRole('list', { name: 'Security reports' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('CSP violation')).toBeVisible();
    expect(items[0]).toHaveTextContent('2026-11-26 09:42');
    expect(items[0]).toHaveTextContent('script-src-elem: https://cdn.evil.example/track.js');
    expect(items[0]).toHaveTextContent('Jordan Lee · jordan@acme.example · 203.0.113.7');
    expect(within(items[1]!).getByText('Client error')).toBeVisible();
    expect(items[1]).toHaveTextContent("Cannot read properties of undefined (reading 'title')");
    expect(items[2]).toHaveTextContent('Unknown user');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T09:42:10.000Z');
  });

  it('shows and hides the data of a report', async () => {
    const user = userEvent.setup();
    renderList();
    const show = screen.getByRole('button', { name: 'Show data of the report from 2026-11-26 09:30' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Report data')).not.toBeInTheDocument();
    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Hide data of the report from 2026-11-26 09:30' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const data = screen.getByLabelText('Report data');
    expect(data).toHaveTextContent('"suppressed": 2');
    expect(screen.getByText('Mozilla/5.0 (Macintosh) Safari/17.4')).toBeVisible();
    expect(document.getElementById(hide.getAttribute('aria-controls') ?? '')).toContainElement(data);
    await user.click(hide);
    expect(screen.queryByLabelText('Report data')).not.toBeInTheDocument();
  });

  it('pages, and shows an empty state and placeholders', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = renderList({ total: 23, page: 1, limit: 10, onPageChange });
    expect(screen.getByText('23 reports')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<SecurityReportList reports={[]} formatTime={formatTime} />);
    expect(screen.getByRole('heading', { name: 'No security reports' })).toBeVisible();

    rerender(<SecurityReportList reports={[]} loading formatTime={formatTime} />);
    expect(screen.getByRole('list', { name: 'Security reports' })).toHaveAttribute('aria-busy', 'true');
  });
});
