import type { EngineContext, Interpretation } from '../contract';
import { call, choose } from './answers';
import { update } from './changes';
import type { Candidate, Mention } from './names';
import type { Reading } from './reading';
import { inside } from './slots';
import { has } from './words';

// The conversation layer, read before anything else: 'yes' and 'no' to a pending call, 'it', 'that', 'the second
// one' and 'me' pointing into the conversation, 'and the other one?' repeating the last call, and a short change
// with nothing named applying to the object in focus.

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: -1,
};
/** Words after which 'that' names the object in focus ('mark that done'), not a clause ('tasks that are late'). */
const ACTS_ON =
  /^(mark|set|move|assign|reassign|give|delete|remove|open|rename|make|change|finish|complete|close|reopen|update|push|start|show|cancel|pause|archive|edit)$/;
const NAMING_ME = /^(to|assign|assigned|reassign)$/;

function candidateOf(context: EngineContext, type: 'task' | 'project', id: string): Candidate | null {
  const label =
    type === 'task'
      ? context.tasks.find((t) => t.id === id)?.title
      : context.projects.find((p) => p.id === id)?.title;
  return label === undefined ? null : { id, label, score: 0.05 };
}

/**
 * Words that point into the conversation: 'it', 'that', 'this task' (the focus), 'the first one', 'the last
 * one', 'the other one' (what was listed), and 'me' after 'assign … to' (the user).
 */
export function referencesIn(
  words: readonly string[],
  context: EngineContext,
): { found: Mention[]; dangling: boolean } {
  const { focus, listed, lastCall } = context.conversation;
  const found: Mention[] = [];
  let dangling = false;
  const push = (
    type: 'task' | 'project' | 'person',
    start: number,
    end: number,
    candidate: Candidate | null,
  ) => {
    if (candidate) found.push({ kind: type, start, end, candidates: [candidate] });
  };
  words.forEach((word, i) => {
    const next = words[i + 1];
    const previous = words[i - 1] ?? '';
    if ((word === 'me' || word === 'myself') && NAMING_ME.test(previous)) {
      const me = context.people.find((p) => p.id === context.userId);
      if (me) push('person', i, i + 1, { id: me.id, label: me.name, score: 0 });
      return;
    }
    if (focus) {
      const noun = next === 'task' || next === 'project' || next === 'one' ? next : null;
      const pointing =
        word === 'it' ||
        word === 'its' ||
        (word === 'there' && i > 0) ||
        ((word === 'this' || word === 'that') &&
          (noun !== null || ACTS_ON.test(previous) || (word === 'that' && next === undefined)));
      if (pointing && (noun === null || noun === 'one' || noun === focus.type)) {
        push(focus.type, i, noun ? i + 2 : i + 1, candidateOf(context, focus.type, focus.id));
        return;
      }
    }
    if (listed && listed.ids.length > 0) {
      const ordinal = ORDINALS[word];
      const other = word === 'other' && (next === 'one' || next === 'task' || next === 'project' || !next);
      if (ordinal === undefined && !other) return;
      // 'the first one', 'the last task'; not 'the first week' or 'last month'.
      const counted = next === 'one' || next === 'task' || next === 'project' || next === undefined;
      const alone =
        previous === 'the' && !/^(week|month|day|time|of|half|quarter|thing|few)$/.test(next ?? '');
      if (ordinal !== undefined && !counted && !alone) return;
      let id: string | undefined;
      if (other) {
        const touched = new Set(Object.values(lastCall?.arguments ?? {}));
        const rest = listed.ids.filter((candidate) => !touched.has(candidate));
        id = rest.length === 1 ? rest[0] : undefined;
      } else if (ordinal !== undefined) {
        id = ordinal < 0 ? listed.ids[listed.ids.length - 1] : listed.ids[ordinal];
        if (id === undefined) dangling = true;
      }
      const end = next === 'one' || next === 'task' || next === 'project' ? i + 2 : i + 1;
      if (id) push(listed.type, i, end, candidateOf(context, listed.type, id));
    }
  });
  return { found, dangling };
}

