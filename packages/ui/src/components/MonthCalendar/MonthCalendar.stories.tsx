import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { CALENDAR_NOW, calendarEvents, manyCalendarEvents } from './fixtures';
import { type CalendarEvent, MonthCalendar, type MonthCalendarProps } from './MonthCalendar';

type CalendarProps = MonthCalendarProps<CalendarEvent>;

/** The calendar as a screen uses it: a move reschedules the event in local state. */
function StatefulCalendar(props: CalendarProps) {
  const [events, setEvents] = useState(props.events);
  return (
    <MonthCalendar
      {...props}
      events={events}
      onMove={(move) => {
        props.onMove?.(move);
        setEvents((current) =>
          current.map((event) => (event.id === move.id ? { ...event, date: move.date } : event)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Data/MonthCalendar',
  component: MonthCalendar<CalendarEvent>,
  args: {
    events: calendarEvents,
    now: CALENDAR_NOW,
    onMove: fn(),
    onOpen: fn(),
    onMonthChange: fn(),
  },
  render: (args) => <StatefulCalendar {...args} />,
} satisfies Meta<CalendarProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvasElement: HTMLElement, date: string) =>
  within(canvasElement).getByRole('gridcell', { name: new RegExp(`^${date}`) });

export const Default: Story = {};

/** Keyboard rescheduling: focus an event, press M, pick a date, confirm. */
export const MoveByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const event = canvas.getByRole('button', { name: 'Write release notes' });
    event.focus();
    await userEvent.keyboard('m');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move to date',
    });
    const input = within(dialog).getByLabelText('New date');
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.change(input, { target: { value: '2025-03-20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(args.onMove).toHaveBeenCalledWith({ id: 'e5', date: '2025-03-20' });
    // The canvas is hidden from assistive technology until the dialog has faded out.
    await waitFor(() =>
      expect(
        within(cell(canvasElement, 'Thursday, March 20, 2025')).getByRole('button', {
          name: 'Write release notes',
        }),
      ).toHaveFocus(),
    );
  },
};

/** Arrow keys move between days; leaving the month turns the page. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const today = cell(canvasElement, 'Wednesday, March 12, 2025, today');
    await expect(today).toHaveAttribute('aria-current', 'date');
    today.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(cell(canvasElement, 'Thursday, March 20, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(args.onMonthChange).toHaveBeenCalledWith(new Date(2025, 3, 1));
    await waitFor(() => expect(cell(canvasElement, 'Sunday, April 20, 2025')).toHaveFocus());
    await expect(within(canvasElement).getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
  },
};

/** A day with more events than fit shows '+N more', which lists them all. */
export const Overflow: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\+3 more/ }));
    const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Tuesday, March 18, 2025',
    });
    await expect(within(popup).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Home/End go to the week's ends, Page Up/Down turn months and, with Shift, years; Enter on an empty day stays. */
export const KeyboardWeeksMonthsAndYears: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    cell(canvasElement, 'Wednesday, March 12, 2025').focus();
    await userEvent.keyboard('{End}');
    await expect(cell(canvasElement, 'Sunday, March 16, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(new Date(2025, 1, 1));
    await waitFor(() => expect(cell(canvasElement, 'Sunday, February 16, 2025')).toHaveFocus());
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect(canvas.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await waitFor(() => expect(cell(canvasElement, 'Monday, February 16, 2026')).toHaveFocus());
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(canvas.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    const emptyDay = cell(canvasElement, 'Sunday, February 16, 2025');
    await waitFor(() => expect(emptyDay).toHaveFocus());
    // A day without events has nothing to step into; other keys do nothing.
    await userEvent.keyboard('{Enter}x');
    await expect(emptyDay).toHaveFocus();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** The move dialog (opened with Shift+M too) refuses a date that is not real and moves nothing on Escape. */
export const MoveDialogRefusesInvalidDate: Story = {
  play: async ({ canvasElement, args }) => {
    const event = within(canvasElement).getByRole('button', { name: 'Write release notes' });
    event.focus();
    await userEvent.keyboard('{Shift>}M{/Shift}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move to date',
    });
    const input = within(dialog).getByLabelText('New date');
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByText('Enter a valid date.')).not.toBeInTheDocument();
    // A year typed with one digit too many.
    fireEvent.change(input, { target: { value: '20250-03-20' } });
    await expect(await within(dialog).findByText('Enter a valid date.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '2025-03-20' } });
    await waitFor(() => expect(within(dialog).queryByText('Enter a valid date.')).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('button', { name: 'Move' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(event).toHaveFocus());
    await expect(args.onMove).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

/** The move dialog left open: axe checks it as a person meets it (its form sits inside the dialog). */
export const MoveDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Write release notes' }).focus();
    await userEvent.keyboard('{Shift>}M{/Shift}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move to date',
    });
    await waitFor(() => expect(within(dialog).getByLabelText('New date')).toHaveFocus());
    await expect(dialog.tagName).not.toBe('FORM');
  },
};

/** Read-only: the '+N more' list opens events but offers no move, and Escape closes it; undated events are left out. */
export const ReadOnlyOverflow: Story = {
  args: {
    disabled: true,
    events: [...calendarEvents, { id: 'x1', title: 'Someday, maybe', date: 'someday' }],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Someday, maybe' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\+3 more/ }));
    const popup = await body.findByRole('dialog', { name: 'Tuesday, March 18, 2025' });
    await expect(within(popup).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(popup).queryByRole('button', { name: /to date$/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** The drag announcements dnd-kit reads out, in its live region. */
const dragAnnouncement = (canvasElement: HTMLElement) => {
  const region = canvasElement.ownerDocument.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
  if (!region) throw new Error('The drag live region is missing');
  return region;
};

/** Picks an event up with the pointer (past the 5 px that start a drag) and moves it over `to`. */
async function dragOver(event: HTMLElement, to: Element) {
  const start = centre(event);
  fireEvent.pointerDown(event, { ...start, button: 0, isPrimary: true });
  fireEvent.pointerMove(event.ownerDocument, { clientX: start.clientX + 8, clientY: start.clientY });
  await waitFor(() => expect(event).toHaveAttribute('aria-pressed', 'true'));
  fireEvent.pointerMove(event.ownerDocument, centre(to));
}

/** Dragging an event to another day: the day lights up while it is over it, and the event moves there. */
export const DragToAnotherDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const event = canvas.getByRole('button', { name: 'Write release notes' });
    const target = cell(canvasElement, 'Thursday, March 20, 2025');
    await dragOver(event, target);
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Write release notes is over Thursday, March 20, 2025.',
      ),
    );
    // The event stays faded in its day while a copy follows the pointer, and the day under it is outlined.
    await expect(canvas.getAllByText('Write release notes')).toHaveLength(2);
    await expect(getComputedStyle(event).opacity).toBe('0.4');
    await expect(getComputedStyle(target).boxShadow).toMatch(/inset/);
    fireEvent.pointerUp(event.ownerDocument, centre(target));
    await expect(args.onMove).toHaveBeenCalledWith({ id: 'e5', date: '2025-03-20' });
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Write release notes was moved to Thursday, March 20, 2025.',
      ),
    );
    await waitFor(() =>
      expect(within(target).getByRole('button', { name: 'Write release notes' })).toBeInTheDocument(),
    );
  },
};

/** A drag dropped on its own day, or taken off the grid and cancelled with Escape, changes nothing. */
export const DragWithoutMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('button', { name: 'Review dashboard charts' });
    const today = cell(canvasElement, 'Wednesday, March 12, 2025, today');
    await dragOver(review, today);
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Review dashboard charts is over Wednesday, March 12, 2025.',
      ),
    );
    fireEvent.pointerUp(review.ownerDocument, centre(today));
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Review dashboard charts was dropped. Its date did not change.',
      ),
    );

    const audit = canvas.getByRole('button', { name: 'Audit password reset emails' });
    await dragOver(audit, canvas.getByRole('heading', { name: 'March 2025' }));
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Task Audit password reset emails is no longer over a day.',
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(dragAnnouncement(canvasElement)).toHaveTextContent(
        'Moving task Audit password reset emails was cancelled. Its date did not change.',
      ),
    );
    await expect(canvas.getAllByText('Audit password reset emails')).toHaveLength(1);
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

const variants: { name: string; props: Partial<CalendarProps> }[] = [
  { name: 'Default', props: {} },
  { name: 'Empty', props: { events: [] } },
  { name: 'Busy (saving a move)', props: { busy: true } },
  { name: 'Many events', props: { events: manyCalendarEvents } },
  { name: 'Disabled (read-only)', props: { disabled: true } },
  { name: 'Weeks starting on Sunday', props: { weekStartsOn: 0 } },
];

/** Every state side by side; switch the toolbar to dark mode or another branding to restyle them all. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={4}>
      {variants.map(({ name, props }) => (
        <Stack key={name} spacing={1}>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <MonthCalendar {...args} {...props} label={`${name} calendar`} headingLevel={3} />
        </Stack>
      ))}
    </Stack>
  ),
};
