// Words of a message with their place in it, and the typo repair of the keyword layer.

export interface Token {
  /** As written. */
  text: string;
  /** Lower case, a trailing 's of a contraction dropped ("what's" -> "what"). */
  lower: string;
  /** Offsets in the message. */
  start: number;
  end: number;
  punct: boolean;
}

const TOKEN = /\$?[\p{L}\p{N}]+(?:[-'’.,/][\p{L}\p{N}]+|:\p{N}+)*|[,:;!?]/gu;

export function tokenize(message: string): Token[] {
  const tokens: Token[] = [];
  for (const match of message.matchAll(TOKEN)) {
    const text = match[0];
    const start = match.index ?? 0;
    const punct = /^[,:;!?]$/.test(text);
    let lower = text.toLowerCase().replace(/’/g, "'");
    if (/^[a-z]+'s$/.test(lower)) lower = lower.slice(0, -2);
    // '12,000' stays one token; 'posts,' does not reach here (the comma is not followed by a letter or digit).
    tokens.push({ text, lower, start, end: start + text.length, punct });
  }
  return tokens;
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The keyword a misspelt word stands for, or the word itself: only words of four letters or more that are not
 * known words, at one edit (two from seven letters on), and only when one keyword is nearest.
 */
export function repairWord(word: string, known: ReadonlySet<string>, keywords: readonly string[]): string {
  if (word.length < 4 || known.has(word) || !/^[a-z]+$/.test(word)) return word;
  const limit = word.length >= 7 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const keyword of keywords) {
    const distance = editDistance(word, keyword, limit);
    if (distance < bestDistance) {
      best = keyword;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) {
      tie = true;
    }
  }
  return best && !tie ? best : word;
}
