import { GREETING } from './gate';
import type { Reading } from './reading';
import { createObject, startAfterLead } from './slots';
import { has, PROJECT_WORDS, TASK_WORDS } from './words';

// The keyword layer: the intent a message's sentence shape points at. The classifier gets it as one feature
// (reader.ts), and the engine lets it settle a close call (interpreter.ts).

const LEAD =
  /^(please |can you |could you |would you |will you |hey |ok |okay |i want to |i'd like to |id like to |let's |lets |just |quickly |actually |also |now |and |then |oh |so )+/;

/**
 * The keyword layer's reading of a message: which intent its sentence shape points at (a verb that opens it, a
 * 'who … on', a 'how is … going'), or null. It is one feature among the classifier's (train.ts learns how far to
 * trust it), not the decision.
 */
export function cueOf(r: Reading): string | null {
  const { masked, text } = r;
  const lead = text.replace(LEAD, '');
  const hasWord = (list: readonly string[]) => r.words.some((_, i) => r.is(i, list));
  const taskish = r.tasks.length > 0 || hasWord(TASK_WORDS);
  const projectish = r.projects.length > 0 || hasWord(PROJECT_WORDS) || r.thisProject;
  const onObject = (what: string) =>
    taskish && !(hasWord(PROJECT_WORDS) && r.tasks.length === 0)
      ? `${what}_task`
      : projectish
        ? `${what}_project`
        : what;
  if (
    has(
      text,
      /^(hi|hello|hey|hiya|yo|help|help me|good (morning|afternoon|evening))( there| please)?\s*[!?.]*$/,
    )
  )
    return 'quick_actions';
  if (
    has(
      text,
      /\bwhat (can|could|do) (you|i) (do|ask)|\bwhat you can do\b|\bquick actions?\b|\bsuggestions?\b|\bhow can you help\b/,
    ) ||
    (has(text, GREETING) && !has(text, /\b(tasks?|projects?)\b/) && r.projects.length + r.tasks.length === 0)
  )
    return 'quick_actions';
  // 'take me off X' before 'take me to'; 'remove X from P' deletes the task, 'remove Dana from X' unassigns.
  if (has(masked, /^(take|remove|drop) (me|<person>) (off|from)\b|^i'?ll (take|do|handle|grab)\b/))
    return 'update_task';
  if (has(masked, /^(remove|delete) (the )?<task> from (the )?<project>/)) return 'delete_task';
  if (has(text, /\bstatus update\b|\bupdate me on\b|\bany updates? (on|for|about)\b/))
    return 'project_progress';
  if (has(text, /^(put|add) ["“'‘]/)) return 'create_task';
  if (
    has(lead, /^(delete|erase|destroy|wipe|trash|discard|scrap|get rid of)\b/) ||
    (has(lead, /^remove\b/) && !has(text, /\b(due date|deadline|assignee|due|from)\b/))
  )
    return onObject('delete');
  if (has(lead, /^(remove|clear|drop)\b.*\b(due date|deadline|assignee|due|priority)\b/))
    return onObject('update');
  if (has(lead, /^(open|go|take me|navigate|bring me|head|jump|switch|visit|bring up|pull up|back to)\b/))
    return 'navigate';
  if (has(masked, /^(show|display)( me)?( the)? <(project|task)>( page| project| task)?$/)) return 'navigate';
  if (
    has(
      masked,
      /\bhow many\b.*\b(in|on|of|for)( the)? <project>|\bwhat'?s? (is )?left\b.*<project>|<project>.*\bleft to do\b/,
    )
  )
    return 'project_progress';
  if (
    has(
      lead,
      /^show (me )?(my |the )?(calendar|dashboard|profile|settings|help|todos?|todo list|quick todo)( page| screen)?$/,
    )
  )
    return 'navigate';
  const create = createObject(r);
  if (create) return `create_${create}`;
  // 'I need to sort out the team lunch', 'remind me to …': a task being dictated.
  const afterLead = startAfterLead(r);
  const namesTask = r.tasks.some((m) => m.start === afterLead && m.candidates[0]!.score < 0.12);
  if (
    !namesTask &&
    afterLead > 0 &&
    afterLead < r.words.length &&
    !/^(see|know|find|check|view|look|get|show)$/.test(r.words[afterLead] ?? '')
  )
    if (!hasWord(TASK_WORDS) || has(text, /^(remind|todo|to-do|note)/)) return 'create_task';
  if (
    has(
      lead,
      /^(mark|set|change|move|assign|reassign|unassign|give|hand|rename|update|edit|complete|finish|start|reopen|make|push|lower|raise|increase|decrease|extend|put|cancel|postpone|delay|reschedule|close|bump|resume|pause|clear|reactivate|restart|unpause|prioriti[sz]e|deprioriti[sz]e|let|have)\b/,
    ) ||
    has(
      masked,
      /^(the |this )?(task |project )?(<(task|project)>|this project|it) (is|was|has been) (now )?(done|complete|completed|finished|cancelled|canceled|on hold|paused|in review|ready for review)\b/,
    )
  )
    return onObject('update');
  if (
    has(
      masked,
      /\bteam\b|\bmembers?\b|\bcolleagues?\b|\bteammates?\b|\bco-?workers?\b|\bwho('s| is| are)? (is |are )?(on|in|working|works|involved|part)\b|\bwho works\b|\bwork(s|ing)? with\b|\bpeople (on|in|of|working)\b/,
    )
  )
    return 'project_team';
  if (hasWord(TASK_WORDS)) return 'list_tasks';
  if (
    has(
      masked,
      /\bprogress\b|\bhow('s| is| are)?\b.*\bgoing\b|\bhow are we doing\b|\bon track\b|\bhow far\b|\bhow much of\b|\bcompletion\b|\bstatus (of|for)\b|\bproject status\b|\bhows\b/,
    )
  )
    return 'project_progress';
  if (has(masked, /\boverdue\b|\bdue\b|\bwork(ing)? on\b/)) return 'list_tasks';
  if (hasWord(PROJECT_WORDS)) return 'list_projects';
  return null;
}
