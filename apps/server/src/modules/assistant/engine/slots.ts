import type { Candidate, Mention } from './names';
import type { Reading, World } from './reading';
import { tokenize } from './text';
import { CREATE_VERBS, PRIORITY, PROJECT_WORDS, STATUS_WORDS, TASK_WORDS } from './words';

// The slot grammar the intents share: which object a message creates, where a title starts and ends, priority,
// status and budget words, a rename's new title, the best of several name matches, a capitalised name that
// names nothing the user can see, and the screen a phrase names. The calls built from them are in changes.ts and
// queries.ts.

/** The screen a phrase names: the whole phrase, else its best run of words ('app settings' -> Settings). */
export function screenFor(w: World, phrase: string): Candidate | undefined {
  const whole = w.screens.lookup(phrase).filter((c) => c.score <= 0.3)[0];
  if (whole) return whole;
  // 'the task Paint the lobby', 'the organization dashboard': an object or a screen of its own, not 'tasks'.
  if (/\b(task|project|org|organization|organisation)\b/.test(phrase)) return undefined;
  const words = phrase.split(' ').filter((word) => !['the', 'my', 'a', 'for', 'of', 'to'].includes(word));
  let best: Candidate | undefined;
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      if (start === 0 && end === words.length) continue;
      const dropped = words.length - (end - start);
      for (const c of w.screens.lookup(words.slice(start, end).join(' '))) {
        const score = c.score + 0.06 * dropped;
        if (c.score <= 0.2 && score <= 0.35 && (!best || score < best.score)) best = { ...c, score };
      }
    }
  }
  return best;
}

/** 'create a task …' / 'new project …': which object, or null. */
export function createObject(r: Reading): 'task' | 'project' | null {
  const limit = Math.min(r.words.length, 6);
  for (let v = 0; v < limit; v++) {
    if (!r.is(v, CREATE_VERBS) && !(r.words[v] === 'set' && r.words[v + 1] === 'up')) continue;
    for (let j = v; j < Math.min(r.words.length, v + 5); j++) {
      if (r.is(j, TASK_WORDS)) return 'task';
      if (r.is(j, PROJECT_WORDS)) return 'project';
    }
  }
  return null;
}

export function priorityIn(text: string): string | undefined {
  const found = [...text.matchAll(PRIORITY)].map((m) =>
    /important$/.test(m[1]!) && m[1]!.includes(' ') ? 'not important' : m[1]!,
  );
  const last = found[found.length - 1];
  return last ? (STATUS_WORDS[last] ?? last) : undefined;
}

export function objectIndex(r: Reading, kind: 'task' | 'project'): number {
  return r.words.findIndex((_, i) => r.is(i, kind === 'task' ? TASK_WORDS : PROJECT_WORDS));
}

