import {
  ASSISTANT_CONFIDENCE_THRESHOLD,
  type EngineContext,
  type FunctionName,
  type Interpret,
  type Interpretation,
} from '../contract';
import { type Analyzer, winkAnalyzer } from './analyzer';
import { type FoundDate, findDates } from './dates';
import { type Candidate, type Mention, type Named, NameIndex, normalizeName } from './names';
import { repairWord, type Token, tokenize } from './text';

// The local engine (issue 19): a deterministic keyword layer over the words' base forms (the analyzer), with
// chrono-node for dates and fuse.js for names. It reads one message against what the user can see and answers
// a call, a question, a choice or an honest 'not something I do'. Only ids from the context ever reach a call.

// ---------------------------------------------------------------- words

/** Keywords a misspelt word may be repaired to. */
const KEYWORDS = [
  'show',
  'list',
  'display',
  'find',
  'task',
  'project',
  'team',
  'members',
  'progress',
  'priority',
  'status',
  'overdue',
  'assign',
  'assigned',
  'unassign',
  'calendar',
  'dashboard',
  'settings',
  'profile',
  'create',
  'update',
  'change',
  'complete',
  'completed',
  'urgent',
  'medium',
  'review',
  'todo',
  'today',
  'tomorrow',
  'week',
  'month',
  'quick',
  'actions',
  'open',
  'mark',
  'rename',
  'navigate',
  'help',
  'delete',
  'going',
  'people',
  'budget',
  'deadline',
  'description',
  'active',
  'planning',
  'cancelled',
  'hold',
  'done',
  'high',
  'called',
  'named',
  'finish',
  'track',
  'organization',
  'page',
] as const;

/** Words never repaired (besides keywords and the words of names). */
const COMMON =
  `a an the my me i i'm im to of in on for with and or is are be been it its this that these those what
which who whom how do does did have has had am at by from into as please can could would you your we our us
show all any some many much more most less there here where when why go went about after before between
until up down out over under off new add make set put give get let want need like just also now then than
so if not no yes ok okay hi hello hey thanks thank start stop call write read run test fix send book order
play tell sing turn keep move push pull cancel back home far long old time date day days next last first
same other each every one two three four five six seven eight nine ten via still again`.split(/\s+/);

/** Words that cannot make up a name on their own. */
const FILLER = new Set(
  `a an the my me i to of in on for with and or is are be it this that what which who how do does have has am
  at by from into as please can you show list display find all any task tasks project projects team due
  called named titled new create add make set mark change assign assigned give move`.split(/\s+/),
);

const STATUS_WORDS: Record<string, string> = { normal: 'medium', critical: 'urgent' };
const PRIORITY = /\b(low|medium|high|urgent|normal|critical)\b/g;

const SCREEN_ALIASES: Record<string, string[]> = {
  dashboard: ['dashboard', 'home', 'home page', 'overview', 'main page'],
  projects: ['projects', 'my projects', 'project list', 'all projects', 'projects list'],
  createProject: ['create project', 'new project', 'create a project', 'new project form', 'project form'],
  tasks: ['tasks', 'my tasks', 'task list', 'all tasks', 'tasks list'],
  calendar: ['calendar', 'my calendar', 'task calendar', 'schedule'],
  todos: ['todo', 'todos', 'quick todo', 'quick todos', 'todo list', 'to do list', 'my todo list'],
  profile: ['profile', 'my profile', 'account', 'my account'],
  settings: ['settings', 'my settings', 'preferences'],
  help: ['help', 'help page', 'support'],
  organizationSettings: ['organization settings', 'org settings'],
};

/** Screens of the route table that exist but may be out of this user's reach (for a plain refusal). */
const KNOWN_SCREENS = [
  'finance',
  'finance management',
  'reports',
  'reports analytics',
  'analytics',
  'system users',
  'users',
  'organization',
  'departments',
  'invite users',
  'billing',
  'security',
  'platform admin',
];

