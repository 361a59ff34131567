import type { Interpretation } from '../contract';
import { call, choose, clarify } from './answers';
import { type Mention, normalizeName } from './names';
import type { Reading, World } from './reading';
import { bestOf, hasUnknownName, priorityIn, projectStatus, screenFor, taskStatus } from './slots';
import { has, KNOWN_SCREENS } from './words';

// The calls that only read or open: list tasks (status, priority, due dates, project, 'my'), list projects, a
// project's progress or team, and navigation to a screen, a project's page or a task's page.

export function navigate(r: Reading, w: World, lead: string): Interpretation {
  const phrase = lead
    .replace(
      /^(open|go|take me|navigate|bring me|head|jump|switch|visit|show|pull up|bring up|display|back)( me)?( back| over)?( to| into)?( the| my)?\s*/,
      '',
    )
    .replace(/\b(page|screen|view|tab|section|please|pls|plz|now|again)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const screen = screenFor(w, phrase);
  const objects = [...r.projects, ...r.tasks].filter((m) => m.kind === 'project' || m.kind === 'task');
  const object = objects.length > 0 ? bestOf(objects) : null;
  if (object && (!screen || screen.score > 0 || object.candidates[0]!.score === 0)) {
    const key = object.kind === 'task' ? 'taskId' : 'projectId';
    if (object.candidates.length > 1)
      return choose(object.kind, object.candidates, 'navigate', (id) => ({ [key]: id }));
    return call('navigate', { [key]: object.candidates[0]!.id }, r, [object]);
  }
  if (screen) return call('navigate', { screen: screen.id }, r);
  if (KNOWN_SCREENS.some((name) => normalizeName(phrase).includes(name)))
    return clarify(`You cannot open ${phrase} here.`, r, ['Open my calendar', 'Go to settings']);
  return clarify(`I couldn't find '${phrase}'.`, r, [
    'Open my calendar',
    'Go to settings',
    'Take me to my projects',
  ]);
}

export function projectRead(functionName: 'project_progress' | 'project_team', r: Reading): Interpretation {
  const project = r.projects[0] ? bestOf(r.projects) : null;
  // 'progress of all my projects', 'which projects are active and how far along are they': the list has it.
  if (functionName === 'project_progress' && !project && has(r.text, /\bprojects\b/)) return listProjects(r);
  if (project && project.candidates.length > 1)
    return choose('project', project.candidates, functionName, (id) => ({ projectId: id }));
  if (project) return call(functionName, { projectId: project.candidates[0]!.id }, r, [project]);
  if (r.context.currentProjectId && !hasUnknownName(r))
    return call(functionName, { projectId: r.context.currentProjectId }, r);
  const focus = r.context.conversation.focus;
  if (focus?.type === 'project' && has(r.text, /\b(it|this|that)\b/))
    return call(functionName, { projectId: focus.id }, r);
  // 'who are my teammates': everyone the user works with.
  if (functionName === 'project_team' && !hasUnknownName(r) && !r.thisProject)
    return call(functionName, {}, r);
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

const LIST_NOUNS = new Set([
  'task',
  'tasks',
  'item',
  'items',
  'issue',
  'issues',
  'ticket',
  'tickets',
  'todo',
  'todos',
]);
const LABEL_CUES = new Set(['label', 'labeled', 'labelled', 'labels', 'tag', 'tagged', 'tags']);

/**
 * The workspace's labels a list request names: 'my urgent bugs' (a label's plural), 'security tasks', 'tasks
 * tagged design' (issue 39). A label's name alone ('design') is read as one only with such a cue, since it is
 * often a project's or a task's word too; words inside a project's name never are.
 */
function labelsIn(r: Reading, project: Mention | null): string[] {
  const found: string[] = [];
  const words = r.tokens.map((token) => token.lower);
  for (const label of r.context.labels) {
    const parts = label.name
      .toLowerCase()
      .split(/[-_\s]+/)
      .filter(Boolean);
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (project && i < project.end && i + parts.length > project.start) continue;
      const last = words[i + parts.length - 1] as string;
      const lead = parts.slice(0, -1).every((part, k) => words[i + k] === part);
      const head = parts.at(-1) as string;
      const plural = last === `${head}s` || last === `${head}es`;
      if (!lead || (last !== head && !plural)) continue;
      const next = words[i + parts.length] ?? '';
      const before = [words[i - 1] ?? '', words[i - 2] ?? ''];
      if (plural || LIST_NOUNS.has(next) || before.some((word) => LABEL_CUES.has(word))) {
        found.push(label.name);
        break;
      }
    }
  }
  return found;
}

export function listTasks(r: Reading): Interpretation {
  const { context } = r;
  const args: Record<string, unknown> = {};
  const text = r.maskOf(r.projects);
  const stripped = text.replace(
    /\b(show|tell|give|get|find|let|remind) me\b|\b(can|could|may) i (see|get|have|view)\b|\bi('d| would)? (like|want|wanna) to (see|view|know|get|look)\b|\bi('d| would) like\b/g,
    '',
  );
  if (has(stripped, /\b(my|mine|me|i|i'm|im|i've|ive|myself)\b/)) args.assignedToMe = true;
  const status = has(text, /\bworking on\b/) ? 'in-progress' : taskStatus(text.replace(/\bstatus\b/, ''));
  if (status) args.status = status;
  const priority = priorityIn(text);
  if (priority) args.priority = priority;
  if (has(text, /\boverdue\b|\blate\b|\bpast due\b|\bbehind\b|\bmissed\b/)) args.due = 'overdue';
  else if (
    r.dates.length > 0 &&
    r.dates.every((d) => /^(today|2day|tday|tonight)$/i.test(r.message.slice(d.start, d.end).trim()))
  )
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
    } else if (has(r.masked, /\b(by|before|until|till)\b/)) args.dueTo = first.date;
    else if (has(r.masked, /\bafter\b|\bfrom\b/)) args.dueFrom = first.date;
    else {
      args.dueFrom = first.date;
      args.dueTo = first.date;
    }
  }
  const project = r.projects[0] ? bestOf(r.projects) : null;
  const labels = labelsIn(r, project);
  if (labels.length > 0) args.labels = labels;
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

export function listProjects(r: Reading): Interpretation {
  // 'how is Project Apollo doing': one thing asked about by a name the user cannot see, not the list.
  if (!has(r.text, /\bprojects\b/) && hasUnknownName(r) && r.people.length === 0)
    return clarify("I couldn't find that project among yours.", r);
  const status = projectStatus(r.maskOf(r.projects).replace(/\bdone\b/, 'completed'));
  return call('list_projects', status ? { status } : {}, r);
}
