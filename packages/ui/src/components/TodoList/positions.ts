/** The fields the ordering reads. */
export interface Positioned {
  _id: string;
  position: number;
}

/** A number between two neighbours' positions: the midpoint, or one step past the only neighbour. */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + 1;
  if (after !== undefined) return after - 1;
  return 0;
}

/** The items in their manual order: by position, ties kept in the order given. */
export function sortByPosition<T extends Positioned>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.position - b.item.position || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The position that puts the item `id` at index `toIndex` of `ordered` (counted after it left its old place),
 * or undefined when it would not move.
 */
export function positionForMove<T extends Positioned>(
  ordered: readonly T[],
  id: string,
  toIndex: number,
): number | undefined {
  const fromIndex = ordered.findIndex((item) => item._id === id);
  if (fromIndex < 0 || toIndex === fromIndex) return undefined;
  const rest = ordered.filter((item) => item._id !== id);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  return positionBetween(rest[index - 1]?.position, rest[index]?.position);
}