// ---------------------------------------------------------------- the reading of one message

interface Reading {
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
  repairs: number;
  /** Whether word i is one of `list`, as written or by its base form. */
  is(i: number, list: readonly string[]): boolean;
}

interface World {
  projects: NameIndex;
  tasks: NameIndex;
  people: NameIndex;
  screens: NameIndex;
  known: Set<string>;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);
const CREATE_VERBS = ['create', 'add', 'make', 'new', 'start', 'open', 'need'] as const;
const TASK_WORDS = ['task', 'tasks'] as const;
const PROJECT_WORDS = ['project', 'projects'] as const;

export function createInterpreter(analyzer: Analyzer): Interpret {
  const fillerBase = new Set([...FILLER, ...analyzer.base([...FILLER])]);
  const commonWords = new Set([...COMMON, ...KEYWORDS]);
  // The world's name indexes, rebuilt only when the context's lists change.
  let lastKey: unknown[] = [];
  let lastWorld: World | null = null;

  function world(context: EngineContext): World {
    const key = [context.projects, context.tasks, context.people, context.screens];
    if (lastWorld && key.every((part, i) => part === lastKey[i])) return lastWorld;
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
    lastWorld = {
      projects: new NameIndex('project', projects),
      tasks: new NameIndex('task', tasks),
      people: new NameIndex('person', people),
      screens: new NameIndex('screen', screens),
      known,
    };
    lastKey = key;
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
    const usable = (i: number) => !dateTokens.has(i) && !(quoted && i >= quoted.start && i < quoted.end);
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
    const notId = (i: number) => usable(i) && !/^[0-9a-f]{24}$/.test(tokens[i]!.lower);
    const projects = [
      ...w.projects.find(tokens, notId, filler),
      ...idMentions.filter((m) => m.kind === 'project'),
    ];
    const tasks = [...w.tasks.find(tokens, notId, filler), ...idMentions.filter((m) => m.kind === 'task')];
    const people = w.people.find(tokens, notId, filler);
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
    return {
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
      repairs,
    };
  }

  return function interpret(message: string, context: EngineContext): Interpretation {
    const w = world(context);
    const r = read(message.slice(0, 2000), context, w);
    if (r.tokens.length === 0) return clarify('What can I do for you?', r);
    const answer = decide(r, w);
    return guard(answer, r);
  };
}

// ---------------------------------------------------------------- answers

const SUGGESTIONS = ['Show my tasks', 'How is my project going?', 'Create a task'];

function clarify(
  question: string,
  _reading: Reading,
  suggestions: string[] = SUGGESTIONS,
  confidence = 0.4,
): Interpretation {
  return { kind: 'clarify', question, suggestions: suggestions.slice(0, 3), confidence };
}

function outOfScope(): Interpretation {
  return {
    kind: 'out_of_scope',
    response:
      "I can't help with that: I only know about your projects, tasks and team. Try 'show my tasks' or 'how is my project going?'.",
    confidence: 0.9,
  };
}

const VERBS: Record<FunctionName, string> = {
  list_tasks: 'list tasks',
  list_projects: 'list projects',
  project_progress: "see this project's progress",
  project_team: "see this project's team",
  create_task: 'create tasks',
  update_task: 'change tasks',
  create_project: 'create projects',
  update_project: 'change projects',
  navigate: 'open screens',
  quick_actions: 'see quick actions',
  undo: 'undo',
};

