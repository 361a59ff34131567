import {
  barOf,
  daysBetween,
  draggedDates,
  TIMELINE_TEXTS,
  TIMELINE_ZOOMS,
  type TimelineBar,
  type TimelineDependency,
  type TimelineHeader,
  type TimelineLayout,
  type TimelineRow,
  type TimelineTask,
  type TimelineZoom,
  timelineHeader,
  timelineLayout,
} from '@app/domain';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled, type Theme, useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../EmptyState';
import { ViewToggle } from '../ViewToggle';
import {
  arrowPath,
  exportTimelinePng,
  TIMELINE_HEADER_HEIGHT as HEADER,
  TIMELINE_ROW_HEIGHT as ROW,
  TIMELINE_TITLE_WIDTH as TITLES,
  type TimelineSvgColors,
} from './timelineSvg';

export interface TimelineProps {
  /** The tasks to draw, in the order of their rows (those without dates are listed last, as unscheduled). */
  tasks: readonly TimelineTask[];
  /** 'blocks' relations: an arrow from the blocker's end to the blocked task's start. */
  dependencies?: readonly TimelineDependency[];
  zoom: TimelineZoom;
  onZoomChange: (zoom: TimelineZoom) => void;
  /** Today as YYYY-MM-DD: the red line, and part of the range. */
  today: string;
  /** Ids on the critical path (`criticalPath` of @app/domain); the toggle shows when given. */
  criticalPath?: ReadonlySet<string> | readonly string[];
  /** Whether the critical path is marked (outlined and striped bars). */
  showCriticalPath?: boolean;
  onShowCriticalPathChange?: (show: boolean) => void;
  /**
   * A bar moved or resized: on the pointer's release, and on each Left/Right key press (one day at a time, so each
   * press is a move the screen can save and undo). The screen schedules the tasks it blocks (`scheduleMove`).
   */
  onMove?: (taskId: string, startDate: string | null, dueDate: string | null) => void;
  /** Open the task (a click on its bar or title, Enter on its bar). */
  onOpen?: (taskId: string) => void;
  /** Nothing can be moved. */
  readOnly?: boolean;
  /** Whether one task can be moved (e.g. the caller's edit right); all by default. */
  canEdit?: (taskId: string) => boolean;
  /** Rows grouped by project under a header row (the cross-project timeline). */
  groupByProject?: boolean;
  /** Height of the scrolling chart in px. */
  height?: number;
  /** The PNG's file name without '.png' (the project's name). */
  exportName?: string;
  /** Names the widget's region. */
  'aria-label'?: string;
}

/** Below this width of the chart's scroller, the titles column narrows to NARROW_TITLES px. */
const NARROW_VIEW = 600;
const NARROW_TITLES = 128;

const Root = styled('section')({ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });

const Toolbar = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

const Scroller = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: (theme.vars || theme).shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  contain: 'strict',
}));

/*
 * Two rows, each a flex row as wide as the whole chart: a sticky element's room is its containing block, and a grid
 * cell would hold the titles (and the header) in their own cell. In a row as wide as the chart, the titles stay at
 * the left edge however far the chart scrolls, and the header row stays at the top however far it scrolls down.
 */
const Canvas = styled('div')({ position: 'relative' });

const HeaderRow = styled('div')({ position: 'sticky', top: 0, zIndex: 3, display: 'flex' });

const BodyRow = styled('div')({ display: 'flex' });

const Corner = styled('div')(({ theme }) => ({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  flex: 'none',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-end',
  padding: '0 12px 6px',
  fontWeight: 600,
  fontSize: 13,
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRight: `1px solid ${(theme.vars || theme).palette.divider}`,
}));

const Header = styled('div')(({ theme }) => ({
  position: 'relative',
  flex: 'none',
  backgroundColor: (theme.vars || theme).palette.background.paper,
  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
  fontSize: 12,
  whiteSpace: 'nowrap',
  '& > div': { position: 'absolute', height: HEADER / 2, overflow: 'hidden', paddingLeft: 4 },
  '& .tl-group': { top: 0, lineHeight: `${HEADER / 2}px`, fontWeight: 600 },
  '& .tl-tick': {
    top: HEADER / 2,
    lineHeight: `${HEADER / 2}px`,
    color: (theme.vars || theme).palette.text.secondary,
    borderLeft: `1px solid ${(theme.vars || theme).palette.divider}`,
  },
}));

