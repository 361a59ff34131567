/** `text` as a literal inside a LIKE/ILIKE pattern: %, _ and the escape character itself lose their meaning. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** An ILIKE pattern that finds `text` anywhere in a column, case-insensitively. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(text)}%`;
}
