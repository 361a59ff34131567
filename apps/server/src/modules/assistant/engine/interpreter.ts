import type { EngineContext, Interpret, Interpretation } from '../contract';
import type { Analyzer } from './analyzer';
import { call, clarify, guard, outOfScope } from './answers';
import {
  changeFields,
  changeLabels,
  createProject,
  createSubtask,
  createTask,
  remove,
  update,
} from './changes';
import type { IntentModel } from './classifier';
import { answerToPending, followUpOnFocus, repeatLastCall } from './conversation';
import { aboutWork, GREETING, HELP_REQUEST } from './gate';
import { listProjects, listTasks, navigate, projectRead } from './queries';
import { createReader } from './reader';
import type { Reading, World } from './reading';
import { objectIndex, startAfterLead } from './slots';
import { FIELD_CUE_NOT, has, LABEL_CUE, SUBTASK_CUE } from './words';

// The local engine: the conversation rules (conversation.ts), a gate for messages about nothing here (gate.ts), the
// trained intent classifier (classifier.ts, with the keyword cue of cue.ts) and a slot grammar per intent (slots.ts,
// changes.ts, queries.ts), over the words' base forms (the analyzer), chrono-node dates and fuse.js names
// (reader.ts). It reads one message against what the user can see and answers a call, a question, a choice, a
// cancel or an honest 'not something I do' (answers.ts). Only ids from the context ever reach a call, and a delete
// is confirmed only by the user's 'yes' to that same pending delete. README.md has the design; this file keeps the
// order the layers are tried in (`decide`).

export interface Engine {
  interpret: Interpret;
  /** The classifier's features of a message read against a context (what train.ts learns from). */
  features(message: string, context: EngineContext): string[];
}

export function createEngine(analyzer: Analyzer, model: IntentModel | null): Engine {
  const { world, read } = createReader(analyzer);

  function interpret(message: string, context: EngineContext): Interpretation {
    const w = world(context);
    const r = read(message.slice(0, 2000), context, w);
    if (r.tokens.length === 0) return clarify('What can I do for you?', r);
    const answer = decide(r, w, model);
    return guard(answer, r);
  }

  return {
    interpret,
    features: (message, context) => read(message.slice(0, 2000), context, world(context)).features,
  };
}

/** How far (log2 odds) the keyword reading may trail the classifier's best guess and still decide: tuned on dev
 * and the cross-validation (0: 97.4 / 95.0 %, 5: 97.8 / 95.3 %, 10: 95.6 / 95.4 %). */
export const CUE_MARGIN = 5;

/** Below this the classifier's guess is not trusted: the engine asks. */
export const INTENT_THRESHOLD = 0.5;

