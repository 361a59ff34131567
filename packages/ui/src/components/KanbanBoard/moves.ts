// Pure board arithmetic shared by drags, the 'Move to' menu and the screen-reader announcements, so that what is
// announced, what is previewed and what is reported through `onMove` can never disagree.

/** The smallest column shape the move arithmetic needs. */
export interface ColumnLike<T extends { id: string }> {
  id: string;
  items: readonly T[];
}

/** Where a card sits: its column and its zero-based index in that column. */
export interface CardPlace {
  columnId: string;
  index: number;
}

/** The column and index of a card, or undefined when no column holds it. */
export function locateCard<T extends { id: string }>(
  columns: readonly ColumnLike<T>[],
  itemId: string,
): CardPlace | undefined {
  for (const column of columns) {
    const index = column.items.findIndex((item) => item.id === itemId);
    if (index >= 0) return { columnId: column.id, index };
  }
  return undefined;
}

/**
 * Columns with one card moved to `to`, where `to.index` is the card's final index in the target column (after it
 * left its old place). The input is never mutated; columns the move does not touch keep their identity.
 */
export function applyCardMove<T extends { id: string }, C extends ColumnLike<T>>(
  columns: readonly C[],
  itemId: string,
  to: CardPlace,
): C[] {
  const from = locateCard(columns, itemId);
  if (!from) return [...columns];
  const item = columns.find((column) => column.id === from.columnId)!.items[from.index]!;
  return columns.map((column) => {
    if (column.id !== from.columnId && column.id !== to.columnId) return column;
    const items = column.items.filter((candidate) => candidate.id !== itemId);
    if (column.id === to.columnId) {
      items.splice(Math.max(0, Math.min(to.index, items.length)), 0, item);
    }
    return { ...column, items };
  });
}

/** What a dragged card is over: a column's free space or another card. */
export type DropTarget = { kind: 'column'; columnId: string } | { kind: 'card'; itemId: string };

/**
 * Where the dragged card lands when it is over `target`:
 * over a card of its own column it takes that card's place (the sortable list shifts the others);
 * over a card of another column it goes before it, or after it when `below` says the pointer passed its middle;
 * over the free space of another column it goes last; over its own column's free space it stays put.
 */
export function dropPlace<T extends { id: string }>(
  columns: readonly ColumnLike<T>[],
  activeId: string,
  target: DropTarget,
  below = false,
): CardPlace | undefined {
  const from = locateCard(columns, activeId);
  if (!from) return undefined;
  if (target.kind === 'column') {
    const column = columns.find((candidate) => candidate.id === target.columnId);
    if (!column) return undefined;
    return column.id === from.columnId ? from : { columnId: column.id, index: column.items.length };
  }
  if (target.itemId === activeId) return from;
  const over = locateCard(columns, target.itemId);
  if (!over) return undefined;
  if (over.columnId === from.columnId) return over;
  return { columnId: over.columnId, index: over.index + (below ? 1 : 0) };
}

/** The number of cards a column holds once `itemId` is in it (counting the card itself once). */
export function sizeWith<T extends { id: string }>(
  column: ColumnLike<T> | undefined,
  itemId: string,
): number {
  if (!column) return 0;
  return column.items.some((item) => item.id === itemId) ? column.items.length : column.items.length + 1;
}

/**
 * The columns after a move reported by `KanbanBoard`'s `onMove`: what a container applies, optimistically or
 * once saved. Columns the move does not touch keep their identity.
 */
export function applyKanbanMove<T extends { id: string }, C extends ColumnLike<T>>(
  columns: readonly C[],
  move: { itemId: string; toColumn: string; toIndex: number },
): C[] {
  return applyCardMove(columns, move.itemId, { columnId: move.toColumn, index: move.toIndex });
}