/** The last checks: only allowed functions, only the context's ids, and the confidence threshold. */
function guard(answer: Interpretation, r: Reading): Interpretation {
  const { context } = r;
  const calls = answer.kind === 'call' ? [answer] : answer.kind === 'choose' ? answer.options : [];
  const refused = calls.find((call) => !context.functions.includes(call.functionName));
  if (refused) return clarify(`You cannot ${VERBS[refused.functionName]} here.`, r, SUGGESTIONS, 0.5);
  const known = new Set([
    ...context.projects.map((p) => p.id),
    ...context.tasks.map((t) => t.id),
    ...context.people.map((p) => p.id),
  ]);
  const idKeys = ['projectId', 'taskId', 'assigneeId'];
  for (const call of calls) {
    for (const key of idKeys) {
      const value = call.arguments[key];
      if (typeof value === 'string' && !known.has(value)) return clarify("I couldn't find that.", r);
    }
  }
  if (answer.kind === 'call' && answer.confidence < ASSISTANT_CONFIDENCE_THRESHOLD) {
    return clarify('Did you mean this?', r, [describe(answer)], answer.confidence);
  }
  return answer;
}

function describe(call: { functionName: FunctionName; arguments: Record<string, unknown> }): string {
  return `${VERBS[call.functionName]}`;
}

function confidenceOf(r: Reading, mentions: (Mention | null | undefined)[]): number {
  const worst = Math.max(0, ...mentions.filter(Boolean).map((m) => m!.candidates[0]!.score));
  return Math.max(0, Math.min(0.98, 0.95 - 0.8 * worst - 0.02 * r.repairs));
}

function call(
  functionName: FunctionName,
  args: Record<string, unknown>,
  r: Reading,
  mentions: (Mention | null | undefined)[] = [],
): Interpretation {
  return { kind: 'call', functionName, arguments: args, confidence: confidenceOf(r, mentions) };
}

/** Asks which object was meant, one whole call per candidate. */
function choose(
  what: string,
  candidates: Candidate[],
  functionName: FunctionName,
  build: (id: string) => Record<string, unknown>,
): Interpretation {
  return {
    kind: 'choose',
    question: `Which ${what} do you mean?`,
    options: candidates.map((candidate) => ({
      label: candidate.label,
      functionName,
      arguments: build(candidate.id),
    })),
    confidence: 0.7,
  };
}

// ---------------------------------------------------------------- deciding

