import { formErrors, type MoveToDate, MoveToDateSchema } from '@app/domain';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  addDays,
  addMonths,
  addYears,
  type Day,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { Formik, type FormikErrors } from 'formik';
import type * as React from 'react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { FormikTextField } from '../FormikTextField';
import { type Tone, toneColor, toneTint } from '../StatusChip';
import {
  DEFAULT_WEEK_STARTS_ON,
  eventDay,
  fullDateText,
  isoDate,
  monthWeeks,
  weekDays,
} from './calendarDates';

/** Colour accents an event can carry (the design system's tones); the text always keeps body contrast. */
export type CalendarEventTone = Tone;

/** Something placed on one day of the calendar, e.g. a task on its due date. */
export interface CalendarEvent {
  id: string;
  title: string;
  /** A calendar date (yyyy-mm-dd) or a timestamp, whose local day is used. */
  date: string | Date;
  tone?: CalendarEventTone;
  /** Finished: shown struck through. */
  done?: boolean;
}

/** An event the user moved to another day. */
export interface CalendarMove {
  id: string;
  /** The new day as yyyy-mm-dd. */
  date: string;
}

export interface MonthCalendarProps<E extends CalendarEvent> {
  /** The events to place; those outside the shown weeks are simply not shown. Order within a day is kept. */
  events: readonly E[];
  /** The shown month (any day in it), when the parent controls it. */
  month?: Date;
  /** The first month shown when uncontrolled; defaults to the month of `now`. */
  defaultMonth?: Date;
  /** Called with the first day of the month the user navigated to. */
  onMonthChange?: (month: Date) => void;
  /** 0 = Sunday … 6 = Saturday. Defaults to Monday. */
  weekStartsOn?: Day;
  /** Today, for the 'today' mark; defaults to the time of rendering. */
  now?: Date;
  /** Called when an event is clicked or Enter is pressed on it. */
  onOpen?: (id: string) => void;
  /** Called when an event is dragged to another day or moved with its 'Move to date' action; omit to disallow. */
  onMove?: (move: CalendarMove) => void;
  /** Events shown per day before a '+N more' button takes over the last line. */
  maxEventsPerDay?: number;
  /** Events still open but cannot be moved. */
  disabled?: boolean;
  /** A save or refresh is in flight: a progress bar shows and the calendar is marked busy. */
  busy?: boolean;
  /** What an event is called in labels and announcements ('task' → '2 tasks'). */
  itemNoun?: string;
  /** The heading level of the month title. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The accessible name of the calendar region; defaults to the month title. */
  label?: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const eventLook =
  (tone: CalendarEventTone = 'primary', done: boolean | undefined) =>
  (theme: Theme) => ({
    display: 'block',
    width: '100%',
    minWidth: 0,
    m: 0,
    px: { xs: 0.375, sm: 0.75 },
    py: 0.25,
    border: 0,
    borderLeft: `3px solid ${toneColor(theme, tone)}`,
    borderRadius: 0.75,
    bgcolor: toneTint(theme, tone),
    color: done ? (theme.vars || theme).palette.text.secondary : (theme.vars || theme).palette.text.primary,
    font: 'inherit',
    typography: 'caption',
    fontWeight: 500,
    lineHeight: 1.5,
    textAlign: 'left',
    textDecoration: done ? 'line-through' : 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    '&:hover': { bgcolor: toneTint(theme, tone, 0.22) },
    '&:focus-visible': {
      outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
      outlineOffset: 1,
    },
  });

interface EventChipProps<E extends CalendarEvent> {
  event: E;
  day: string;
  movable: boolean;
  itemNoun: string;
  onOpen?: (id: string) => void;
  onStartMove: (event: E) => void;
  registerEvent: (id: string, node: HTMLElement) => () => void;
}

function EventChip<E extends CalendarEvent>({
  event,
  day,
  movable,
  itemNoun,
  onOpen,
  onStartMove,
  registerEvent,
}: EventChipProps<E>) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: event.id,
    data: { day },
    disabled: !movable,
    attributes: { roleDescription: `draggable ${itemNoun}` },
  });
  const ref = (node: HTMLButtonElement | null) => {
    setNodeRef(node);
    if (!node) return;
    const unregister = registerEvent(event.id, node);
    return () => {
      unregister();
    };
  };
  return (
    <Box
      component="button"
      type="button"
      ref={ref}
      data-event-id={event.id}
      {...(movable ? attributes : {})}
      {...listeners}
      onClick={() => onOpen?.(event.id)}
      onKeyDown={(keyEvent: React.KeyboardEvent) => {
        if (
          movable &&
          (keyEvent.key === 'm' || keyEvent.key === 'M') &&
          !keyEvent.ctrlKey &&
          !keyEvent.metaKey
        ) {
          keyEvent.preventDefault();
          keyEvent.stopPropagation();
          onStartMove(event);
        }
      }}
      sx={[eventLook(event.tone, event.done), { opacity: isDragging ? 0.4 : 1 }]}
    >
      {event.title}
      {event.done ? (
        <>
          {' '}
          <Box component="span" sx={visuallyHidden}>
            (done)
          </Box>
        </>
      ) : null}
    </Box>
  );
}

