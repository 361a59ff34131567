import Fuse from 'fuse.js';
import { editDistance, type Token } from './text';

// Names in a message, typos allowed: every run of one to six words is looked up with fuse.js among the names of
// one kind (projects, tasks, people, screens); a run that covers only part of a long name pays for the rest.

export type EntityKind = 'project' | 'task' | 'person' | 'screen';

export interface Named {
  id: string;
  /** What the reply shows. */
  label: string;
  /** The names it answers to (a person: the full name, the first name, the last name). */
  names: string[];
}

export interface Candidate {
  id: string;
  label: string;
  score: number;
}

/** One place in the message that names something: the best candidate first, then those about as good. */
export interface Mention {
  kind: EntityKind;
  /** Token indexes, end exclusive. */
  start: number;
  end: number;
  candidates: Candidate[];
}

/** Scores at most this are names; tuned on the labelled set. */
export const NAME_THRESHOLD = 0.34;
/** Candidates within this of the best are 'about as good': the engine asks which. */
export const AMBIGUITY_MARGIN = 0.08;
/** What a run pays for each missing share of a name's length. */
const COVERAGE_WEIGHT = 0.55;
const MAX_WORDS = 6;
const EDGE_WORDS = new Set(
  'a an the my me i to of in on for with and or is are be it this that what which who how do does at by from into as please can you'.split(
    ' ',
  ),
);

interface Entry {
  id: string;
  label: string;
  name: string;
}

/** Up to this many names, fuse.js searches them all. */
const SEARCH_ALL = 64;
const FUSE_OPTIONS = {
  keys: ['name'],
  includeScore: true,
  ignoreLocation: true,
  threshold: 0.45,
  isCaseSensitive: false,
};

export class NameIndex {
  private readonly entries: Entry[];
  private whole: Fuse<Entry> | null = null;
  /** What `isNameWord` and `lookup` answered: an index lives as long as its world, so repeated words are free. */
  private readonly nameWordMemo = new Map<string, boolean>();
  private readonly lookupMemo = new Map<string, Candidate[]>();
  private readonly exact = new Map<string, Entry[]>();
  private readonly words = new Set<string>();
  /** Each word of a name, with the entries whose name has it (for the word-by-word match). */
  private readonly byWord = new Map<string, Entry[]>();

  constructor(
    readonly kind: EntityKind,
    items: readonly Named[],
  ) {
    const entries = items.flatMap((item) =>
      item.names.map((name) => ({ id: item.id, label: item.label, name: normalizeName(name) })),
    );
    for (const entry of entries) {
      for (const word of entry.name.split(' ')) {
        this.words.add(word);
        const list = this.byWord.get(word) ?? [];
        if (!list.includes(entry)) list.push(entry);
        this.byWord.set(word, list);
      }
      const list = this.exact.get(entry.name) ?? [];
      list.push(entry);
      this.exact.set(entry.name, list);
    }
    this.entries = entries;
  }

  private fuse(): Fuse<Entry> {
    this.whole ??= new Fuse(this.entries, FUSE_OPTIONS);
    return this.whole;
  }

  private isNameWord(word: string): boolean {
    if (this.words.has(word)) return true;
    if (word.length < 4) return false;
    const memo = this.nameWordMemo.get(word);
    if (memo !== undefined) return memo;
    const limit = word.length >= 7 ? 2 : 1;
    let found = false;
    for (const known of this.words) {
      if (known.length >= 3 && (known.startsWith(word) || editDistance(word, known, limit) <= limit)) {
        found = true;
        break;
      }
    }
    this.nameWordMemo.set(word, found);
    return found;
  }

  /**
   * The names fuse.js may score for a phrase: those sharing a word with it (as written, a prefix, or a typo
   * away), or a word the phrase's letters run into ('launchemail'). Fuse's score of a name does not depend on
   * the others, so searching only these gives the same scores as searching all, for a fraction of the time
   * with hundreds of names. A short list is searched whole (fuse also finds a short phrase inside a word: 'dos'
   * in 'todo').
   */
  private fuseCandidates(text: string): Entry[] {
    if (this.entries.length <= SEARCH_ALL) return this.entries;
    const words = text.split(' ').filter((word) => word.length >= 3 || /^\d/.test(word));
    const keep = new Set<Entry>();
    for (const [known, list] of this.byWord) {
      const near = words.some((word) => {
        if (word === known) return true;
        if (known.length >= 3 && (known.startsWith(word) || word.startsWith(known) || word.includes(known)))
          return true;
        const limit = Math.max(word.length, known.length) >= 7 ? 2 : 1;
        return Math.abs(word.length - known.length) <= limit && editDistance(word, known, limit) <= limit;
      });
      if (near) for (const entry of list) keep.add(entry);
    }
    return [...keep];
  }

  /**
   * A phrase whose every word is a word of the name (a typo allowed), in order: 'spring lookbook' for 'Atlas
   * Lookbook Spring 2025'. A lone word must be long enough to be distinctive. Scores from 0.12, more for the
   * words of the name left out.
   */
  private subsetScore(words: readonly string[], name: string): number | null {
    const nameWords = name.split(' ');
    if (words.length === 0 || words.length >= nameWords.length) return null;
    if (words.length === 1 && (words[0]!.length < 5 || /^\d/.test(words[0]!))) return null;
    // A lone word must be the name's word as written: 'paint' is not 'print'.
    if (words.length === 1 && !nameWords.includes(words[0]!)) return null;
    const used = new Set<number>();
    for (const word of words) {
      const limit = word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
      const at = nameWords.findIndex(
        (known, i) =>
          !used.has(i) && (known === word || (limit > 0 && editDistance(word, known, limit) <= limit)),
      );
      if (at < 0) return null;
      used.add(at);
    }
    return 0.12 + 0.2 * (1 - words.length / nameWords.length);
  }

