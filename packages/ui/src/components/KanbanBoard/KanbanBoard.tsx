import {
  type Active,
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  KeyboardSensor,
  MeasuringStrategy,
  type Over,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { KanbanCard, KanbanCardContent, type KanbanCardState, type KanbanItem } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { applyCardMove, type CardPlace, type DropTarget, dropPlace, locateCard, sizeWith } from './moves';

/** One column of the board, e.g. a task status. */
export interface KanbanColumnData<T extends KanbanItem> {
  id: string;
  title: string;
  /** The column's cards, in order. */
  items: readonly T[];
  /** Work-in-progress limit: the count reads 'n / limit' and turns to a warning above it. */
  wipLimit?: number;
}

/** A card move the user asked for; the container applies it (optimistically if it likes) and saves it. */
export interface KanbanMove {
  itemId: string;
  fromColumn: string;
  toColumn: string;
  /** The card's final zero-based index in `toColumn`, counted after it left its old place. */
  toIndex: number;
}

export interface KanbanBoardProps<T extends KanbanItem> {
  /** The columns and their cards. The board shows exactly these; moves are reported, never applied. */
  columns: readonly KanbanColumnData<T>[];
  /** Called when a card is dropped somewhere new or moved from its menu. */
  onMove: (move: KanbanMove) => void;
  /** Called when a card is clicked or Enter is pressed on it. */
  onOpen?: (id: string) => void;
  /** Replaces the default card face (title, priority, due text, assignee). */
  renderCard?: (item: T, state: KanbanCardState) => React.ReactNode;
  /** Cards still open, but cannot be moved (no drag, no move menu). */
  disabled?: boolean;
  /** A save or refresh is in flight: a progress bar shows and the board is marked busy. */
  busy?: boolean;
  /** Shown in a column without cards. */
  emptyText?: string;
  /** The reference time of the due texts; defaults to the time of rendering. */
  now?: Date;
  /** What a card is called in announcements and counts ('task' → '3 tasks'). */
  itemNoun?: string;
  /** The accessible name of the board. */
  label?: string;
  /** The heading level of the column titles, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Cards carry a checkbox (a selection for a bulk change): the selected ids, and each change of one. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (id: string, selected: boolean) => void;
  };
}

type ActiveDrag = { itemId: string };
type Preview = { itemId: string; place: CardPlace };

function targetOf(over: Over | null): DropTarget | undefined {
  if (!over) return undefined;
  const data = over.data.current;
  if (data?.type === 'column' && typeof data.columnId === 'string') {
    return { kind: 'column', columnId: data.columnId };
  }
  return { kind: 'card', itemId: String(over.id) };
}

// The pointer passed the middle of the card it is over: the dragged card goes after it, not before.
function isBelow(active: Active, over: Over | null): boolean {
  const rect = active.rect.current.translated;
  return Boolean(rect && over && rect.top > over.rect.top + over.rect.height / 2);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = {
  coordinateGetter: sortableKeyboardCoordinates,
  // Enter is kept for opening a card.
  keyboardCodes: {
    start: [KeyboardCode.Space],
    cancel: [KeyboardCode.Esc],
    end: [KeyboardCode.Space],
  },
};

const NO_TARGETS: readonly { id: string; title: string }[] = [];

function defaultRenderContent(item: KanbanItem, state: KanbanCardState) {
  return <KanbanCardContent item={item} now={state.now} />;
}

/**
 * A kanban board with drag and drop by pointer and keyboard (space to pick up, arrow keys to move, space to drop,
 * escape to cancel), screen-reader announcements, and a per-card menu that moves a card without dragging.
 * Presentational: it renders the `columns` it is given and reports each move through `onMove`.
 */
export function KanbanBoard<T extends KanbanItem>({
  columns,
  onMove,
  onOpen,
  renderCard,
  disabled = false,
  busy = false,
  emptyText = 'No tasks',
  now,
  itemNoun = 'task',
  label = 'Task board',
  headingLevel = 2,
  selection,
}: KanbanBoardProps<T>) {
  const [active, setActive] = useState<ActiveDrag | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState('');
  // The due texts' reference time: the time the columns came (a drag does not make every card's face new).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new time for new columns, on purpose
  const renderedAt = useMemo(() => new Date(), [columns]);
  const reference = now ?? renderedAt;

  // While dragging across columns, the card is shown where it would land; the props stay the truth.
  const shown = useMemo(
    () => (preview ? applyCardMove(columns, preview.itemId, preview.place) : [...columns]),
    [columns, preview],
  );
  // Drag callbacks and announcements run outside render; they read the latest columns through refs.
  const columnsRef = useRef(columns);
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    columnsRef.current = columns;
    shownRef.current = shown;
  });

  // Options of the module's: new ones each render would make every card's listeners new, and every card redraw.
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  // Focus follows a card that moved to another column (and so was mounted anew).
  const activators = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);
  const registerActivator = useCallback((id: string, node: HTMLElement) => {
    activators.current.set(id, node);
    if (refocus.current === id && node.ownerDocument.activeElement !== node) {
      refocus.current = null;
      node.focus();
    }
    return () => {
      if (activators.current.get(id) === node) activators.current.delete(id);
      if (node.ownerDocument.activeElement === node) refocus.current = id;
    };
  }, []);
  useEffect(() => {
    const id = refocus.current;
    const node = id ? activators.current.get(id) : undefined;
    if (node?.isConnected) {
      refocus.current = null;
      if (node.ownerDocument.activeElement !== node) node.focus();
    }
  });

  const itemById = useCallback((id: string) => {
    for (const column of columnsRef.current) {
      const item = column.items.find((candidate) => candidate.id === id);
      if (item) return item;
    }
    return undefined;
  }, []);
  const describe = useCallback(
    (source: readonly KanbanColumnData<T>[], itemId: string, place: CardPlace | undefined) => {
      const column = source.find((candidate) => candidate.id === place?.columnId);
      if (!column || !place) return '';
      return `column ${column.title}, position ${place.index + 1} of ${sizeWith(column, itemId)}`;
    },
    [],
  );
  const noun = capitalize(itemNoun);
  const titleOf = useCallback((id: string) => itemById(id)?.title ?? id, [itemById]);

  const announcements: Announcements = {
    onDragStart({ active: dragged }) {
      const id = String(dragged.id);
      const place = locateCard(columnsRef.current, id);
      return `Picked up ${itemNoun} ${titleOf(id)}. It is in ${describe(columnsRef.current, id, place)}.`;
    },
    onDragOver({ active: dragged, over }) {
      const id = String(dragged.id);
      const target = targetOf(over);
      if (!target) return `${noun} ${titleOf(id)} is no longer over a column.`;
      const place = dropPlace(shownRef.current, id, target, isBelow(dragged, over));
      const shownPlace = place ? applyCardMove(shownRef.current, id, place) : shownRef.current;
      return `${noun} ${titleOf(id)} is over ${describe(shownPlace, id, place)}.`;
    },
    onDragEnd({ active: dragged, over }) {
      const id = String(dragged.id);
      const from = locateCard(columnsRef.current, id);
      const target = targetOf(over);
      const place = target ? dropPlace(shownRef.current, id, target, isBelow(dragged, over)) : undefined;
      if (!place || (place.columnId === from?.columnId && place.index === from.index)) {
        return `${noun} ${titleOf(id)} was dropped. It stays in ${describe(columnsRef.current, id, from)}.`;
      }
      const after = applyCardMove(columnsRef.current, id, place);
      return `${noun} ${titleOf(id)} was moved to ${describe(after, id, place)}.`;
    },
    onDragCancel({ active: dragged }) {
      const id = String(dragged.id);
      const from = locateCard(columnsRef.current, id);
      return `Moving ${itemNoun} ${titleOf(id)} was cancelled. It stays in ${describe(columnsRef.current, id, from)}.`;
    },
  };
  const screenReaderInstructions = {
    draggable: `To pick up the ${itemNoun}, press space. While dragging, use the arrow keys to move it between columns and positions, press space again to drop it, or press escape to cancel. Press enter to open it. The ${itemNoun}'s move menu also moves it to another column.`,
  };

  const reset = () => {
    setActive(null);
    setPreview(null);
  };

  const handleDragStart = ({ active: dragged }: DragStartEvent) => {
    setMessage('');
    setActive({ itemId: String(dragged.id) });
  };

  const handleDragOver = ({ active: dragged, over }: DragOverEvent) => {
    const id = String(dragged.id);
    const target = targetOf(over);
    if (!target) return;
    const current = locateCard(shownRef.current, id);
    const place = dropPlace(shownRef.current, id, target, isBelow(dragged, over));
    // Within its own column the sortable list shifts the cards; only a column change needs a preview.
    if (current && place && place.columnId !== current.columnId) setPreview({ itemId: id, place });
  };

  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const id = String(dragged.id);
    const target = targetOf(over);
    const place = target ? dropPlace(shownRef.current, id, target, isBelow(dragged, over)) : undefined;
    const from = locateCard(columnsRef.current, id);
    reset();
    if (!place || !from || (place.columnId === from.columnId && place.index === from.index)) return;
    onMove({ itemId: id, fromColumn: from.columnId, toColumn: place.columnId, toIndex: place.index });
  };

  // The cards' callbacks keep their identity across renders (the cards' bodies are memoised); they read the
  // latest columns and callbacks through refs.
  const onMoveRef = useRef(onMove);
  const onOpenRef = useRef(onOpen);
  const selectionRef = useRef(selection);
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
    onOpenRef.current = onOpen;
    selectionRef.current = selection;
  });
  const moveFromMenu = useCallback(
    (item: T, place: CardPlace) => {
      const current = columnsRef.current;
      const from = locateCard(current, item.id);
      if (!from) return;
      const after = applyCardMove(current, item.id, place);
      const landed = locateCard(after, item.id) ?? place;
      refocus.current = item.id;
      setMessage(`${capitalize(itemNoun)} ${item.title} was moved to ${describe(after, item.id, landed)}.`);
      onMoveRef.current({
        itemId: item.id,
        fromColumn: from.columnId,
        toColumn: landed.columnId,
        toIndex: landed.index,
      });
    },
    [describe, itemNoun],
  );
  const moveTo = useCallback(
    (item: T, columnId: string) =>
      moveFromMenu(item, {
        columnId,
        index: columnsRef.current.find((candidate) => candidate.id === columnId)?.items.length ?? 0,
      }),
    [moveFromMenu],
  );
  const moveBy = useCallback(
    (item: T, columnId: string, index: number, delta: -1 | 1) =>
      moveFromMenu(item, { columnId, index: index + delta }),
    [moveFromMenu],
  );
  const open = useCallback((id: string) => onOpenRef.current?.(id), []);
  const select = useCallback((id: string, on: boolean) => selectionRef.current?.onChange(id, on), []);
  // Each column's 'Move to' targets: the other columns, the same arrays while the columns' names stay.
  const columnNames = columns.map((column) => `${column.id}\u0000${column.title}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are what the targets are made of
  const moveTargetsOf = useMemo(() => {
    const all = columns.map(({ id, title }) => ({ id, title }));
    return new Map(all.map((column) => [column.id, all.filter((candidate) => candidate.id !== column.id)]));
  }, [columnNames]);

  const renderContent = (renderCard ?? defaultRenderContent) as (
    item: T,
    state: KanbanCardState,
  ) => React.ReactNode;
  const activeItem = active ? itemById(active.itemId) : undefined;
  const targetColumnId = active ? locateCard(shown, active.itemId)?.columnId : undefined;

  return (
    <Box component="section" aria-label={label} aria-busy={busy || undefined} sx={{ position: 'relative' }}>
      {busy ? (
        <LinearProgress
          aria-label="Updating"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2, borderRadius: 1 }}
        />
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={reset}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', overflowX: 'auto', pt: 1, pb: 1 }}>
          {shown.map((column) => {
            const isTarget = column.id === targetColumnId;
            const count = column.items.length;
            const moveTargets = moveTargetsOf.get(column.id) ?? NO_TARGETS;
            return (
              <KanbanColumn
                key={column.id}
                id={column.id}
                title={column.title}
                itemIds={column.items.map((item) => item.id)}
                count={count}
                wipLimit={column.wipLimit}
                isDropTarget={isTarget}
                dropOverLimit={isTarget && column.wipLimit !== undefined && count > column.wipLimit}
                disabled={disabled}
                emptyText={emptyText}
                itemNoun={itemNoun}
                headingLevel={headingLevel}
              >
                {column.items.map((item, index) => (
                  <KanbanCard
                    key={item.id}
                    item={item}
                    columnId={column.id}
                    index={index}
                    moveTargets={moveTargets}
                    canMoveUp={index > 0}
                    canMoveDown={index < count - 1}
                    disabled={disabled}
                    itemNoun={itemNoun}
                    now={reference}
                    renderContent={renderContent}
                    onOpen={onOpen ? open : undefined}
                    onMoveTo={moveTo}
                    onMoveBy={moveBy}
                    registerActivator={registerActivator}
                    selectable={Boolean(selection)}
                    selected={selection?.selected.has(item.id) ?? false}
                    onSelectedChange={select}
                  />
                ))}
              </KanbanColumn>
            );
          })}
        </Box>
        <DragOverlay>
          {activeItem ? (
            <Card
              sx={(theme) => ({
                p: 1.5,
                cursor: 'grabbing',
                boxShadow: theme.shadows[8],
                borderColor: (theme.vars || theme).palette.primary.main,
              })}
            >
              {renderContent(activeItem, { dragging: true, now: reference })}
            </Card>
          ) : null}
        </DragOverlay>
      </DndContext>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {message}
      </Box>
    </Box>
  );
}