interface DayCellProps {
  date: Date;
  iso: string;
  inMonth: boolean;
  today: boolean;
  focusable: boolean;
  count: number;
  itemNoun: string;
  droppable: boolean;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>, date: Date) => void;
  onFocusDay: (iso: string) => void;
  children?: React.ReactNode;
}

function DayCell({
  date,
  iso,
  inMonth,
  today,
  focusable,
  count,
  itemNoun,
  droppable,
  onKeyDown,
  onFocusDay,
  children,
}: DayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `day:${iso}`, data: { day: iso }, disabled: !droppable });
  const label = [fullDateText(date), today ? 'today' : '', count > 0 ? plural(count, itemNoun) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      ref={setNodeRef}
      role="gridcell"
      aria-current={today ? 'date' : undefined}
      data-date={iso}
      tabIndex={focusable ? 0 : -1}
      onKeyDown={(event) => onKeyDown(event, date)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusDay(iso);
      }}
      sx={(theme) => {
        const palette = (theme.vars || theme).palette;
        return {
          position: 'relative',
          minWidth: 0,
          minHeight: { xs: 88, sm: 116 },
          p: { xs: 0.25, sm: 0.75 },
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          borderTop: `1px solid ${palette.divider}`,
          '&:not(:last-of-type)': { borderRight: `1px solid ${palette.divider}` },
          bgcolor: isOver
            ? theme.alpha(palette.primary.main, 0.1)
            : inMonth
              ? palette.background.paper
              : palette.background.default,
          boxShadow: isOver ? `inset 0 0 0 2px ${palette.primary.main}` : 'none',
          outline: 'none',
          '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${palette.primary.main}` },
        };
      }}
    >
      <Box
        aria-hidden
        sx={{
          alignSelf: 'flex-start',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 26,
          height: 26,
          px: 0.5,
          borderRadius: 13,
          typography: 'caption',
          fontWeight: today ? 700 : 500,
          color: today ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
          bgcolor: today ? 'primary.main' : 'transparent',
        }}
      >
        {format(date, 'd')}
      </Box>
      {/* The cell is named by its content (date, then events), so the name always holds the visible text. */}
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

/**
 * A month grid of events by date. Weeks start on Monday unless told otherwise; arrow keys move between days
 * (Home/End to the week's ends, Page Up/Down by month, with Shift by year). Events open on click or Enter and move
 * to another day by dragging, or from the keyboard with M, which opens a date input.
 */