const Titles = styled('ul')(({ theme }) => ({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  flex: 'none',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  backgroundColor: (theme.vars || theme).palette.background.paper,
  borderRight: `1px solid ${(theme.vars || theme).palette.divider}`,
  '& > li': {
    position: 'absolute',
    left: 0,
    right: 0,
    height: ROW,
    display: 'flex',
    alignItems: 'center',
    padding: '0 8px 0 12px',
    fontSize: 13,
  },
  '& .tl-group': {
    display: 'block',
    lineHeight: `${ROW}px`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontWeight: 700,
    color: (theme.vars || theme).palette.text.primary,
  },
  '& button': {
    all: 'unset',
    boxSizing: 'border-box',
    cursor: 'pointer',
    minWidth: 0,
    flex: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: (theme.vars || theme).palette.text.primary,
    borderRadius: 4,
    padding: '2px 4px',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}` },
  },
  '& .tl-unscheduled': { marginLeft: 8, fontSize: 12, color: (theme.vars || theme).palette.text.secondary },
}));

const Chart = styled('div')(({ theme }) => ({
  position: 'relative',
  flex: 'none',
  // Its own stacking context: bars stay under the sticky titles and header when scrolled beneath them.
  zIndex: 0,
  '& .tl-grid': {
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
  },
  '& .tl-line': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 1,
    backgroundColor: (theme.vars || theme).palette.divider,
  },
  '& .tl-today': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 2,
    backgroundColor: (theme.vars || theme).palette.error.main,
    pointerEvents: 'none',
    zIndex: 1,
  },
  '& svg': { position: 'absolute', left: 0, overflow: 'visible', pointerEvents: 'none', zIndex: 1 },
  '& .tl-bar': {
    position: 'absolute',
    height: ROW - 12,
    // A one-day bar at month zoom (4 px) stays wide enough to grab.
    minWidth: 6,
    marginTop: 6,
    boxSizing: 'border-box',
    padding: 0,
    border: 'none',
    font: 'inherit',
    borderRadius: 4,
    backgroundColor: (theme.vars || theme).palette.primary.main,
    cursor: 'grab',
    touchAction: 'none',
    zIndex: 2,
    '&[aria-disabled="true"]': { cursor: 'pointer' },
    '&:focus-visible': {
      outline: `3px solid ${(theme.vars || theme).palette.text.primary}`,
      outlineOffset: 2,
    },
  },
  '& .tl-done': { backgroundColor: (theme.vars || theme).palette.action.disabled, opacity: 0.7 },
  // The critical path: a thick outline and stripes, so it does not rest on colour alone.
  '& .tl-critical': {
    border: `2px solid ${(theme.vars || theme).palette.error.main}`,
    backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(255, 255, 255, 0.4) 4px 8px)',
  },
  '& .tl-dragging': { cursor: 'grabbing', opacity: 0.85 },
  '& .tl-handle': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 8,
    cursor: 'ew-resize',
  },
  '& .tl-dates': {
    position: 'absolute',
    bottom: '100%',
    left: 0,
    marginBottom: 2,
    padding: '1px 6px',
    whiteSpace: 'nowrap',
    fontSize: 12,
    borderRadius: 4,
    color: (theme.vars || theme).palette.text.primary,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    boxShadow: (theme.vars || theme).shadows[2],
  },
}));

/** Rows drawn beyond the visible ones, so a fast scroll does not show blank rows. */
const OVERSCAN = 8;

interface Drag {
  id: string;
  mode: 'move' | 'start' | 'end';
  x: number;
  days: number;
  moved: boolean;
  pointer: number;
}

/** A task's bar; memoised, so a drag or a focus change redraws only the bars it touches. */
const ZOOM_OPTIONS = TIMELINE_ZOOMS.map((value) => ({ value, label: TIMELINE_TEXTS.zooms[value] }));

/** Zoom, the critical path's toggle (when `showCriticalPath` is given) and Export PNG. */
const TimelineToolbar = memo(function TimelineToolbar({
  zoom,
  onZoomChange,
  showCriticalPath,
  onShowCriticalPathChange,
  onExport,
  canExport,
}: {
  zoom: TimelineZoom;
  onZoomChange: (zoom: TimelineZoom) => void;
  showCriticalPath: boolean | undefined;
  onShowCriticalPathChange?: (show: boolean) => void;
  onExport: () => void;
  canExport: boolean;
}) {
  return (
    <Toolbar>
      <ViewToggle
        aria-label={TIMELINE_TEXTS.zoom}
        value={zoom}
        onChange={onZoomChange}
        options={ZOOM_OPTIONS}
      />
      {showCriticalPath !== undefined && (
        <ToggleButton
          size="small"
          value="critical"
          selected={showCriticalPath}
          onChange={() => onShowCriticalPathChange?.(!showCriticalPath)}
          sx={{ textTransform: 'none', fontWeight: 600, px: 1.5 }}
        >
          {TIMELINE_TEXTS.criticalPath}
        </ToggleButton>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={onExport}
        disabled={!canExport}
        sx={{ ml: 'auto' }}
      >
        {TIMELINE_TEXTS.exportPng}
      </Button>
    </Toolbar>
  );
});

/** The header's months (or years): each label stays in view while its month is, at the left of the chart. */
const HeaderGroups = memo(function HeaderGroups({
  header,
  px,
  left,
}: {
  header: TimelineHeader;
  px: number;
  left: number;
}) {
  return header.groups.map((group) => {
    const start = group.offset * px;
    const end = start + group.days * px;
    const labelLeft = Math.max(start, Math.min(left, end - 96));
    return (
      <div key={`g${group.day}`} className="tl-group" style={{ left: labelLeft, width: end - labelLeft }}>
        {group.label}
      </div>
    );
  });
});

/** The header's ticks between `from` and `to` (px); memoised, so scrolling rows does not redraw it. */
const HeaderCells = memo(function HeaderCells({
  header,
  px,
  from,
  to,
}: {
  header: TimelineHeader;
  px: number;
  from: number;
  to: number;
}) {
  return (
    <>
      {header.ticks.map((tick) =>
        tick.offset * px < to && (tick.offset + tick.days) * px > from ? (
          <div key={tick.day} className="tl-tick" style={{ left: tick.offset * px, width: tick.days * px }}>
            {tick.days * px >= 16 ? tick.label : null}
          </div>
        ) : null,
      )}
    </>
  );
});

const Bar = memo(function Bar({
  row,
  label,
  active,
  editable,
  critical,
  draft,
  showDates,
}: {
  row: Extract<TimelineRow, { kind: 'task' }>;
  label: string;
  active: boolean;
  editable: boolean;
  critical: boolean;
  draft: { x: number; width: number; bar: TimelineBar } | null;
  showDates: boolean;
}) {
  const x = draft?.x ?? row.x;
  const width = draft?.width ?? row.width;
  const className = [
    'tl-bar',
    row.task.done ? 'tl-done' : '',
    critical ? 'tl-critical' : '',
    draft ? 'tl-dragging' : '',
  ].join(' ');
  return (
    <button
      type="button"
      tabIndex={active ? 0 : -1}
      aria-label={label}
      aria-disabled={editable ? undefined : true}
      data-timeline-row={row.index}
      data-task-id={row.task.id}
      className={className}
      style={{ left: x, width, top: row.index * ROW }}
    >
      {editable && (
        <>
          <span className="tl-handle" data-mode="start" style={{ left: -4 }} aria-hidden />
          <span className="tl-handle" data-mode="end" style={{ right: -4 }} aria-hidden />
        </>
      )}
      {draft && showDates && (
        <span className="tl-dates" aria-hidden>
          {TIMELINE_TEXTS.dates(draft.bar)}
        </span>
      )}
    </button>
  );
});

function colorsOf(theme: Theme): TimelineSvgColors {
  const palette = theme.palette;
  return {
    background: palette.background.paper,
    text: palette.text.primary,
    muted: palette.text.secondary,
    grid: palette.divider,
    bar: palette.primary.main,
    done: palette.grey[500],
    critical: palette.error.main,
    today: palette.error.main,
    arrow: palette.text.secondary,
  };
}

/**
 * A Gantt chart of tasks: titles on the left, bars from start to due on a scrolling chart with dependency arrows,
 * a today line and a header per zoom. Bars move and resize with the pointer (snapped to days) and the keyboard
 * (one tab stop; Up/Down between tasks, Left/Right move a day, Shift+Left/Right change the end, Enter opens), and a
 * live region says the new dates. Only the rows in view are drawn, so thousands of tasks stay quick.
 */
export function Timeline({
  tasks,
  dependencies = [],
  zoom,
  onZoomChange,
  today,
  criticalPath,
  showCriticalPath = false,
  onShowCriticalPathChange,
  onMove,
  onOpen,
  readOnly = false,
  canEdit,
  groupByProject = false,
  height = 480,
  exportName,
  'aria-label': ariaLabel = TIMELINE_TEXTS.title,
}: TimelineProps) {
  const theme = useTheme();
  const helpId = useId();
  const critical = useMemo(
    () => (criticalPath instanceof Set ? criticalPath : new Set<string>(criticalPath ?? [])),
    [criticalPath],
  );
  const layout: TimelineLayout = useMemo(
    () =>
      timelineLayout(tasks, dependencies, {
        zoom,
        today,
        groupByProject,
        critical: showCriticalPath ? critical : undefined,
      }),
    [tasks, dependencies, zoom, today, groupByProject, critical, showCriticalPath],
  );
  const header = useMemo(() => timelineHeader(layout.range, zoom), [layout.range, zoom]);
  const titleOf = useMemo(() => new Map(tasks.map((task) => [task.id, task.title])), [tasks]);
  const blockersOf = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const dep of dependencies) {
      const title = titleOf.get(dep.from);
      if (title === undefined || !titleOf.has(dep.to)) continue;
      const list = map.get(dep.to);
      if (list) list.push(title);
      else map.set(dep.to, [title]);
    }
    return map;
  }, [dependencies, titleOf]);
  const editable = useCallback(
    (id: string) => !readOnly && Boolean(onMove) && (canEdit ? canEdit(id) : true),
    [readOnly, onMove, canEdit],
  );

  // The rows that can take the focus: tasks (their bar, or their title when unscheduled).
  const focusable = useMemo(
    () => layout.rows.filter((row) => row.kind === 'task').map((row) => row.index),
    [layout.rows],
  );
  // The focused task is kept by id: a move that reorders the rows (a list sorted by date) keeps the focus on it.
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = activeId === null ? undefined : layout.rowOf.get(activeId);
  const active = activeIndex ?? focusable[0] ?? 0;
  const setActiveRow = (index: number | undefined) => {
    const row = index === undefined ? undefined : layout.rows[index];
    if (row?.kind === 'task') setActiveId(row.task.id);
  };
  const focusRequest = useRef(false);

  const scroller = useRef<HTMLDivElement>(null);
  // Start the chart a few days before today, when it opens and at each zoom (not after each move).
  const todayLeft = layout.todayX === null ? null : Math.max(0, layout.todayX - 3 * layout.pxPerDay);
  const todayLeftRef = useRef(todayLeft);
  todayLeftRef.current = todayLeft;
  // The part of the chart in view (rows are drawn for `top`..`height`, header cells for `left`..`width`).
  const [view, setView] = useState(() => ({ top: 0, height, left: todayLeft ?? 0, width: 1600 }));
  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = {
      top: element.scrollTop,
      height: element.clientHeight,
      left: element.scrollLeft,
      width: element.clientWidth,
    };
    setView((current) =>
      current.top === next.top &&
      current.height === next.height &&
      current.left === next.left &&
      current.width === next.width
        ? current
        : next,
    );
  }, []);
  // The view follows the scroller's size too (a phone turned, a window resized), not only its scrolling.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    onScroll();
    const observer = new ResizeObserver(() => onScroll());
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScroll]);
  // On a narrow screen (a phone) the titles take less room, so the bars have some.
  const titles = view.width < NARROW_VIEW ? NARROW_TITLES : TITLES;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the zoom is what should scroll, not a move
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && todayLeftRef.current !== null) element.scrollLeft = todayLeftRef.current;
  }, [zoom]);
  // Header cells are drawn for the columns in view, by blocks of 512 px so a scroll rarely redraws them.
  const cellsFrom = Math.floor((view.left - titles) / 512) * 512 - 512;
  const cellsTo = Math.ceil((view.left + view.width) / 512) * 512 + 512;

  const first = Math.max(0, Math.floor((view.top - HEADER) / ROW) - OVERSCAN);
  const last = Math.min(layout.rows.length - 1, Math.ceil((view.top + view.height) / ROW) + OVERSCAN);
  const visibleRows = useMemo(() => {
    const rows = layout.rows.slice(first, last + 1);
    const focused = layout.rows[active];
    if (focused && (active < first || active > last)) rows.push(focused);
    return rows;
  }, [layout.rows, first, last, active]);
  const visibleArrows = useMemo(
    () =>
      layout.arrows.filter(
        (arrow) =>
          Math.max(arrow.fromRow, arrow.toRow) >= first && Math.min(arrow.fromRow, arrow.toRow) <= last,
      ),
    [layout.arrows, first, last],
  );

  const [draft, setDraft] = useState<{ id: string; startDate: string | null; dueDate: string | null } | null>(
    null,
  );
  const drag = useRef<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [exportError, setExportError] = useState(false);

  const taskOfRow = (index: number) => {
    const row = layout.rows[index];
    return row?.kind === 'task' ? row : undefined;
  };

  // Keep the focused row in view and focused after a keyboard step.
  useEffect(() => {
    if (!focusRequest.current) return;
    focusRequest.current = false;
    const element = scroller.current;
    if (!element) return;
    const target = element.querySelector<HTMLElement>(`[data-timeline-row="${active}"]`);
    if (!target) return;
    const rowTop = HEADER + active * ROW;
    if (rowTop < element.scrollTop + HEADER) element.scrollTop = rowTop - HEADER;
    else if (rowTop + ROW > element.scrollTop + element.clientHeight) {
      element.scrollTop = rowTop + ROW - element.clientHeight;
    }
    const row = layout.rows[active];
    if (row?.kind === 'task' && row.bar) {
      const left = titles + row.x;
      if (left < element.scrollLeft + titles || left > element.scrollLeft + element.clientWidth - 40) {
        element.scrollLeft = Math.max(0, row.x - 2 * layout.pxPerDay);
      }
    }
    target.focus({ preventScroll: true });
  });

  const moveBy = (row: Extract<TimelineRow, { kind: 'task' }>, mode: 'move' | 'end', days: number) => {
    if (!editable(row.task.id)) return;
    const dates = draggedDates(row.task, mode, days);
    const bar = barOf(dates);
    if (!bar || (dates.startDate === row.task.startDate && dates.dueDate === row.task.dueDate)) return;
    onMove?.(row.task.id, dates.startDate, dates.dueDate);
    setAnnouncement(TIMELINE_TEXTS.movedTo(row.task.title, bar));
    focusRequest.current = true;
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && drag.current) {
      // Escape drops a drag where it started.
      event.preventDefault();
      drag.current = null;
      setDraft(null);
      return;
    }
    const target = event.target as HTMLElement;
    const index = Number(target.dataset.timelineRow);
    if (!Number.isInteger(index)) return;
    const row = taskOfRow(index);
    if (!row) return;
    const position = focusable.indexOf(index);
    const go = (next: number | undefined) => {
      if (next === undefined) return;
      event.preventDefault();
      focusRequest.current = true;
      setActiveRow(next);
    };
    switch (event.key) {
      case 'ArrowUp':
        return go(focusable[Math.max(0, position - 1)]);
      case 'ArrowDown':
        return go(focusable[Math.min(focusable.length - 1, position + 1)]);
      case 'Home':
        return go(focusable[0]);
      case 'End':
        return go(focusable[focusable.length - 1]);
      case 'ArrowLeft':
      case 'ArrowRight':
        if (!row.bar || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        moveBy(row, event.shiftKey ? 'end' : 'move', event.key === 'ArrowLeft' ? -1 : 1);
        return;
    }
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const barElement = target.closest<HTMLElement>('.tl-bar');
    const id = barElement?.dataset.taskId;
    if (!barElement || !id) return;
    setActiveRow(Number(barElement.dataset.timelineRow));
    if (!editable(id)) return;
    const mode = (target.dataset.mode as Drag['mode'] | undefined) ?? 'move';
    drag.current = { id, mode, x: event.clientX, days: 0, moved: false, pointer: event.pointerId };
    try {
      // The bar keeps the pointer's events while it is dragged past its row.
      barElement.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic event) cannot be captured; the drag works without.
    }
    event.preventDefault();
    barElement.focus({ preventScroll: true });
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (Math.abs(dx) > 3) current.moved = true;
    const days = Math.round(dx / layout.pxPerDay);
    if (days === current.days && draft) return;
    current.days = days;
    const row = taskOfRow(layout.rowOf.get(current.id) ?? -1);
    if (!row || !current.moved) return;
    setDraft({ id: current.id, ...draggedDates(row.task, current.mode, days) });
  };

  const endDrag = (event: React.PointerEvent<HTMLDivElement>, commit: boolean) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    drag.current = null;
    setDraft(null);
    const row = taskOfRow(layout.rowOf.get(current.id) ?? -1);
    if (!row || !commit) return;
    if (!current.moved) {
      if (current.mode === 'move') onOpen?.(current.id);
      return;
    }
    const dates = draggedDates(row.task, current.mode, current.days);
    const bar = barOf(dates);
    if (bar && (dates.startDate !== row.task.startDate || dates.dueDate !== row.task.dueDate)) {
      onMove?.(current.id, dates.startDate, dates.dueDate);
      setAnnouncement(TIMELINE_TEXTS.movedTo(row.task.title, bar));
    }
  };

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    // Enter or Space (a click with no pointer, detail 0) opens a bar; so does a click on a bar nobody may move
    // (a movable one opens on a release without a drag).
    const barElement = (event.target as HTMLElement).closest<HTMLElement>('.tl-bar');
    const id = barElement?.dataset.taskId;
    if (id && (event.detail === 0 || !editable(id))) onOpen?.(id);
  };

  // The toolbar is drawn again only when its own props change (not on each scroll): its handler reads the latest.
  const exportArgs = useRef({ layout, exportName, theme });
  exportArgs.current = { layout, exportName, theme };
  const onExport = useCallback(async () => {
    const { layout, exportName, theme } = exportArgs.current;
    setExportError(false);
    try {
      await exportTimelinePng(layout, exportName ?? TIMELINE_TEXTS.title, colorsOf(theme));
    } catch {
      setExportError(true);
    }
  }, []);

  const drawn = layout.rows.length - layout.unscheduled - (groupByProject ? countGroups(layout) : 0);
  const rowsHeight = Math.max(1, layout.rows.length) * ROW;
  const draftRow = draft ? taskOfRow(layout.rowOf.get(draft.id) ?? -1) : undefined;
  const draftBar = draft ? barOf(draft) : null;
  const draftPlace =
    draft && draftBar
      ? {
          x: daysBetween(layout.range.start, draftBar.start) * layout.pxPerDay,
          width: (daysBetween(draftBar.start, draftBar.end) + 1) * layout.pxPerDay,
          bar: draftBar,
        }
      : null;

  return (
    <Root aria-label={ariaLabel}>
      <TimelineToolbar
        zoom={zoom}
        onZoomChange={onZoomChange}
        showCriticalPath={criticalPath && onShowCriticalPathChange ? showCriticalPath : undefined}
        onShowCriticalPathChange={onShowCriticalPathChange}
        onExport={onExport}
        canExport={drawn > 0}
      />
      {exportError && (
        <Alert severity="error" onClose={() => setExportError(false)}>
          {TIMELINE_TEXTS.exportFailed}
        </Alert>
      )}
      {drawn === 0 ? (
        <EmptyState
          compact
          headingLevel="h3"
          title={TIMELINE_TEXTS.empty}
          description={TIMELINE_TEXTS.emptyHint}
        />
      ) : (
        <Scroller ref={scroller} style={{ height }} onScroll={onScroll}>
          <Canvas
            style={{ width: titles + layout.width }}
            onKeyDown={onKeyDown}
            onFocus={(event) => {
              // However a bar got the focus (Tab, a click, a screen reader), it is the one the keys act on.
              const index = Number((event.target as HTMLElement).dataset.timelineRow);
              if (Number.isInteger(index) && index !== active) setActiveRow(index);
            }}
          >
            <HeaderRow style={{ height: HEADER }}>
              <Corner style={{ width: titles }}>{TIMELINE_TEXTS.tasksColumn}</Corner>
              <Header aria-hidden style={{ width: layout.width }}>
                <HeaderGroups header={header} px={layout.pxPerDay} left={view.left} />
                <HeaderCells header={header} px={layout.pxPerDay} from={cellsFrom} to={cellsTo} />
              </Header>
            </HeaderRow>
            <BodyRow>
              <Titles aria-label={TIMELINE_TEXTS.tasksColumn} style={{ width: titles, height: rowsHeight }}>
                {visibleRows.map((row) =>
                  row.kind === 'group' ? (
                    <li key={row.key} className="tl-group" title={row.label} style={{ top: row.index * ROW }}>
                      {row.label}
                    </li>
                  ) : (
                    <li
                      key={row.key}
                      style={{ top: row.index * ROW }}
                      aria-posinset={row.index + 1}
                      aria-setsize={layout.rows.length}
                    >
                      <button
                        type="button"
                        tabIndex={!row.bar && row.index === active ? 0 : -1}
                        data-timeline-row={row.bar ? undefined : row.index}
                        onClick={() => onOpen?.(row.task.id)}
                      >
                        {row.task.title}
                      </button>
                      {!row.bar && <span className="tl-unscheduled">{TIMELINE_TEXTS.unscheduled}</span>}
                    </li>
                  ),
                )}
              </Titles>
              <Chart
                role="group"
                aria-label={TIMELINE_TEXTS.chart}
                aria-describedby={helpId}
                style={{
                  width: layout.width,
                  height: rowsHeight,
                  ...gridBackground(layout, (theme.vars || theme).palette.divider),
                }}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={(event) => endDrag(event, true)}
                onPointerCancel={(event) => endDrag(event, false)}
                onClick={onClick}
              >
                {zoom === 'month' &&
                  header.ticks.map((tick) => (
                    <div key={tick.day} className="tl-line" style={{ left: tick.offset * layout.pxPerDay }} />
                  ))}
                {layout.todayX !== null && (
                  <div
                    className="tl-today"
                    title={TIMELINE_TEXTS.today}
                    style={{ left: layout.todayX + layout.pxPerDay / 2 - 1 }}
                  />
                )}
                <svg
                  aria-hidden
                  width={layout.width}
                  height={(last - first + 1) * ROW}
                  style={{ top: first * ROW }}
                >
                  <defs>
                    <marker
                      id={`${helpId}-arrow`}
                      viewBox="0 0 6 6"
                      refX="6"
                      refY="3"
                      markerWidth="6"
                      markerHeight="6"
                      orient="auto"
                    >
                      <path
                        d="M0 0L6 3L0 6z"
                        style={{ fill: (theme.vars || theme).palette.text.secondary }}
                      />
                    </marker>
                  </defs>
                  <g
                    fill="none"
                    strokeWidth={1.5}
                    style={{ stroke: (theme.vars || theme).palette.text.secondary }}
                  >
                    {visibleArrows.map((arrow) => (
                      <path
                        key={arrow.key}
                        data-arrow={arrow.key}
                        d={arrowPath(arrow, first * ROW)}
                        markerEnd={`url(#${CSS.escape(`${helpId}-arrow`)})`}
                      />
                    ))}
                  </g>
                </svg>
                {visibleRows.map((row) =>
                  row.kind === 'task' && row.bar ? (
                    <Bar
                      key={row.key}
                      row={row}
                      label={TIMELINE_TEXTS.barLabel(row.task.title, row.bar, {
                        critical: row.critical,
                        done: row.task.done,
                        blockedBy: blockersOf.get(row.task.id),
                      })}
                      active={row.index === active}
                      editable={editable(row.task.id)}
                      critical={row.critical}
                      draft={draftRow?.index === row.index ? draftPlace : null}
                      showDates
                    />
                  ) : null,
                )}
              </Chart>
            </BodyRow>
          </Canvas>
        </Scroller>
      )}
      <span id={helpId} style={visuallyHidden}>
        {TIMELINE_TEXTS.keyboardHelp}
      </span>
      <span role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </span>
    </Root>
  );
}

function countGroups(layout: TimelineLayout) {
  let count = 0;
  for (const row of layout.rows) if (row.kind === 'group') count++;
  return count;
}

/** Day and week lines as one background (no element per line); months draw their own lines. */
function gridBackground(layout: TimelineLayout, color: string): React.CSSProperties {
  if (layout.zoom === 'month') return {};
  const period = layout.zoom === 'day' ? layout.pxPerDay : layout.pxPerDay * 7;
  return {
    backgroundImage: `linear-gradient(to right, ${color} 1px, transparent 1px)`,
    backgroundSize: `${period}px 100%`,
  };
}
