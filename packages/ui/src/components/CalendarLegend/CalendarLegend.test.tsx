import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarLegend } from './CalendarLegend';

describe('CalendarLegend', () => {
  it('names each colour and how finished events look', () => {
    render(
      <CalendarLegend
        items={[
          { tone: 'default', label: 'Low priority' },
          { tone: 'error', label: 'Urgent priority' },
        ]}
        doneItemNoun="task"
      />,
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Low priority', 'Urgent priority', 'Done tasks are struck through']);
  });

  it('leaves the done line out without an item noun', () => {
    render(<CalendarLegend items={[{ tone: 'info', label: 'Meetings' }]} label="Key" />);
    expect(within(screen.getByRole('list', { name: 'Key' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