export function MonthCalendar<E extends CalendarEvent>({
  events,
  month,
  defaultMonth,
  onMonthChange,
  weekStartsOn = DEFAULT_WEEK_STARTS_ON,
  now,
  onOpen,
  onMove,
  maxEventsPerDay = 3,
  disabled = false,
  busy = false,
  itemNoun = 'task',
  headingLevel = 2,
  label,
}: MonthCalendarProps<E>) {
  const today = now ?? new Date();
  const todayIso = isoDate(today);
  const [innerMonth, setInnerMonth] = useState(() => startOfMonth(defaultMonth ?? today));
  const shownMonth = startOfMonth(month ?? innerMonth);
  const [focusIso, setFocusIso] = useState<string | null>(null);
  const [moving, setMoving] = useState<E | null>(null);
  const [moreDay, setMoreDay] = useState<{ iso: string; anchor: HTMLElement } | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const titleId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const movable = Boolean(onMove) && !disabled;
  const noun = capitalize(itemNoun);

  const weeks = useMemo(() => monthWeeks(shownMonth, weekStartsOn), [shownMonth, weekStartsOn]);
  const byDay = useMemo(() => {
    const map = new Map<string, E[]>();
    for (const event of events) {
      const day = eventDay(event.date);
      if (!day) continue;
      const list = map.get(day);
      if (list) list.push(event);
      else map.set(day, [event]);
    }
    return map;
  }, [events]);
  const eventsRef = useRef(events);
  useLayoutEffect(() => {
    eventsRef.current = events;
  });

  // The one day in the tab order: the last focused day if it is in this month, else today, else the 1st.
  const rovingIso =
    focusIso && isSameMonth(parseISO(focusIso), shownMonth)
      ? focusIso
      : isSameMonth(today, shownMonth)
        ? todayIso
        : isoDate(shownMonth);

  const changeMonth = (next: Date) => {
    const first = startOfMonth(next);
    if (isSameMonth(first, shownMonth)) return;
    if (month === undefined) setInnerMonth(first);
    onMonthChange?.(first);
  };

  // Focus moves by keyboard land after the render that shows the new day (possibly in a new month).
  const pendingCellFocus = useRef<string | null>(null);
  const pendingEventFocus = useRef<string | null>(null);
  const eventNodes = useRef(new Map<string, HTMLElement>());
  const registerEvent = useCallback((id: string, node: HTMLElement) => {
    eventNodes.current.set(id, node);
    return () => {
      if (eventNodes.current.get(id) === node) eventNodes.current.delete(id);
    };
  }, []);
  useEffect(() => {
    const cellIso = pendingCellFocus.current;
    if (cellIso) {
      const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${cellIso}"]`);
      if (cell) {
        pendingCellFocus.current = null;
        cell.focus();
      }
    }
    const eventId = pendingEventFocus.current;
    if (eventId) {
      pendingEventFocus.current = null;
      const node = eventNodes.current.get(eventId);
      if (node?.isConnected) node.focus();
      else gridRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
    }
  });

  const focusDay = (date: Date) => {
    const iso = isoDate(date);
    setFocusIso(iso);
    pendingCellFocus.current = iso;
    changeMonth(date);
  };

  const handleCellKeyDown = (event: React.KeyboardEvent<HTMLElement>, date: Date) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => startOfWeek(date, { weekStartsOn }),
      End: () => endOfWeek(date, { weekStartsOn }),
      PageUp: () => (event.shiftKey ? addYears(date, -1) : addMonths(date, -1)),
      PageDown: () => (event.shiftKey ? addYears(date, 1) : addMonths(date, 1)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDay(move());
      return;
    }
    if (event.key === 'Enter') {
      // Enter steps into the day: its first event takes focus.
      const first = event.currentTarget.querySelector<HTMLElement>('[data-event-id]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const requestMove = (event: E, date: string) => {
    if (!onMove || eventDay(event.date) === date) return;
    setMessage(`${noun} ${event.title} was moved to ${fullDateText(parseISO(date))}.`);
    pendingEventFocus.current = event.id;
    onMove({ id: event.id, date });
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const eventById = (id: string) => eventsRef.current.find((event) => event.id === id);
  const titleOf = (id: string) => eventById(id)?.title ?? id;
  const dayOf = (data: Record<string, unknown> | undefined) =>
    typeof data?.day === 'string' ? data.day : undefined;
  const announcements: Announcements = {
    onDragStart({ active }) {
      const day = dayOf(active.data.current);
      return `Picked up ${itemNoun} ${titleOf(String(active.id))}${day ? `, on ${fullDateText(parseISO(day))}` : ''}.`;
    },
    onDragOver({ active, over }) {
      const day = dayOf(over?.data.current);
      return day
        ? `${noun} ${titleOf(String(active.id))} is over ${fullDateText(parseISO(day))}.`
        : `${noun} ${titleOf(String(active.id))} is no longer over a day.`;
    },
    onDragEnd({ active, over }) {
      const from = dayOf(active.data.current);
      const to = dayOf(over?.data.current);
      return to && to !== from
        ? `${noun} ${titleOf(String(active.id))} was moved to ${fullDateText(parseISO(to))}.`
        : `${noun} ${titleOf(String(active.id))} was dropped. Its date did not change.`;
    },
    onDragCancel({ active }) {
      return `Moving ${itemNoun} ${titleOf(String(active.id))} was cancelled. Its date did not change.`;
    },
  };
  const screenReaderInstructions = {
    draggable: `Press enter to open the ${itemNoun}. Press M to move it to another date. With a pointer, drag it to another day.`,
  };

  const handleDragStart = ({ active }: DragStartEvent) => {
    setMessage('');
    setActiveId(String(active.id));
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const to = dayOf(over?.data.current);
    const event = eventById(String(active.id));
    if (!to || !event || !onMove || eventDay(event.date) === to) return;
    onMove({ id: event.id, date: to });
  };

  const activeEvent = activeId ? eventById(activeId) : undefined;
  const heading = `h${headingLevel}` as const;
  const moreEvents = moreDay ? (byDay.get(moreDay.iso) ?? []) : [];

  return (
    <Box
      component="section"
      aria-label={label}
      aria-labelledby={label ? undefined : titleId}
      aria-busy={busy || undefined}
      sx={(theme) => ({
        position: 'relative',
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      })}
    >
      {busy ? (
        <LinearProgress
          aria-label="Updating"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
        />
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component={heading}
          variant="h6"
          aria-live="polite"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {format(shownMonth, 'MMMM yyyy')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          onClick={() => {
            setFocusIso(todayIso);
            changeMonth(today);
          }}
          sx={{ borderColor: 'divider' }}
        >
          Today
        </Button>
        <Tooltip title="Previous month">
          <IconButton aria-label="Previous month" onClick={() => changeMonth(addMonths(shownMonth, -1))}>
            <ChevronLeftRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title="Next month">
          <IconButton aria-label="Next month" onClick={() => changeMonth(addMonths(shownMonth, 1))}>
            <ChevronRightRounded />
          </IconButton>
        </Tooltip>
      </Box>
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <Box sx={{ overflowX: 'auto' }}>
          {/* On a phone the seven days share the width (events show as their colour and first letters) rather
              than hiding the weekend behind a sideways scroll. */}
          <Box ref={gridRef} role="grid" aria-labelledby={titleId} sx={{ minWidth: { xs: 0, sm: 640 } }}>
            <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
              {weekDays(weekStartsOn).map((day) => (
                <Box
                  key={day.getDay()}
                  role="columnheader"
                  sx={{
                    px: { xs: 0.5, sm: 1 },
                    py: 0.75,
                    typography: 'caption',
                    fontWeight: 600,
                    color: 'text.secondary',
                    textTransform: 'uppercase',
                    letterSpacing: '0.04em',
                  }}
                >
                  <span aria-hidden>{format(day, 'EEE')}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {format(day, 'EEEE')}
                  </Box>
                </Box>
              ))}
            </Box>
            {weeks.map((week) => (
              <Box
                key={isoDate(week[0]!)}
                role="row"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
              >
                {week.map((date) => {
                  const iso = isoDate(date);
                  const dayEvents = byDay.get(iso) ?? [];
                  const overflow = dayEvents.length > maxEventsPerDay;
                  const shown = overflow ? dayEvents.slice(0, Math.max(0, maxEventsPerDay - 1)) : dayEvents;
                  const hidden = dayEvents.length - shown.length;
                  return (
                    <DayCell
                      key={iso}
                      date={date}
                      iso={iso}
                      inMonth={isSameMonth(date, shownMonth)}
                      today={isSameDay(date, today)}
                      focusable={iso === rovingIso}
                      count={dayEvents.length}
                      itemNoun={itemNoun}
                      droppable={movable}
                      onKeyDown={handleCellKeyDown}
                      onFocusDay={setFocusIso}
                    >
                      {shown.map((event) => (
                        <EventChip
                          key={event.id}
                          event={event}
                          day={iso}
                          movable={movable}
                          itemNoun={itemNoun}
                          onOpen={onOpen}
                          onStartMove={setMoving}
                          registerEvent={registerEvent}
                        />
                      ))}
                      {hidden > 0 ? (
                        <Button
                          size="small"
                          onClick={(click) => setMoreDay({ iso, anchor: click.currentTarget })}
                          sx={{
                            alignSelf: 'flex-start',
                            minWidth: 0,
                            px: 0.75,
                            py: 0,
                            typography: 'caption',
                            fontWeight: 600,
                          }}
                        >
                          +{hidden} more{' '}
                          <Box component="span" sx={visuallyHidden}>
                            on {fullDateText(date)}
                          </Box>
                        </Button>
                      ) : null}
                    </DayCell>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
        <DragOverlay dropAnimation={null}>
          {activeEvent ? (
            <Box
              sx={[
                eventLook(activeEvent.tone, activeEvent.done),
                (theme: Theme) => ({ boxShadow: theme.shadows[6], cursor: 'grabbing', maxWidth: 220 }),
              ]}
            >
              {activeEvent.title}
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
      <Popover
        open={moreDay !== null}
        anchorEl={moreDay?.anchor}
        onClose={() => setMoreDay(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': moreDay ? fullDateText(parseISO(moreDay.iso)) : undefined,
            sx: { p: 1.5, width: 280 },
          },
        }}
      >
        {moreDay ? (
          <>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {fullDateText(parseISO(moreDay.iso))}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {moreEvents.map((event) => (
                <Box component="li" key={event.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Box
                    component="button"
                    type="button"
                    onClick={() => {
                      setMoreDay(null);
                      onOpen?.(event.id);
                    }}
                    sx={[eventLook(event.tone, event.done), { flex: 1 }]}
                  >
                    {event.title}
                  </Box>
                  {movable ? (
                    <IconButton
                      size="small"
                      aria-label={`Move ${event.title} to date`}
                      onClick={() => {
                        setMoreDay(null);
                        setMoving(event);
                      }}
                    >
                      <EventRepeatRounded fontSize="small" />
                    </IconButton>
                  ) : null}
                </Box>
              ))}
            </Box>
          </>
        ) : null}
      </Popover>
      <MoveToDateDialog
        event={moving}
        itemNoun={itemNoun}
        onCancel={() => {
          if (moving) pendingEventFocus.current = moving.id;
          setMoving(null);
        }}
        onConfirm={(date) => {
          const event = moving;
          setMoving(null);
          if (!event) return;
          pendingEventFocus.current = event.id;
          requestMove(event, date);
        }}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {message}
      </Box>
    </Box>
  );
}

interface MoveToDateDialogProps {
  event: CalendarEvent | null;
  itemNoun: string;
  onCancel: () => void;
  onConfirm: (date: string) => void;
}

/** The form's messages: none for an emptied field (Move is disabled until a day is there), else the domain's. */
function moveErrors(values: MoveToDate): FormikErrors<MoveToDate> {
  return values.date === '' ? {} : formErrors(MoveToDateSchema, values);
}

/** The keyboard way to move an event: a date input, prefilled with its current day. */
function MoveToDateDialog({ event, itemNoun, onCancel, onConfirm }: MoveToDateDialogProps) {
  const open = event !== null;
  // The last event stays on screen while the dialog fades out; each opening starts a fresh form from its day.
  const [shownEvent, setShownEvent] = useState(event);
  const [opened, setOpened] = useState(0);
  if (event && event !== shownEvent) setShownEvent(event);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened(opened + 1);
  }
  const current = shownEvent ? (eventDay(shownEvent.date) ?? '') : '';
  return (
    <Formik<MoveToDate>
      key={opened}
      initialValues={{ date: current }}
      // A day that does not exist is refused as it is typed, not only once Move is pressed.
      initialTouched={{ date: true }}
      validate={moveErrors}
      onSubmit={(values) => {
        const parsed = MoveToDateSchema.safeParse(values);
        if (parsed.success && parsed.data.date !== current) onConfirm(parsed.data.date);
      }}
    >
      {(formik) => (
        <FormDialog
          open={open}
          title="Move to date"
          description={`Choose a new date for the ${itemNoun} “${shownEvent?.title ?? ''}”.`}
          submitLabel="Move"
          onSubmit={() => void formik.submitForm()}
          onCancel={onCancel}
          // Move waits for a day that exists and is not the one the event is on.
          submitDisabled={
            !MoveToDateSchema.safeParse(formik.values).success || formik.values.date === current
          }
          // The calendar puts focus back on the event itself, in whichever day it now is.
          restoreFocus={false}
        >
          <FormikTextField
            name="date"
            type="date"
            label="New date"
            autoFocus
            fullWidth
            helperText=" "
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </FormDialog>
      )}
    </Formik>
  );
}
