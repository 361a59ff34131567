import type { EngineContext } from '../contract';
import type { FoundDate } from './dates';
import type { Mention, NameIndex } from './names';
import type { Token } from './text';

// What every layer reads a message through: its words with typos repaired and their base forms, the dates, the
// names of the user's projects, tasks and people it holds, the conversation's references and the classifier's
// features over the masked words (built by reader.ts). Types only, so that every layer may import them.

export interface Reading {
  /** The classifier's features: the masked words' base forms, pairs and trigrams. */
  features: string[];
  message: string;
  context: EngineContext;
  tokens: Token[];
  /** Lower-case words with typos repaired. */
  words: string[];
  /** The words' base forms. */
  base: string[];
  /** The repaired words, one space apart. */
  text: string;
  /** The same with names and dates replaced by <project>, <task>, <person>, <date>. */
  masked: string;
  /** The words with only these names (and the dates) replaced. */
  maskOf(mentions: readonly (Mention | null)[]): string;
  dates: FoundDate[];
  dateTokens: Set<number>;
  quoted: { start: number; end: number; text: string } | null;
  projects: Mention[];
  tasks: Mention[];
  people: Mention[];
  /** 'this project', 'here', 'current project'. */
  thisProject: boolean;
  /** A 24-hex id that is not in the context. */
  unknownId: boolean;
  /** 'the second one' past the end of what was listed: it points at nothing the user was shown. */
  danglingOrdinal: boolean;
  repairs: number;
  /** Whether word i is one of `list`, as written or by its base form. */
  is(i: number, list: readonly string[]): boolean;
}

export interface World {
  /** The words of the screens' names and aliases ('calendar', 'settings'). */
  screenWords: Set<string>;
  projects: NameIndex;
  tasks: NameIndex;
  people: NameIndex;
  screens: NameIndex;
  known: Set<string>;
}
