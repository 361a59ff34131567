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

export class NameIndex {
  private readonly fuse: Fuse<Entry>;
  private readonly exact = new Map<string, Entry[]>();
  private readonly words = new Set<string>();

  constructor(
    readonly kind: EntityKind,
    items: readonly Named[],
  ) {
    const entries = items.flatMap((item) =>
      item.names.map((name) => ({ id: item.id, label: item.label, name: normalizeName(name) })),
    );
    for (const entry of entries) {
      for (const word of entry.name.split(' ')) this.words.add(word);
      const list = this.exact.get(entry.name) ?? [];
      list.push(entry);
      this.exact.set(entry.name, list);
    }
    this.fuse = new Fuse(entries, {
      keys: ['name'],
      includeScore: true,
      ignoreLocation: true,
      threshold: 0.45,
      isCaseSensitive: false,
    });
  }

  private isNameWord(word: string): boolean {
    if (this.words.has(word)) return true;
    if (word.length < 4) return false;
    const limit = word.length >= 7 ? 2 : 1;
    for (const known of this.words) {
      if (known.length >= 3 && (known.startsWith(word) || editDistance(word, known, limit) <= limit))
        return true;
    }
    return false;
  }

  /** Scores for a phrase: each id's best, lowest first. */
  lookup(phrase: string): Candidate[] {
    const text = normalizeName(phrase);
    if (text.length < 3) return [];
    const best = new Map<string, Candidate>();
    const exact = this.exact.get(text);
    if (exact) for (const entry of exact) best.set(entry.id, { id: entry.id, label: entry.label, score: 0 });
    for (const hit of this.fuse.search(text)) {
      const coverage = Math.min(1, text.length / hit.item.name.length);
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
