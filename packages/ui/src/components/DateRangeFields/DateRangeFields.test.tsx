import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFields } from './DateRangeFields';

describe('DateRangeFields', () => {
  it('reports the end that changed, and bounds each field by the other', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<DateRangeFields from={undefined} to={undefined} onChange={onChange} />);
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).not.toHaveAttribute('max');
    await user.type(from, '2026-11-01');
    expect(onChange).toHaveBeenLastCalledWith('from', '2026-11-01');

    rerender(<DateRangeFields from="2026-11-01" to="2026-11-26" onChange={onChange} />);
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-26');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    expect(onChange).toHaveBeenLastCalledWith('to', '');
  });

  it('takes its labels and can be disabled', () => {
    render(
      <DateRangeFields from="" to="" fromLabel="Since" toLabel="Until" onChange={() => undefined} disabled />,
    );
    expect(screen.getByLabelText('Since')).toBeDisabled();
    expect(screen.getByLabelText('Until')).toBeDisabled();
  });
});
