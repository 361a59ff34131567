import type { EngineContext } from '../contract';
import type { Analyzer } from './analyzer';
import { features } from './classifier';
import { referencesIn } from './conversation';
import { cueOf } from './cue';
import { findDates } from './dates';
import { type Mention, type Named, NameIndex, normalizeName } from './names';
import type { Reading, World } from './reading';
import { repairWord, tokenize } from './text';
import { COMMON, FILLER, has, KEYWORDS, SCREEN_ALIASES } from './words';

// Reads one message (reading.ts): the words with typos repaired and their base forms, the dates, the names of the
// user's projects, tasks and people (the world's name indexes, kept across requests), the conversation's
// references, and the classifier's features over the masked words.

/** How many worlds (users' name lists) an engine keeps indexed. */
const WORLDS_KEPT = 16;

export interface Reader {
  /** The name indexes of what the context lists, kept across requests. */
  world(context: EngineContext): World;
  read(message: string, context: EngineContext, w: World): Reading;
}

export function createReader(analyzer: Analyzer): Reader {
  const fillerBase = new Set([...FILLER, ...analyzer.base([...FILLER])]);
  const commonWords = new Set([...COMMON, ...KEYWORDS]);
  // The world's name indexes, rebuilt only when the context's lists change.
  let lastKey: unknown[] = [];
  let lastWorld: World | null = null;

  // Each request builds its own context, so worlds are also kept by what their lists hold: the same user's next
  // message reuses the indexes (and what they memoised) instead of rebuilding them from hundreds of names.
  const worlds = new Map<string, World>();

  function world(context: EngineContext): World {
    const key = [context.projects, context.tasks, context.people, context.screens];
    if (lastWorld && key.every((part, i) => part === lastKey[i])) return lastWorld;
    const signature = [
      context.projects.map((p) => `${p.id}\u0001${p.title}`).join('\u0000'),
      context.tasks.map((t) => `${t.id}\u0001${t.title}`).join('\u0000'),
      context.people.map((p) => `${p.id}\u0001${p.name}`).join('\u0000'),
      context.screens.map((s) => `${s.key}\u0001${s.label}`).join('\u0000'),
    ].join('\u0002');
    const kept = worlds.get(signature);
    if (kept) {
      worlds.delete(signature);
      worlds.set(signature, kept);
      lastWorld = kept;
      lastKey = key;
      return kept;
    }
    const known = new Set(commonWords);
    const addWords = (name: string) => {
      for (const word of normalizeName(name).split(' ')) known.add(word);
    };
    const projects: Named[] = context.projects.map((p) => ({ id: p.id, label: p.title, names: [p.title] }));
    const tasks: Named[] = context.tasks.map((t) => ({ id: t.id, label: t.title, names: [t.title] }));
    const people: Named[] = context.people.map((p) => {
      const parts = p.name.trim().split(/\s+/);
      const names = [p.name, ...(parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : [])];
      return { id: p.id, label: p.name, names };
    });
    const screens: Named[] = context.screens.map((s) => ({
      id: s.key,
      label: s.label,
      names: [s.label, ...(SCREEN_ALIASES[s.key] ?? [])],
    }));
    for (const item of [...projects, ...tasks, ...people, ...screens])
      for (const name of item.names) addWords(name);
    const screenWords = new Set(
      screens.flatMap((screen) => screen.names.flatMap((name) => normalizeName(name).split(' '))),
    );
    for (const word of ['my', 'the', 'to', 'of', 'a']) screenWords.delete(word);
    lastWorld = {
      screenWords,
      projects: new NameIndex('project', projects),
      tasks: new NameIndex('task', tasks),
      people: new NameIndex('person', people),
      screens: new NameIndex('screen', screens),
      known,
    };
    lastKey = key;
    worlds.set(signature, lastWorld);
    if (worlds.size > WORLDS_KEPT) worlds.delete(worlds.keys().next().value as string);
    return lastWorld;
  }

  function read(message: string, context: EngineContext, w: World): Reading {
    const tokens = tokenize(message);
    let repairs = 0;
    const words = tokens.map((token) => {
      const repaired = token.punct ? token.lower : repairWord(token.lower, w.known, KEYWORDS);
      if (repaired !== token.lower) repairs++;
      return repaired;
    });
    const base = analyzer.base(words);
    const dates = findDates(message, context.now);
    const dateTokens = new Set<number>();
    tokens.forEach((token, i) => {
      if (dates.some((date) => token.start >= date.start && token.end <= date.end)) dateTokens.add(i);
    });
    const quote = /["“'‘]([^"”'’]{2,200})["”'’]/.exec(message);
    let quoted: Reading['quoted'] = null;
    if (quote) {
      const from = quote.index;
      const to = from + quote[0].length;
      const inside = tokens.map((t, i) => (t.start >= from && t.end <= to ? i : -1)).filter((i) => i >= 0);
      if (inside.length > 0)
        quoted = { start: inside[0]!, end: inside[inside.length - 1]! + 1, text: quote[1]!.trim() };
    }
    const filler = (i: number) => fillerBase.has(words[i]!) || fillerBase.has(base[i]!);
    let unknownId = false;
    const idMentions: Mention[] = [];
    tokens.forEach((token, i) => {
      if (!/^[0-9a-f]{24}$/.test(token.lower)) return;
      const project = context.projects.find((p) => p.id === token.lower);
      const task = context.tasks.find((t) => t.id === token.lower);
      if (project)
        idMentions.push({
          kind: 'project',
          start: i,
          end: i + 1,
          candidates: [{ id: project.id, label: project.title, score: 0 }],
        });
      else if (task)
        idMentions.push({
          kind: 'task',
          start: i,
          end: i + 1,
          candidates: [{ id: task.id, label: task.title, score: 0 }],
        });
      else unknownId = true;
    });
    // A quoted name is still a name ('mark "Prepare launch email" complete'); only dates are not.
    const notId = (i: number) => !dateTokens.has(i) && !/^[0-9a-f]{24}$/.test(tokens[i]!.lower);
    const projects = [
      ...w.projects.find(tokens, notId, filler),
      ...idMentions.filter((m) => m.kind === 'project'),
    ];
    const tasks = [...w.tasks.find(tokens, notId, filler), ...idMentions.filter((m) => m.kind === 'task')];
    const people = w.people.find(tokens, notId, filler);
    const references = referencesIn(words, context);
    for (const ref of references.found) {
      const list = ref.kind === 'task' ? tasks : ref.kind === 'project' ? projects : people;
      const taken = [...tasks, ...projects, ...people].some((m) => ref.start < m.end && m.start < ref.end);
      if (!taken) list.push(ref);
    }
    for (const list of [tasks, projects, people]) list.sort((a, b) => a.start - b.start);
    // A task name that fits several: the one in the project whose page the user is on.
    if (context.currentProjectId) {
      for (const [i, mention] of tasks.entries()) {
        if (mention.candidates.length < 2) continue;
        const here = mention.candidates.filter(
          (c) => context.tasks.find((t) => t.id === c.id)?.projectId === context.currentProjectId,
        );
        if (here.length === 1) tasks[i] = { ...mention, candidates: here };
      }
    }
    const text = words.join(' ');
    const maskOf = (mentions: readonly (Mention | null)[]) => {
      const maskedWords = [...words];
      // In order: a later kind over the same words wins the mask.
      for (const m of mentions) {
        if (!m) continue;
        for (let i = m.start; i < m.end; i++) maskedWords[i] = i === m.start ? `<${m.kind}>` : '';
      }
      dateTokens.forEach((i) => {
        maskedWords[i] = '<date>';
      });
      return maskedWords
        .filter(Boolean)
        .join(' ')
        .replace(/(<date> )+<date>/g, '<date>');
    };
    const masked = maskOf([...people, ...tasks, ...projects]);
    const featureWords = masked
      .split(' ')
      .filter(Boolean)
      .map((word) => (word.startsWith('<') ? word : /^\d/.test(word) ? '<num>' : word));
    const featureBase = analyzer.base(featureWords.map((word) => (word.startsWith('<') ? 'x' : word)));
    const thisProject = has(text, /\b(this|current|the current) project\b|\bhere\b/);
    const baseSets = new Map<readonly string[], Set<string>>();
    const is = (i: number, list: readonly string[]) => {
      let set = baseSets.get(list);
      if (!set) {
        set = new Set([...list, ...analyzer.base(list)]);
        baseSets.set(list, set);
      }
      return list.includes(words[i]!) || set.has(base[i]!);
    };
    const reading: Reading = {
      features: [],
      is,
      maskOf,
      message,
      context,
      tokens,
      words,
      base,
      text,
      masked,
      dates,
      dateTokens,
      quoted,
      projects,
      tasks,
      people,
      thisProject,
      unknownId,
      danglingOrdinal: references.dangling,
      repairs,
    };
    const cue = cueOf(reading);
    reading.features = [
      ...features(featureWords.map((word, i) => (word.startsWith('<') ? word : featureBase[i]!))),
      `r:${cue ?? 'none'}`,
    ];
    return reading;
  }

  return { world, read };
}
