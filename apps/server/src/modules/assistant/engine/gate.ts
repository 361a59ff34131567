import type { Reading, World } from './reading';
import { startAfterLead } from './slots';
import { has } from './words';

// The gate before the classifier: a message with no name the user can see, no work word and no 'remind me to'
// lead is out of scope ('what should I eat for dinner', 'thanks'), whatever the classifier would make of it.

/** Words that only come up about work in this app: without one, nor a name, a message is not for the engine. */
const WORK_WORDS =
  /\b(tasks?|projects?|team\w*|members?|todos?|to-?dos?|to do|deadlines?|due|overdue|late|behind|priority|priorities|prioriti[sz]e|urgent|asap|assign\w*|unassign\w*|reassign\w*|progress|status|workload|plate|backlog|colleagues?|coworkers?|co-workers?|teammates?|remind\w*|reminder|done|finished|complete|completed|review|started|pending|on hold|cancelled|active|planning|budget|description|rename|delete|remove|undo|help|hello|hi|hey|work\w*|assignments?|items?|page|screen|open|go to|take me|navigate|tick off|check off|kick off|remaining|left|coming up|critical|finish\w*|cancel\w*|involved|on track|overall|doing|change|move|mark|same|remnd|reminde|remid|gotta|options|assistant|commands?|greetings)\b/;
export const GREETING =
  /^(hi|hello|hey|hiya|yo|howdy|help|help me|good (morning|afternoon|evening))\b|\bwhat (can|could|do) (you|i) (do|ask)|\bwhat you can do\b|\bquick actions?\b|\bsuggestions?\b|\bhow (can|do) (you|i)\b.*\b(help|use)\b|\bwhat are you able\b|\bcommands?\b|\bfeatures?\b|\bhelp\b|\boptions\b|\bgreetings\b|\bassistant\b|\bthings (can|could) i (ask|say|do)\b/;

/** Asking what the assistant offers, in so many words. */
export const HELP_REQUEST =
  /^(?:(?:show|list|give|tell)(?: me)? |what are )?(?:the |my |your |all )?(?:options|commands)(?: (?:do i have|i have|here|please|available))*\s*[?.!]*$|\bhow (?:do|does|can|should|am) (?:i|you|this)\b.*\bassistant\b|\bassistant\b.*\bwork\b/;

/** Whether a message is about the user's work here: a name they can see, a work word, or a 'remind me to'. */
export function aboutWork(r: Reading, w: World): boolean {
  if (r.projects.length > 0 || r.tasks.length > 0 || r.quoted || r.unknownId || r.thisProject) return true;
  if (r.context.currentProjectId && has(r.text, /\b(it|this|here)\b/)) return true;
  if (has(r.text, WORK_WORDS) || has(r.text, GREETING)) return true;
  if (r.words.some((word) => w.screenWords.has(word))) return true;
  return startAfterLead(r) > 0 && r.words.length > 2;
}