function decide(r: Reading, w: World): Interpretation {
  const { masked, text } = r;
  const hasWord = (list: readonly string[]) => r.words.some((_, i) => r.is(i, list));

  if (
    has(
      text,
      /^(hi|hello|hey|hiya|yo|help|help me|good (morning|afternoon|evening))( there| please)?\s*[!?.]*$/,
    )
  )
    return call('quick_actions', {}, r);
  if (
    has(
      text,
      /\bwhat (can|could|do) (you|i) (do|ask)|\bquick actions?\b|\bsuggestions?\b|\bwhat should i (do|ask)\b|\bhow can you help\b|\bwhat are you able\b/,
    )
  )
    return call('quick_actions', {}, r);
  if (has(text, /^(please )?(undo|revert)\b/))
    return clarify('Use the Undo button under the reply you want to take back.', r);
  if (
    has(text, /\b(delete|erase|destroy|archive|wipe)\b/) ||
    (has(text, /\bremove\b/) && !has(text, /\b(due date|deadline|assignee|due)\b/))
  )
    return clarify('You cannot delete anything here: open the task or project to do that.', r);

  const lead = text.replace(
    /^(please |can you |could you |would you |hey |ok |i want to |i'd like to |id like to |i need to |let's |lets )+/,
    '',
  );
  if (has(lead, /^(open|go|take me|navigate|bring me|head|jump|switch|visit)\b/))
    return navigate(r, w, lead, true);
  if (
    has(
      lead,
      /^show (me )?(my |the )?(calendar|dashboard|profile|settings|help|todos?|todo list|quick todo)( page| screen)?$/,
    )
  )
    return navigate(r, w, lead, false);

  const create = createObject(r);
  if (create === 'task') return createTask(r);
  if (create === 'project') return createProject(r);

  if (r.unknownId) return clarify("I couldn't find anything with that id among what you can see.", r);

  const updateCue = has(
    lead,
    /^(mark|set|change|move|assign|reassign|unassign|give|hand|rename|update|edit|complete|finish|start|reopen|make|push|lower|raise|increase|decrease|extend|put|cancel|postpone|delay|reschedule|close|bump|resume|pause|remove|clear)\b/,
  );
  const isDone = has(masked, /^(the )?(task )?<task> (is|was) (now )?(done|complete|completed|finished)\b/);
  if (updateCue || isDone) return update(r, lead);

  if (
    has(
      masked,
      /\bteam\b|\bmembers?\b|\bwho('s| is| are)? (is |are )?(on|in|working|works|involved|part)\b|\bwho works\b|\bpeople (on|in|of|working)\b/,
    )
  )
    return projectRead('project_team', r);
  if (hasWord(TASK_WORDS)) return listTasks(r);
  if (
    has(
      masked,
      /\bprogress\b|\bhow('s| is| are)?\b.*\bgoing\b|\bhow are we doing\b|\bon track\b|\bhow far\b|\bhow much of\b|\bcompletion\b|\bstatus (of|for)\b|\bproject status\b|\bhows\b/,
    )
  )
    return projectRead('project_progress', r);
  if (has(masked, /\boverdue\b|\bdue\b|\bwork(ing)? on\b/)) return listTasks(r);
  if (hasWord(PROJECT_WORDS)) return listProjects(r);
  if (r.projects.length > 0 || r.tasks.length > 0)
    return clarify('What would you like to know or change about it?', r, [
      `How is ${r.projects[0]?.candidates[0]?.label ?? 'my project'} going?`,
      'Show my tasks',
    ]);
  return outOfScope();
}

function navigate(r: Reading, w: World, lead: string, explicit: boolean): Interpretation {
  const phrase = lead
    .replace(
      /^(open|go|take me|navigate|bring me|head|jump|switch|visit|show)( me)?( back| over)?( to| into)?( the| my)?\s*/,
      '',
    )
    .replace(/\b(page|screen|view|tab|section|please)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const candidates = w.screens.lookup(phrase).filter((c) => c.score <= (explicit ? 0.3 : 0.05));
  const best = candidates[0];
  if (best) {
    if (!explicit && (best.id === 'projects' || best.id === 'tasks')) return listTasks(r);
    return call('navigate', { screen: best.id }, r);
  }
  if (KNOWN_SCREENS.some((name) => normalizeName(phrase).includes(name)))
    return clarify(`You cannot open ${phrase} here.`, r, ['Open my calendar', 'Go to settings']);
  return clarify(`I couldn't find a screen called '${phrase}'.`, r, [
    'Open my calendar',
    'Go to settings',
    'Take me to my projects',
  ]);
}

/** 'create a task …' / 'new project …': which object, or null. */
function createObject(r: Reading): 'task' | 'project' | null {
  const limit = Math.min(r.words.length, 6);
  for (let v = 0; v < limit; v++) {
    if (!r.is(v, CREATE_VERBS)) continue;
    for (let j = v; j < Math.min(r.words.length, v + 5); j++) {
      if (r.is(j, TASK_WORDS)) return 'task';
      if (r.is(j, PROJECT_WORDS)) return 'project';
    }
  }
  return null;
}

function priorityIn(text: string): string | undefined {
  const found = [...text.matchAll(PRIORITY)].map((m) => m[1]!);
  const last = found[found.length - 1];
  return last ? (STATUS_WORDS[last] ?? last) : undefined;
}

function objectIndex(r: Reading, kind: 'task' | 'project'): number {
  return r.words.findIndex((_, i) => r.is(i, kind === 'task' ? TASK_WORDS : PROJECT_WORDS));
}

/** The title: from `from` up to the first word that starts another detail. */
function titleFrom(r: Reading, from: number, boundary: (i: number) => boolean): string {
  let end = from;
  while (end < r.tokens.length && !boundary(end)) end++;
  if (end <= from) return '';
  const text = r.message.slice(r.tokens[from]!.start, r.tokens[end - 1]!.end);
  return text.replace(/^[\s"'“‘:,-]+|[\s"'”’:,.!?-]+$/g, '').trim();
}

function startOfTitle(r: Reading, object: number): number {
  for (let i = object + 1; i < Math.min(r.tokens.length, object + 12); i++) {
    if (['called', 'named', 'titled', 'title'].includes(r.words[i]!)) return i + 1;
  }
  let start = object + 1;
  while (start < r.tokens.length && (r.tokens[start]!.punct || (r.words[start] === 'for' && false))) start++;
  return start;
}

function inside(mention: Mention, i: number) {
  return i >= mention.start && i < mention.end;
}

function createTask(r: Reading): Interpretation {
  const { context } = r;
  const object = objectIndex(r, 'task');
  const priority = priorityIn(r.masked);
  const date = r.dates[0];
  // People only after an assignment cue.
  const people = r.people.filter((m) =>
    r.words
      .slice(Math.max(0, m.start - 3), m.start)
      .some((word) => /^(assign|assigned|assignee|for|to|give)$/.test(word)),
  );
  const projects = r.projects.filter((m) => m.start > object || m.end <= object);
  let title = r.quoted?.text ?? '';
  if (!title) {
    const start = startOfTitle(r, object);
    const mentionStarts = new Set([...projects, ...people].map((m) => m.start));
    title = titleFrom(r, start, (i) => {
      const word = r.words[i]!;
      const next = r.words[i + 1];
      if (r.tokens[i]!.punct) return true;
      if (r.dateTokens.has(i) || mentionStarts.has(i)) return true;
      if (['due', 'deadline', 'assign', 'assigned', 'priority'].includes(word)) return true;
      if (
        word === 'with' &&
        /^(a|an|the|low|medium|high|urgent|normal|priority|due|deadline)$/.test(next ?? '')
      )
        return true;
      if (['in', 'to', 'for', 'into', 'under', 'on', 'at', 'within', 'by'].includes(word)) {
        if (next === 'the' || next === 'this' || next === 'project' || next === 'my') {
          const after = r.words[i + 2];
          if (next === 'this' || next === 'project' || mentionStarts.has(i + 2) || after === 'project')
            return true;
        }
        if (mentionStarts.has(i + 1) || r.dateTokens.has(i + 1)) return true;
        if (next === 'here') return true;
      }
      if (
        word === 'and' &&
        (next === 'assign' || next === 'set' || next === 'due' || next === 'make' || next === 'give')
      )
        return true;
      if (
        /^(low|medium|high|urgent)$/.test(word) &&
        (next === 'priority' || next === undefined || next === ',')
      )
        return true;
      if (word === 'called' || word === 'named') return true;
      return false;
    });
  }
  if (!title)
    return clarify('What should the new task be called?', r, [
      'Create a task called Review the draft in my project',
    ]);
  const base: Record<string, unknown> = { title };
  if (date) base.dueDate = date.date;
  if (priority) base.priority = priority;
  const project = projects[0];
  const person = people[0];
  if (project && project.candidates.length > 1) {
    return choose('project', project.candidates, 'create_task', (id) => ({
      ...base,
      projectId: id,
      ...(person?.candidates.length === 1 ? { assigneeId: person.candidates[0]!.id } : {}),
    }));
  }
  const projectId = project ? project.candidates[0]!.id : context.currentProjectId;
  if (!projectId)
    return clarify(
      `Which project should '${title}' go in?`,
      r,
      context.projects.slice(0, 3).map((p) => `Create a task called ${title} in ${p.title}`),
    );
  base.projectId = projectId;
  if (person && person.candidates.length > 1)
    return choose('person', person.candidates, 'create_task', (id) => ({ ...base, assigneeId: id }));
  if (person) base.assigneeId = person.candidates[0]!.id;
  return call('create_task', base, r, [project, person]);
}

function createProject(r: Reading): Interpretation {
  const object = objectIndex(r, 'project');
  const priority = priorityIn(r.masked);
  const date = r.dates[0];
  let title = r.quoted?.text ?? '';
  if (!title) {
    title = titleFrom(r, startOfTitle(r, object), (i) => {
      const word = r.words[i]!;
      if (r.tokens[i]!.punct || r.dateTokens.has(i)) return true;
      if (['due', 'deadline', 'with', 'budget', 'description', 'priority'].includes(word)) return true;
      if (word === 'and' || ((word === 'by' || word === 'on') && r.dateTokens.has(i + 1))) return true;
      if (/^(low|medium|high|urgent)$/.test(word) && r.words[i + 1] === 'priority') return true;
      return false;
    });
  }
  if (!title)
    return clarify('What should the new project be called?', r, ['Create a project called Customer Portal']);
  const args: Record<string, unknown> = { title };
  const description = /\bdescription\s*[:=-]?\s*(.+)$/i.exec(r.message);
  if (description) args.description = description[1]!.trim().replace(/^["'“]|["'”]$/g, '');
  if (date) args.dueDate = date.date;
  if (priority) args.priority = priority;
  const budget = budgetIn(r.message);
  if (budget !== undefined) args.budget = budget;
  return call('create_project', args, r);
}

function budgetIn(message: string): number | undefined {
  const match = /\bbudget\b[^\d$]{0,40}\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?\b/i.exec(message);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) ? value * (match[2] ? 1000 : 1) : undefined;
}

function taskStatus(text: string): string | undefined {
  if (/\b(in[- ]progress|start(ed)? working|working on|start|started|doing)\b/.test(text))
    return 'in-progress';
  if (/\b(in review|review|reviewing)\b/.test(text)) return 'review';
  if (/\b(to[- ]?do|todo|reopen|reopened|not started|backlog)\b/.test(text)) return 'todo';
  if (/\b(done|complete|completed|finish|finished|close|closed)\b/.test(text)) return 'done';
  return undefined;
}

function projectStatus(text: string): string | undefined {
  if (/\b(on[- ]hold|hold|pause|paused)\b/.test(text)) return 'on-hold';
  if (/\b(cancel|cancelled|canceled)\b/.test(text)) return 'cancelled';
  if (/\b(done|complete|completed|finish|finished|close|closed)\b/.test(text)) return 'completed';
  if (/\b(active|resume|reactivate|reopen)\b/.test(text)) return 'active';
  if (/\bplanning\b/.test(text)) return 'planning';
  return undefined;
}

function update(r: Reading, lead: string): Interpretation {
  const { context } = r;
  if (has(r.text, /\b(all|every|each)\b.*\b(tasks?|projects?)\b/))
    return clarify('I change one task or project at a time: which one?', r);
  // A rename's new title is not a target.
  const rename = has(lead, /^rename\b|\b(title|name) of\b/) ? renameTarget(r) : null;
  const within = (m: Mention) => !rename || m.start < rename.from;
  const tasks = r.tasks.filter(within);
  const projects = r.projects.filter(within);
  const hintTask = has(r.text, /\btasks?\b/);
  const hintProject = has(r.text, /\bprojects?\b/) && !r.thisProject;
  let kind: 'task' | 'project' | null = null;
  let target: Mention | null = null;
  const task = tasks[0] ? bestOf(tasks) : null;
  const project = projects[0] ? bestOf(projects) : null;
  if (task && project && task.candidates.length > 1) {
    const inProject = task.candidates.filter(
      (c) => context.tasks.find((t) => t.id === c.id)?.projectId === project.candidates[0]!.id,
    );
    if (inProject.length >= 1) {
      kind = 'task';
      target = { ...task, candidates: inProject };
    }
  }
  if (!target) {
    if (
      task &&
      (!project ||
        (hintTask && !hintProject) ||
        (!hintProject && task.candidates[0]!.score < project.candidates[0]!.score))
    ) {
      kind = 'task';
      target = task;
    } else if (project) {
      kind = 'project';
      target = project;
    }
  }
  if (!target && r.thisProject && context.currentProjectId) kind = 'project';
  if (!kind) {
    if (has(r.text, /\b(it|this|that|task|project|status|priority|due|done)\b/) || hintTask || hintProject)
      return clarify('Which task or project do you mean?', r, [
        'Mark Fix the login bug as done',
        'Set the priority of my task to high',
      ]);
    if (r.people.length > 0 || has(lead, /^(assign|reassign|give|rename|mark)\b/))
      return clarify("I couldn't find that task or project among yours.", r);
    return outOfScope();
  }
  // The words after the target carry the change (a rename's new title aside).
  const after = r.maskOf([target, ...r.people]);
  const args: Record<string, unknown> = {};
  const removeDate = has(r.text, /\b(remove|clear|drop|delete|no|without)\b.*\b(due date|deadline|due)\b/);
  const date = r.dates[0];
  if (removeDate) args.dueDate = null;
  else if (date) args.dueDate = date.date;
  const priority = has(after, /\bpriority\b|\burgent\b|\bmake\b|\bhigh\b|\blow\b|\bmedium\b/)
    ? priorityIn(after)
    : undefined;
  if (priority && !(has(after, /^lower\b/) && priority === undefined)) args.priority = priority;
  if (rename) args.title = rename.title;
  const statusText = after.replace(/\b(priority|due date)\b.*$/, '');
  const status =
    kind === 'task'
      ? taskStatus(priority ? statusText.replace(PRIORITY, '') : statusText)
      : projectStatus(statusText);
  if (status && !rename) args.status = status;
  if (kind === 'project') {
    const budget = budgetIn(r.message);
    if (budget !== undefined) args.budget = budget;
  }
  let people: Mention | null = null;
  if (kind === 'task') {
    if (has(r.text, /\bunassign\b|\b(remove|clear) (the )?assignee\b/)) args.assigneeId = null;
    else if (has(r.text, /\b(assign|assigned|reassign|give|hand|delegate)\b/)) {
      people = r.people.find((m) => !target || m.start >= target.end || m.end <= target.start) ?? null;
      if (!people) return clarify("I couldn't find that person among the people you work with.", r);
    }
  }
  const idKey = kind === 'task' ? 'taskId' : 'projectId';
  const functionName: FunctionName = kind === 'task' ? 'update_task' : 'update_project';
  if (people && people.candidates.length > 1) {
    if (target && target.candidates.length === 1) {
      const id = target.candidates[0]!.id;
      return choose('person', people.candidates, functionName, (person) => ({
        [idKey]: id,
        ...args,
        assigneeId: person,
      }));
    }
  }
  if (people) args.assigneeId = people.candidates[0]!.id;
  if (Object.keys(args).length === 0) {
    const label = target?.candidates[0]?.label ?? 'it';
    return clarify(`What should I change in ${label}?`, r, [
      `Mark ${label} as done`,
      `Set the priority of ${label} to high`,
    ]);
  }
  if (target && target.candidates.length > 1)
    return choose(kind, target.candidates, functionName, (id) => ({ [idKey]: id, ...args }));
  const id = target ? target.candidates[0]!.id : context.currentProjectId!;
  return call(functionName, { [idKey]: id, ...args }, r, [target, people]);
}

function bestOf(mentions: Mention[]): Mention {
  return [...mentions].sort((a, b) => a.candidates[0]!.score - b.candidates[0]!.score)[0]!;
}

/** 'rename X to Y', 'change the title of X to Y': Y, and where it starts. */
function renameTarget(r: Reading): { from: number; title: string } | null {
  for (let i = r.tokens.length - 2; i > 0; i--) {
    if (r.words[i] === 'to' || r.words[i] === 'as') {
      const title = r.message
        .slice(r.tokens[i + 1]!.start)
        .replace(/^["'“]|["'”.!]+$/g, '')
        .trim();
      return title ? { from: i + 1, title } : null;
    }
  }
  return null;
}

function projectRead(functionName: 'project_progress' | 'project_team', r: Reading): Interpretation {
  const project = r.projects[0] ? bestOf(r.projects) : null;
  if (project && project.candidates.length > 1)
    return choose('project', project.candidates, functionName, (id) => ({ projectId: id }));
  if (project) return call(functionName, { projectId: project.candidates[0]!.id }, r, [project]);
  if (r.context.currentProjectId && !hasUnknownName(r))
    return call(functionName, { projectId: r.context.currentProjectId }, r);
  return clarify(
    'Which project do you mean?',
    r,
    r.context.projects
      .slice(0, 3)
      .map((p) =>
        functionName === 'project_team' ? `Who is on the ${p.title} team?` : `How is ${p.title} going?`,
      ),
  );
}

/** Words that look like a name but name nothing the user can see ('Project Phoenix'). */
function hasUnknownName(r: Reading): boolean {
  return r.tokens.some(
    (token, i) =>
      i > 0 &&
      /^[A-Z]/.test(token.text) &&
      !token.punct &&
      !r.projects.some((m) => inside(m, i)) &&
      !r.tasks.some((m) => inside(m, i)) &&
      !r.dateTokens.has(i) &&
      !['I', "I'm"].includes(token.text),
  );
}

function listTasks(r: Reading): Interpretation {
  const { context } = r;
  const args: Record<string, unknown> = {};
  const text = r.maskOf(r.projects);
  const stripped = text.replace(/\b(show|tell|give|get|find|let) me\b/g, '');
  if (has(stripped, /\b(my|mine|assigned to me|i have|am i|i am|do i|i'm|im|should i|i should)\b/))
    args.assignedToMe = true;
  const status = has(text, /\bworking on\b/) ? 'in-progress' : taskStatus(text.replace(/\bstatus\b/, ''));
  if (status) args.status = status;
  const priority = priorityIn(text);
  if (priority) args.priority = priority;
  if (has(text, /\boverdue\b|\blate\b|\bpast due\b/)) args.due = 'overdue';
  else if (has(r.text, /\btoday\b/) && !r.dates.some((d) => !/today/i.test(r.message.slice(d.start, d.end))))
    args.due = 'today';
  else if (r.dates.some((d) => d.week === 'this')) args.due = 'this_week';
  else if (r.dates.length > 0) {
    const first = r.dates[0]!;
    const second = r.dates[1];
    if (second && has(r.text, /\bbetween\b|\bfrom\b/)) {
      args.dueFrom = first.date;
      args.dueTo = second.date;
    } else if (first.until) {
      args.dueFrom = first.date;
      args.dueTo = first.until;
    } else if (has(r.text, /\b(by|before|until)\b/)) args.dueTo = first.date;
    else if (has(r.text, /\bafter\b|\bfrom\b/)) args.dueFrom = first.date;
    else {
      args.dueFrom = first.date;
      args.dueTo = first.date;
    }
  }
  const project = r.projects[0] ? bestOf(r.projects) : null;
  if (project && project.candidates.length > 1)
    return choose('project', project.candidates, 'list_tasks', (id) => ({ ...args, projectId: id }));
  if (project) args.projectId = project.candidates[0]!.id;
  else if (r.thisProject) {
    if (!context.currentProjectId) return clarify('Which project do you mean?', r);
    args.projectId = context.currentProjectId;
  } else if (hasUnknownName(r))
    return clarify("I couldn't find that project among yours.", r, ['Show my projects']);
  return call('list_tasks', args, r, [project]);
}

function listProjects(r: Reading): Interpretation {
  const status = projectStatus(r.maskOf(r.projects).replace(/\bdone\b/, 'completed'));
  return call('list_projects', status ? { status } : {}, r);
}

export const analyzer: Analyzer = winkAnalyzer();
export const interpret: Interpret = createInterpreter(analyzer);