const AFFIRM =
  /^(yes|yep|yeah|yup|ya|sure|ok|okay|confirm|confirmed|do it|go ahead|go for it|please do|correct|right|absolutely|definitely|of course|y)\b(?!.*\b(not|don't|dont|no)\b)/;
const DENY =
  /^(no|nope|nah|cancel|never ?mind|nevermind|don't|dont|do not|stop|forget it|abort|n|not now|leave it|keep it)\b/;

/** 'yes' and 'no' to a call that waits for them; null when the message is something else. */
export function answerToPending(text: string, context: EngineContext): Interpretation | null {
  const pending = context.conversation.pending;
  if (!pending) return null;
  const said = text.trim().replace(/[.!?]+$/, '');
  if (DENY.test(said)) return { kind: 'cancel', response: "OK, I won't do that.", confidence: 0.95 };
  if (AFFIRM.test(said))
    return {
      kind: 'call',
      functionName: pending.functionName,
      arguments: { ...pending.arguments, confirmed: true },
      confidence: 0.95,
    };
  return null;
}

/** Words that only carry a follow-up ('and the other one?', 'what about Mobile App Launch', 'same for X'). */
const ELLIPSIS = new Set(
  `and the what about how for do same too also as well please one with then now ok okay same thing it again`.split(
    ' ',
  ),
);

/** 'and the other one?', 'do the same for X': the last call again, on what the message names. */
export function repeatLastCall(r: Reading): Interpretation | null {
  const last = r.context.conversation.lastCall;
  if (!last) return null;
  const key =
    typeof last.arguments.taskId === 'string'
      ? 'taskId'
      : typeof last.arguments.projectId === 'string'
        ? 'projectId'
        : null;
  if (!key) return null;
  const mentions = key === 'taskId' ? r.tasks : r.projects;
  if (mentions.length !== 1) return null;
  const mention = mentions[0]!;
  const rest = r.words.filter((_word, i) => !inside(mention, i) && !r.tokens[i]!.punct);
  if (!rest.every((word) => ELLIPSIS.has(word))) return null;
  if (mention.candidates.length > 1)
    return choose(mention.kind, mention.candidates, last.functionName, (id) => ({
      ...last.arguments,
      [key]: id,
    }));
  return call(last.functionName, { ...last.arguments, [key]: mention.candidates[0]!.id }, r, [mention]);
}

/** Words that change a task or project on their own ('not important actually', 'tomorrow instead'). */
const CHANGE_WORDS =
  /\b(low|medium|high|urgent|critical|asap|important|whenever|done|finished|complete|completed|in progress|started|review|todo|to do|on hold|paused|cancelled|active|deadline|due date|due)\b/;

/**
 * The leads of a new reminder ('remind me to buy stamps next Friday', 'I need to call Sam'): a new task, even with a
 * date in it and something in focus.
 */
const REMINDER_LEAD =
  /^(?:(?:please|can you|could you|hey|ok|okay|pls)[\s,]+)*(?:(?:remind|remnd|reminde|remid) me\b|remember to\b|don'?t let me forget\b|(?:i )?need to\b|(?:i )?have to\b|i must\b|i should\b|(?:i )?gotta\b|i've got to\b|ive got to\b|note to self\b|todo\b|to-do\b|jot down\b)/;

/** A short change with nothing named: it applies to the object in focus. */
export function followUpOnFocus(r: Reading): Interpretation | null {
  const focus = r.context.conversation.focus;
  if (!focus || r.tasks.length > 0 || r.projects.length > 0 || r.people.length > 0) return null;
  if (
    r.words.length > 10 ||
    has(r.text, /\b(tasks?|projects?|show|list|what|which|how|who|create|add|new|delete|open)\b/) ||
    REMINDER_LEAD.test(r.text)
  )
    return null;
  if (!CHANGE_WORDS.test(r.text) && r.dates.length === 0) return null;
  const candidate = candidateOf(r.context, focus.type, focus.id);
  if (!candidate) return null;
  const mention: Mention = { kind: focus.type, start: 0, end: 0, candidates: [candidate] };
  const list = focus.type === 'task' ? r.tasks : r.projects;
  list.push(mention);
  return update(r, r.text, focus.type);
}
