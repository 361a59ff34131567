import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOM_FIELD_TYPES } from '@app/domain';
import { z } from 'zod';
import {
  type Conversation,
  EMPTY_CONVERSATION,
  type EngineContext,
  FUNCTION_ARGUMENTS,
  FUNCTION_NAMES,
  type FunctionName,
  isFunctionName,
} from '../contract';
import type { ExpectedOutcome } from './evaluate';
import { READ_FUNCTIONS } from './fixture-context';

// The labelled corpus (../corpus, README there): worlds and rows as data, read into engine contexts and expected
// outcomes. `$project.key`, `$task.key`, `$person.key` and `$foreign.*` references become the world's ids; a row
// that names something its world lacks, an unknown function or arguments its function refuses is an error
// naming the file and line, so a labelling slip is found when the corpus is read, not counted as a miss.

export const CORPUS_DIR = join(import.meta.dirname, '..', 'corpus');

export const SPLITS = ['train', 'dev', 'test'] as const;
export type Split = (typeof SPLITS)[number];

const Key = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'a key is letters, digits, _ or -');

const WorldSchema = z
  .object({
    name: Key,
    description: z.string(),
    now: z.iso.datetime(),
    user: Key,
    projects: z.array(z.object({ key: Key, title: z.string().min(1), status: z.string() }).strict()),
    tasks: z.array(
      z.object({ key: Key, title: z.string().min(1), project: Key.nullable(), status: z.string() }).strict(),
    ),
    people: z.array(z.object({ key: Key, name: z.string().min(1), email: z.string() }).strict()),
    labels: z.array(z.object({ key: Key, name: z.string().min(1) }).strict()).default([]),
    /** Custom fields of the world's projects: name, type, and a select's options. */
    fields: z
      .array(
        z
          .object({
            key: Key,
            project: Key,
            name: z.string().min(1),
            type: z.enum(CUSTOM_FIELD_TYPES),
            options: z.array(z.string().min(1)).default([]),
          })
          .strict(),
      )
      .default([]),
    screens: z.array(
      z.object({ key: z.string().min(1), label: z.string().min(1), path: z.string() }).strict(),
    ),
  })
  .strict();

export type World = z.infer<typeof WorldSchema>;

const Call = z.object({ functionName: z.string(), arguments: z.record(z.string(), z.unknown()) }).strict();

const RowSchema = z
  .object({
    message: z.string().min(1),
    world: Key,
    context: z
      .object({
        page: z.string().optional(),
        project: z.string().optional(),
        readOnly: z.boolean().optional(),
        conversation: z
          .object({
            focus: z.string().optional(),
            listed: z.array(z.string()).optional(),
            lastCall: Call.optional(),
            pending: Call.optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    expect: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('call'),
        functionName: z.string(),
        arguments: z.record(z.string(), z.unknown()),
      }),
      z.object({ kind: z.literal('choose'), functionName: z.string(), ids: z.array(z.string()).min(2) }),
      z.object({ kind: z.literal('clarify') }),
      z.object({ kind: z.literal('cancel') }),
      z.object({ kind: z.literal('out_of_scope') }),
      z.object({ kind: z.literal('refuse') }),
    ]),
    tags: z.array(z.string()).default([]),
  })
  .strict();

export type CorpusRow = z.infer<typeof RowSchema>;

/** One labelled request, ready to evaluate. */
export interface CorpusCase {
  split: Split;
  /** file:line, for messages. */
  where: string;
  message: string;
  context: EngineContext;
  expect: ExpectedOutcome;
  tags: string[];
}

/** An id of the world's numbering: 24 hex characters, the kind's letter before the number. */
export function corpusId(kind: 'a' | 'b' | 'c' | 'd' | 'e' | 'f', n: number): string {
  const hex = n.toString(16);
  return `${'0'.repeat(23 - hex.length)}${kind}${hex}`;
}

interface ResolvedWorld {
  world: World;
  ids: Map<string, string>;
  kinds: Map<string, 'task' | 'project' | 'person'>;
}

function resolveWorld(world: World): ResolvedWorld {
  const ids = new Map<string, string>();
  const kinds = new Map<string, 'task' | 'project' | 'person'>();
  const add = (ref: string, id: string, kind: 'task' | 'project' | 'person') => {
    if (ids.has(ref)) throw new Error(`world ${world.name}: ${ref} is defined twice`);
    ids.set(ref, id);
    kinds.set(id, kind);
  };
  for (const [i, p] of world.projects.entries()) add(`$project.${p.key}`, corpusId('a', i + 1), 'project');
  for (const [i, t] of world.tasks.entries()) add(`$task.${t.key}`, corpusId('b', i + 1), 'task');
  for (const [i, p] of world.people.entries()) add(`$person.${p.key}`, corpusId('c', i + 1), 'person');
  ids.set('$foreign.project', corpusId('f', 1));
  ids.set('$foreign.task', corpusId('f', 2));
  for (const task of world.tasks) {
    if (task.project !== null && !ids.has(`$project.${task.project}`)) {
      throw new Error(`world ${world.name}: task ${task.key} names an unknown project ${task.project}`);
    }
  }
  for (const field of world.fields) {
    if (!ids.has(`$project.${field.project}`))
      throw new Error(`world ${world.name}: field ${field.key} names an unknown project ${field.project}`);
  }
  if (!ids.has(`$person.${world.user}`))
    throw new Error(`world ${world.name}: the user ${world.user} is not a person`);
  return { world, ids, kinds };
}