/** The title: from `from` up to the first word that starts another detail. */
export function titleFrom(r: Reading, from: number, boundary: (i: number) => boolean): string {
  let end = from;
  while (end < r.tokens.length && !boundary(end)) end++;
  if (end <= from) return '';
  const text = r.message.slice(r.tokens[from]!.start, r.tokens[end - 1]!.end);
  return text.replace(/^[\s"'“‘:,-]+|[\s"'”’:,.!?-]+$/g, '').trim();
}

export function startOfTitle(r: Reading, object: number): number {
  for (let i = object + 1; i < Math.min(r.tokens.length, object + 12); i++) {
    if (['called', 'named', 'titled', 'title'].includes(r.words[i]!)) return i + 1;
  }
  let start = object + 1;
  while (start < r.tokens.length && r.tokens[start]!.punct) start++;
  // 'add a task to call the printer': the 'to' opens the title, not a place.
  const placeNext = r.projects.some(
    (m) => m.start === start + 1 || (m.start === start + 2 && r.words[start + 1] === 'the'),
  );
  if (
    r.words[start] === 'to' &&
    !placeNext &&
    !['my', 'the', 'this', 'project'].includes(r.words[start + 1] ?? '')
  )
    start++;
  else if (r.words[start] === 'for' && !r.people.some((m) => m.start === start + 1)) start++;
  return start;
}

/** Where a task's title starts when no 'task' word introduces it: after 'remind me to', 'I need to', 'todo:'. */
const TASK_LEAD =
  /^(?:(?:please|can you|could you|would you|hey|ok|okay|pls)[\s,]+)*(?:(?:(?:remind|remnd|reminde|remid) me(?: (?:on|by|at|in|for))? to|remember to|don'?t let me forget to|(?:i )?need to|(?:i )?have to|i must|i should(?: really| probably| also)?|(?:i )?gotta|i've got to|ive got to|note to self|todo|to-do|to do|add|create|make|new|put|jot down|log)\b[\s:,-]*)(?:(?:a|an)\s+)?(?:new\s+)?(?:(?:personal|quick)\s+)?(?:(?:todo|to-do|reminder)\b[\s:,-]*)?(?:to\s+)?/i;

export function startAfterLead(r: Reading): number {
  // The lead is read without the dates in it ('remind me next Monday to chase the invoice').
  const kept = r.tokens.map((_, i) => i).filter((i) => !r.dateTokens.has(i));
  const text = kept.map((i) => r.words[i]!).join(' ');
  const match = TASK_LEAD.exec(text);
  if (!match) return 0;
  const consumed = tokenize(match[0]).length;
  const index = kept[consumed];
  return index === undefined ? r.tokens.length : index;
}

export function inside(mention: Mention, i: number) {
  return i >= mention.start && i < mention.end;
}

export function budgetIn(message: string): number | undefined {
  const match =
    /\bbudget\b[^\d$]{0,40}\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?\b/i.exec(message) ??
    /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?\s+budget\b/i.exec(message);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) ? value * (match[2] ? 1000 : 1) : undefined;
}

export function taskStatus(text: string): string | undefined {
  if (
    /\bneeds? (doing|to be done)\b|\b(left|have|has|need|needs|still) to do\b|\bget (it |them |things )?done\b/.test(
      text,
    )
  )
    return undefined;
  if (
    /(\bnot|n't|\bhavent|\bhasnt|\bdidnt|\bnever|\byet to|\bnobody has|\bno one has|\bnobody's)( been| even| yet)? (start|started|begun|touched)\b|\bpending\b|\bnot started\b/.test(
      text,
    )
  )
    return 'todo';
  if (/\b(waiting (for|on) (a )?review|awaiting review|to be reviewed|under review)\b/.test(text))
    return 'review';
  if (/\b(check(ed)? off|tick(ed)? off|cross(ed)? off|wrap(ped)? up|knock(ed)? out)\b/.test(text))
    return 'done';
  if (
    /\b(in[- ]progress|start(ed)? working|working on|start|started|starting|doing|begin|began|kick(ed)? off|being worked on)\b/.test(
      text,
    )
  )
    return 'in-progress';
  if (/\b(in review|review|reviewing)\b/.test(text)) return 'review';
  // 'todo items', 'my to-do list' are tasks in general; 'todo tasks', 'back to to do', 'reopen' are the status.
  if (
    /\b(to[- ]?do|todo) tasks?\b|\b(in|as|status|marked|back to|still in|to) (to[- ]?do|todo)\b|\b(are|is) (still )?(to[- ]?do|todo)\b|\breopen(ed)?\b|\bnot started\b|\bbacklog\b/.test(
      text,
    )
  )
    return 'todo';
  if (/\b(done|complete|completed|finish|finished|close|closed)\b/.test(text)) return 'done';
  return undefined;
}

export function projectStatus(text: string): string | undefined {
  if (/\b(on[- ]hold|hold|pause|paused)\b/.test(text)) return 'on-hold';
  if (/\b(cancel|cancelled|canceled)\b/.test(text)) return 'cancelled';
  if (/\b(done|complete|completed|finish|finished|close|closed)\b/.test(text)) return 'completed';
  if (
    /(\bnot|n't|\bhavent|\bhasnt|\byet to)( been| even| yet)? (started|start|kicked off|begun)\b|\bplanning\b|\bplanned\b|\bupcoming\b/.test(
      text,
    )
  )
    return 'planning';
  if (
    /\b(active|resume|reactivate|reopen|restart|unpause|revive|kick(ed)? off|running (right )?now|running at the moment|currently running|ongoing|under ?way)\b/.test(
      text,
    )
  )
    return 'active';
  return undefined;
}

export function bestOf(mentions: Mention[]): Mention {
  return [...mentions].sort((a, b) => a.candidates[0]!.score - b.candidates[0]!.score)[0]!;
}

/** 'rename X to Y', 'change the title of X to Y': Y, and where it starts. */
export function renameTarget(r: Reading): { from: number; title: string } | null {
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

/** Words that look like a name but name nothing the user can see ('Project Phoenix'). */
export function hasUnknownName(r: Reading): boolean {
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
