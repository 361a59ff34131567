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
