import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { monthGridRange } from './calendarDates';
import { CALENDAR_NOW, calendarEvents } from './fixtures';
import { type CalendarEvent, MonthCalendar, type MonthCalendarProps } from './MonthCalendar';

function renderCalendar(props: Partial<MonthCalendarProps<CalendarEvent>> = {}) {
  const handlers = { onMove: vi.fn(), onOpen: vi.fn(), onMonthChange: vi.fn() };
  render(<MonthCalendar events={calendarEvents} now={CALENDAR_NOW} {...handlers} {...props} />);
  return handlers;
}

const cell = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}`) });

// Dialogs and popovers in jsdom are slow on a busy machine; the default 5 s is too tight.
describe('MonthCalendar', { timeout: 20_000 }, () => {
  it('shows the month as a grid of weeks starting on Monday', () => {
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'March 2025' });
    const rows = within(grid).getAllByRole('row');
    // A header row, then the six weeks from Monday, February 24 to Sunday, April 6.
    expect(rows).toHaveLength(7);
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(within(rows[1]!).getAllByRole('gridcell')[0]).toHaveAccessibleName('Monday, February 24, 2025');
    expect(within(rows[6]!).getAllByRole('gridcell')[6]).toHaveAccessibleName('Sunday, April 6, 2025');
  });

  it('starts weeks on another day when told', () => {
    renderCalendar({ weekStartsOn: 0 });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sunday');
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName('Sunday, February 23, 2025');
  });

  it('marks today and counts the events of each day', () => {
    renderCalendar();
    const today = cell('Wednesday, March 12, 2025');
    expect(today).toHaveAccessibleName('Wednesday, March 12, 2025, today, 1 task Review dashboard charts');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(cell('Tuesday, March 18, 2025')).toHaveAccessibleName(
      /^Tuesday, March 18, 2025, 5 tasks Draft Q2 roadmap/,
    );
    expect(
      screen.getAllByRole('gridcell').filter((day) => day.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
  });

  it('places events on their days, including the days of the next month shown', () => {
    renderCalendar();
    expect(
      within(cell('Friday, March 14, 2025')).getByRole('button', { name: 'Write release notes' }),
    ).toBeVisible();
    expect(
      within(cell('Wednesday, April 2, 2025')).getByRole('button', { name: 'Add CSV export to reports' }),
    );
    expect(
      within(cell('Monday, March 3, 2025')).getByRole('button', { name: 'Ship sidebar collapse (done)' }),
    );
  });

  it('shows at most the day limit and lists the rest behind "+N more"', async () => {
    const user = userEvent.setup();
    renderCalendar();
    const busyDay = cell('Tuesday, March 18, 2025');
    expect(within(busyDay).getAllByRole('button', { name: /^(?!\+)/ })).toHaveLength(2);
    await user.click(within(busyDay).getByRole('button', { name: '+3 more on Tuesday, March 18, 2025' }));
    const popup = screen.getByRole('dialog', { name: 'Tuesday, March 18, 2025' });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(5);
  });

  it('opens an event on click, also from the "+N more" list', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Review dashboard charts' }));
    expect(onOpen).toHaveBeenLastCalledWith('e3');
    await user.click(screen.getByRole('button', { name: /\+3 more/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Record onboarding video' }),
    );
    expect(onOpen).toHaveBeenLastCalledWith('e10');
  });

  it('moves an event to another date from the keyboard with M', async () => {
    const user = userEvent.setup();
    const { onMove } = renderCalendar();
    screen.getByRole('button', { name: 'Write release notes' }).focus();
    await user.keyboard('m');
    const dialog = screen.getByRole('dialog', { name: 'Move to date' });
    expect(dialog).toHaveTextContent('Choose a new date for the task “Write release notes”.');
    const input = within(dialog).getByLabelText('New date');
    expect(input).toHaveValue('2025-03-14');
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '2025-04-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(onMove).toHaveBeenCalledWith({ id: 'e5', date: '2025-04-01' });
    expect(
      screen.getByText('Task Write release notes was moved to Tuesday, April 1, 2025.'),
    ).toBeInTheDocument();
  });

  it('moves an event from the "+N more" list with its Move to date action', async () => {
    const user = userEvent.setup();
    const { onMove } = renderCalendar();
    await user.click(screen.getByRole('button', { name: /\+3 more/ }));
    await user.click(screen.getByRole('button', { name: 'Move Refresh demo data to date' }));
    const dialog = screen.getByRole('dialog', { name: 'Move to date' });
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: '2025-03-19' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(onMove).toHaveBeenCalledWith({ id: 'e9', date: '2025-03-19' });
  });

  it('cancels a move without calling onMove', async () => {
    const user = userEvent.setup();
    const { onMove } = renderCalendar();
    const event = screen.getByRole('button', { name: 'Write release notes' });
    event.focus();
    await user.keyboard('m');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(event).toHaveFocus();
  });

  it('does not move events when disabled or without onMove', async () => {
    const user = userEvent.setup();
    renderCalendar({ disabled: true });
    screen.getByRole('button', { name: 'Write release notes' }).focus();
    await user.keyboard('m');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus between days with the arrow keys and turns the page at the month edge', async () => {
    const user = userEvent.setup();
    const { onMonthChange } = renderCalendar();
    cell('Wednesday, March 12, 2025').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Thursday, March 13, 2025')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Thursday, March 6, 2025')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('Monday, March 3, 2025')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2025, 1, 1));
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    expect(cell('Thursday, February 27, 2025')).toHaveFocus();
    expect(cell('Thursday, February 27, 2025')).toHaveAttribute('tabindex', '0');
  });

  it('steps into a day with Enter', async () => {
    const user = userEvent.setup();
    renderCalendar();
    cell('Friday, March 14, 2025').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Write release notes' })).toHaveFocus();
  });

  it('navigates months with the previous, next and today buttons', async () => {
    const user = userEvent.setup();
    const { onMonthChange } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2025, 3, 1));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
  });

  it('follows a controlled month', async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    function Controlled() {
      const [month, setMonth] = useState(new Date(2025, 5, 1));
      return (
        <MonthCalendar
          events={calendarEvents}
          now={CALENDAR_NOW}
          month={month}
          onMonthChange={(next) => {
            onMonthChange(next);
            setMonth(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('heading', { name: 'June 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'July 2025' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2025, 6, 1));
  });

  it('stays on the month a controlling parent keeps', async () => {
    const user = userEvent.setup();
    renderCalendar({ month: new Date(2025, 2, 20) });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
  });
});

describe('monthGridRange', () => {
  it('is the first and last day of the weeks the grid shows', () => {
    // March 2025 from Monday, February 24 to Sunday, April 6 (the grid above).
    expect(monthGridRange(new Date(2025, 2, 20))).toEqual({ first: '2025-02-24', last: '2025-04-06' });
    // Weeks from Sunday: Sunday, February 23 to Saturday, April 5.
    expect(monthGridRange(new Date(2025, 2, 1), 0)).toEqual({ first: '2025-02-23', last: '2025-04-05' });
  });
});