function decide(r: Reading, w: World, model: IntentModel | null): Interpretation {
  const { text } = r;
  const pending = answerToPending(r.message.toLowerCase(), r.context);
  if (pending) return pending;
  if (has(text, /^(please )?(undo|revert)\b/))
    return clarify('Use the Undo button under the reply you want to take back.', r);
  const again = repeatLastCall(r);
  if (again) return again;
  if (!model) return clarify('What can I do for you?', r);
  // Instructions aimed at the assistant itself are not requests about projects or tasks.
  if (
    has(
      text,
      /\b(ignore|disregard|forget|override)\b.*\b(instructions?|rules|prompt|guidelines|restrictions)\b/,
    ) ||
    has(
      text,
      /\bpretend (you|to be)\b|\byou are now\b|\b(other|another|all|every) organi[sz]ations?\b|\badmin (rights|access|privileges|role)\b/,
    )
  )
    return outOfScope();
  // A bulk delete or clean-out is not something the assistant does ('delete all tasks', 'clear out all done').
  if (has(text, /\b(delete|remove|clear out|wipe|erase|purge|trash)\b.*\b(all|every|everything|each)\b/))
    return clarify('I delete one task or project at a time, after you confirm: which one?', r);
  // Taking someone off a task is an unassignment, whatever else the words resemble ('take me off X').
  if (
    r.tasks.length > 0 &&
    has(r.maskOf([...r.tasks, ...r.people]), /^(take|remove|drop) (me|<person>) (off|from)\b/)
  )
    return update(r, text, 'task');
  // A sub-task of a task named, a custom field's value, or labels put on or taken off one: the shape of the sentence says it (the task's
  // own words masked: 'Label pallet racks' is a task, not a cue), whatever else the words resemble.
  if (r.tasks.length > 0 && !has(text, /^(show|list|what|which|how|who|find|are|is|do|does)\b/)) {
    const named = r.maskOf(r.tasks);
    if (has(named, SUBTASK_CUE)) return createSubtask(r);
    // A custom field of the task's project named with its value ('set the story points of X to 5').
    const fields = has(named, FIELD_CUE_NOT) ? null : changeFields(r);
    if (fields) return fields;
    if (has(named, LABEL_CUE)) return changeLabels(r);
  }
  // 'the second one is done' when one thing was listed: not the focus, nor anything else, but a question.
  if (r.danglingOrdinal && r.tasks.length === 0 && r.projects.length === 0) {
    const listed = r.context.conversation.listed;
    const count = listed?.ids.length ?? 0;
    return clarify(
      `I only listed ${count === 1 ? `one ${listed?.type}` : `${count} ${listed?.type}s`}: which do you mean?`,
      r,
    );
  }
  const elliptical = followUpOnFocus(r);
  if (elliptical) return elliptical;
  // 'anything on hold?', 'what got cancelled': statuses only projects have, asked about with nothing named.
  if (
    r.projects.length + r.tasks.length === 0 &&
    !r.thisProject &&
    !r.context.conversation.focus &&
    has(text, /^(what|which|anything|any|is anything|are any|has anything|have any)\b/) &&
    has(text, /\b(on[- ]hold|paused|cancell?ed|canceled)\b/) &&
    !has(text, /\btasks?\b/)
  )
    return listProjects(r);
  if (!aboutWork(r, w) && !has(r.message.toLowerCase().trim(), HELP_REQUEST)) return outOfScope();
  // Asking what the assistant offers ('options', 'list the commands', 'how does this assistant work'), with
  // nothing named: the quick actions, whatever the classifier makes of so few words.
  // The words as typed: the typo repair may take 'options' for a keyword.
  if (
    r.projects.length + r.tasks.length + r.people.length === 0 &&
    has(r.message.toLowerCase().trim(), HELP_REQUEST)
  )
    return call('quick_actions', {}, r);
  const guess = model.classify(r.features);
  if (guess.intent === 'unknown') {
    if (r.projects.length > 0 || r.tasks.length > 0)
      return clarify('What would you like to know or change about it?', r);
    return outOfScope();
  }
  // The keyword reading wins a close call: its odds within CUE_MARGIN (log2) of the best guess.
  const cueIntent = r.features.find((f) => f.startsWith('r:'))?.slice(2);
  const cueOdds = guess.ranked.find(([intent]) => intent === cueIntent)?.[1];
  const bestOdds = guess.ranked[0]?.[1];
  if (cueIntent && cueOdds !== undefined && bestOdds !== undefined && bestOdds - cueOdds < CUE_MARGIN)
    guess.intent = cueIntent;
  if (guess.confidence < INTENT_THRESHOLD && guess.intent !== 'out_of_scope') {
    // Unsure between a few: the keyword layer's reading settles it when it is one of the two best.
    const cue = r.features.find((f) => f.startsWith('r:'))?.slice(2);
    const top = guess.ranked.slice(0, 2).map(([intent]) => intent);
    if (cue && top.includes(cue)) guess.intent = cue;
    else return clarify('I am not sure what you mean. Did you mean one of these?', r);
  }
  const lead = text.replace(
    /^(please |can you |could you |would you |hey |ok |i want to |i'd like to |id like to |let's |lets )+/,
    '',
  );
  switch (guess.intent) {
    case 'quick_actions':
      // A greeting or a question about the assistant; 'thanks' or 'play some music' is neither.
      if (!has(text, GREETING)) return outOfScope();
      return call('quick_actions', {}, r);
    case 'list_tasks':
      return listTasks(r);
    case 'list_projects':
      return listProjects(r);
    case 'project_team':
      // 'who invented the telephone': a 'who' with no team, project or colleague in it is not about the team.
      if (
        r.projects.length === 0 &&
        !r.thisProject &&
        !has(
          r.text,
          /\b(team\w*|members?|colleagues?|people|work with|working with|coworkers?|co-workers?|everyone|staff|crew|involved|on (it|this|that))\b/,
        )
      )
        return outOfScope();
      return projectRead(guess.intent, r);
    case 'project_progress':
      return projectRead(guess.intent, r);
    case 'create_task':
      // Without a task word or a 'remind me to' lead the message is not naming a task ('pay the invoice for me').
      if (has(r.maskOf(r.tasks), SUBTASK_CUE)) return createSubtask(r);
      if (objectIndex(r, 'task') < 0 && startAfterLead(r) === 0 && !r.quoted) return outOfScope();
      return createTask(r);
    case 'create_project':
      return createProject(r);
    case 'update_task':
    case 'update_project':
      if (r.unknownId) return clarify("I couldn't find anything with that id among what you can see.", r);
      if (guess.intent === 'update_task' && has(r.maskOf(r.tasks), LABEL_CUE)) return changeLabels(r);
      return update(r, lead, guess.intent === 'update_task' ? 'task' : 'project');
    case 'delete_task':
    case 'delete_project':
      return remove(r, guess.intent === 'delete_task' ? 'task' : 'project');
    case 'navigate':
      return navigate(r, w, lead);
    case 'cancel':
    case 'out_of_scope':
      return outOfScope();
    default:
      return clarify('What can I do for you?', r);
  }
}