  /** Scores for a phrase: each id's best, lowest first. */
  lookup(phrase: string): Candidate[] {
    const text = normalizeName(phrase);
    if (text.length < 3) return [];
    const memo = this.lookupMemo.get(text);
    if (memo) return memo;
    const found = this.search(text);
    if (this.lookupMemo.size > 2000) this.lookupMemo.clear();
    this.lookupMemo.set(text, found);
    return found;
  }

  private search(text: string): Candidate[] {
    const best = new Map<string, Candidate>();
    const exact = this.exact.get(text);
    if (exact) for (const entry of exact) best.set(entry.id, { id: entry.id, label: entry.label, score: 0 });
    const words = text.split(' ').filter((word) => !EDGE_WORDS.has(word));
    // Only names that have the phrase's first word (a typo allowed) can hold all of its words.
    const first = words[0];
    const holders = new Set<Entry>();
    if (first) {
      const limit = first.length >= 7 ? 2 : first.length >= 4 ? 1 : 0;
      for (const [word, list] of this.byWord) {
        if (word === first || (limit > 0 && editDistance(first, word, limit) <= limit))
          for (const entry of list) holders.add(entry);
      }
    }
    for (const entry of holders) {
      const score = this.subsetScore(words, entry.name);
      const known = best.get(entry.id);
      if (score !== null && (!known || score < known.score))
        best.set(entry.id, { id: entry.id, label: entry.label, score });
    }
    const numbers = text.split(' ').filter((word) => /^\d+$/.test(word));
    const pool = this.fuseCandidates(text);
    const hits =
      pool.length === 0
        ? []
        : (pool === this.entries ? this.fuse() : new Fuse(pool, FUSE_OPTIONS)).search(text);
    for (const hit of hits) {
      const coverage = Math.min(1, text.length / hit.item.name.length);
      // 'Kiosk 3.0' is not 'Museum Kiosk 2.0': a number the name lacks rules it out.
      const nameWords = hit.item.name.split(' ');
      if (numbers.some((n) => !nameWords.includes(n))) continue;
      const score = (hit.score ?? 1) + COVERAGE_WEIGHT * (1 - coverage);
      const known = best.get(hit.item.id);
      if (!known || score < known.score)
        best.set(hit.item.id, { id: hit.item.id, label: hit.item.label, score });
    }
    return [...best.values()].sort((a, b) => a.score - b.score);
  }

  /**
   * The places in the message that name something of this kind. `usable(i)` says whether token i may be part
   * of a name; a run must not be made only of `filler` words (keywords, stopwords).
   */
  find(tokens: readonly Token[], usable: (i: number) => boolean, filler: (i: number) => boolean): Mention[] {
    const found: Mention[] = [];
    // Runs start and end on a word of some name here, typos allowed: the others are not looked up.
    const namely = tokens.map((token) => this.isNameWord(normalizeName(token.lower)));
    for (let start = 0; start < tokens.length; start++) {
      if (!usable(start) || tokens[start]!.punct) continue;
      for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_WORDS); end++) {
        if (!usable(end - 1) || tokens[end - 1]!.punct) break;
        // A name neither starts nor ends with a little word ('the', 'to'): such runs are not looked up.
        if (EDGE_WORDS.has(tokens[start]!.lower) || EDGE_WORDS.has(tokens[end - 1]!.lower)) continue;
        if (!namely[start] || !namely[end - 1]) continue;
        let onlyFiller = true;
        for (let i = start; i < end; i++) if (!filler(i)) onlyFiller = false;
        if (onlyFiller) continue;
        // 'Kiosk 3.0', 'Atlas Lookbook Winter 2026': a name followed by a number or a capitalised word that is
        // no word of any such name names something else, which the user cannot see.
        const after = tokens[end];
        if (
          after &&
          !after.punct &&
          usable(end) &&
          !namely[end] &&
          !filler(end) &&
          after.text !== 'I' &&
          (/^\d/.test(after.text) || (/^\p{Lu}/u.test(after.text) && /^\p{Lu}/u.test(tokens[start]!.text)))
        )
          continue;
        const phrase = tokens
          .slice(start, end)
          .map((token) => token.lower)
          .join(' ');
        const candidates = this.lookup(phrase).filter((candidate) => candidate.score <= NAME_THRESHOLD);
        if (candidates.length > 0) found.push({ kind: this.kind, start, end, candidates });
      }
    }
    // The best places first (a longer one on a tie); each object keeps its best place; places do not overlap.
    found.sort(
      (a, b) => a.candidates[0]!.score - b.candidates[0]!.score || b.end - b.start - (a.end - a.start),
    );
    const chosen: Mention[] = [];
    const named = new Set<string>();
    for (const mention of found) {
      if (chosen.some((other) => mention.start < other.end && other.start < mention.end)) continue;
      const fresh = mention.candidates.filter((candidate) => !named.has(candidate.id));
      if (fresh.length === 0) continue;
      const top = fresh[0]!.score;
      const close = fresh.filter((candidate) => candidate.score <= top + AMBIGUITY_MARGIN);
      for (const candidate of close) named.add(candidate.id);
      chosen.push({ ...mention, candidates: close });
    }
    return chosen.sort((a, b) => a.start - b.start);
  }
}

export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