export function loadWorlds(dir = CORPUS_DIR): Map<string, ResolvedWorld> {
  const worlds = new Map<string, ResolvedWorld>();
  const names = readdirSync(join(dir, 'worlds'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  for (const name of names) {
    const text = readFileSync(join(dir, 'worlds', `${name}.json`), 'utf8');
    const parsed = WorldSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`worlds/${name}.json: ${z.prettifyError(parsed.error)}`);
    if (parsed.data.name !== name) throw new Error(`worlds/${name}.json: its name is ${parsed.data.name}`);
    worlds.set(name, resolveWorld(parsed.data));
  }
  return worlds;
}

/** Replaces every `$kind.key` string inside a value by its id; an unknown reference throws. */
function resolveRefs<T>(value: T, ids: Map<string, string>): T {
  if (typeof value === 'string') {
    if (!value.includes('$')) return value;
    return value.replace(/\$(project|task|person|foreign)\.[A-Za-z0-9_-]+/g, (ref) => {
      const id = ids.get(ref);
      if (!id) throw new Error(`unknown reference ${ref}`);
      return id;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, ids)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, ids)])) as T;
  }
  return value;
}

function checkCall(functionName: string, args: Record<string, unknown>): FunctionName {
  if (!isFunctionName(functionName)) throw new Error(`unknown function ${functionName}`);
  const { confirmed: _confirmed, ...rest } = args;
  const parsed = FUNCTION_ARGUMENTS[functionName].safeParse(rest);
  if (!parsed.success) throw new Error(`${functionName}: ${z.prettifyError(parsed.error)}`);
  return functionName;
}

export function contextFor(resolved: ResolvedWorld, row: CorpusRow): EngineContext {
  const { world, ids, kinds } = resolved;
  const context = resolveRefs(row.context ?? {}, ids);
  const conversationRow = context.conversation ?? {};
  const refOf = (id: string) => {
    const kind = kinds.get(id);
    if (kind !== 'task' && kind !== 'project') throw new Error(`${id} is not a task or a project`);
    return { type: kind, id };
  };
  const listed = conversationRow.listed?.map(refOf);
  if (listed && new Set(listed.map((ref) => ref.type)).size > 1)
    throw new Error('listed mixes tasks and projects');
  const conversation: Conversation = {
    ...EMPTY_CONVERSATION,
    focus: conversationRow.focus ? refOf(conversationRow.focus) : null,
    listed: listed?.[0] ? { type: listed[0].type, ids: listed.map((ref) => ref.id) } : null,
    lastCall: conversationRow.lastCall
      ? {
          functionName: checkCall(conversationRow.lastCall.functionName, conversationRow.lastCall.arguments),
          arguments: conversationRow.lastCall.arguments,
        }
      : null,
    pending: conversationRow.pending
      ? {
          functionName: checkCall(conversationRow.pending.functionName, conversationRow.pending.arguments),
          arguments: conversationRow.pending.arguments,
        }
      : null,
  };
  if (context.project && kinds.get(context.project) !== 'project')
    throw new Error('context.project is not a project');
  const id = (ref: string) => ids.get(ref) as string;
  return {
    now: new Date(world.now),
    userId: id(`$person.${world.user}`),
    conversation,
    currentProjectId: context.project ?? null,
    currentPage: context.page ?? null,
    recentActivity: [],
    projects: world.projects.map((p) => ({ id: id(`$project.${p.key}`), title: p.title, status: p.status })),
    tasks: world.tasks.map((t) => ({
      id: id(`$task.${t.key}`),
      title: t.title,
      projectId: t.project === null ? '' : id(`$project.${t.project}`),
      status: t.status,
    })),
    people: world.people.map((p) => ({ id: id(`$person.${p.key}`), name: p.name, email: p.email })),
    labels: world.labels.map((l, i) => ({ id: corpusId('d', i + 1), name: l.name })),
    fields: world.fields.map((f, i) => ({
      projectId: id(`$project.${f.project}`),
      id: corpusId('e', i + 1),
      name: f.name,
      type: f.type,
      options: f.options,
    })),
    screens: world.screens,
    functions: context.readOnly ? READ_FUNCTIONS : FUNCTION_NAMES.filter((name) => name !== 'undo'),
  };
}

function expectedFor(resolved: ResolvedWorld, row: CorpusRow): ExpectedOutcome {
  const expect = resolveRefs(row.expect, resolved.ids);
  if (expect.kind === 'call') {
    return { ...expect, functionName: checkCall(expect.functionName, expect.arguments) };
  }
  if (expect.kind === 'choose') {
    if (!isFunctionName(expect.functionName)) throw new Error(`unknown function ${expect.functionName}`);
    return { ...expect, functionName: expect.functionName };
  }
  return expect;
}

/** Reads one split's rows (an absent file is an empty split). Throws on the first bad row, naming its line. */
export function loadSplit(split: Split, dir = CORPUS_DIR, worlds = loadWorlds(dir)): CorpusCase[] {
  let text: string;
  try {
    text = readFileSync(join(dir, `${split}.jsonl`), 'utf8');
  } catch {
    return [];
  }
  const cases: CorpusCase[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const where = `${split}.jsonl:${index + 1}`;
    try {
      const row = RowSchema.parse(JSON.parse(line));
      const resolved = worlds.get(row.world);
      if (!resolved) throw new Error(`unknown world ${row.world}`);
      cases.push({
        split,
        where,
        message: row.message,
        context: contextFor(resolved, row),
        expect: expectedFor(resolved, row),
        tags: row.tags,
      });
    } catch (error) {
      const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
      throw new Error(`${where}: ${reason}`);
    }
  });
  return cases;
}
