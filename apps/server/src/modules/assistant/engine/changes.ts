import type { EngineContext, FunctionName, Interpretation } from '../contract';
import { call, choose, clarify, outOfScope } from './answers';
import type { Mention } from './names';
import type { Reading } from './reading';
import {
  bestOf,
  budgetIn,
  objectIndex,
  priorityIn,
  projectStatus,
  renameTarget,
  startAfterLead,
  startOfTitle,
  taskStatus,
  titleFrom,
} from './slots';
import { editDistance } from './text';
import { has, PRIORITY } from './words';

// The calls that change something, per intent: create a task or a project (title, place, date, priority,
// assignee), update one (status, priority, due date, assignee, a new title) and delete one, which the registry
// confirms before deleting.

/** 'delete task X', 'remove the P project': one object, which the registry confirms before deleting. */
export function remove(r: Reading, kind: 'task' | 'project'): Interpretation {
  if (
    has(r.text, /\b(all|every|everything|each)\b/) ||
    (r.words.includes('tasks') && kind === 'task' && r.tasks.length === 0)
  )
    return clarify('I delete one task or project at a time: which one?', r);
  if (r.unknownId) return clarify("I couldn't find anything with that id among what you can see.", r);
  const own = kind === 'task' ? r.tasks : r.projects;
  const other = kind === 'task' ? r.projects : r.tasks;
  const saysKind = has(r.text, kind === 'task' ? /\btasks?\b/ : /\bprojects?\b/);
  const mentions = own.length > 0 || saysKind ? own : other;
  const which: 'task' | 'project' = own.length > 0 || saysKind ? kind : kind === 'task' ? 'project' : 'task';
  const target = mentions[0] ? bestOf(mentions) : null;
  if (!target && kind === 'project' && r.thisProject && r.context.currentProjectId)
    return call('delete_project', { projectId: r.context.currentProjectId }, r);
  if (!target) return clarify(`Which ${kind} should I delete? I couldn't find it among yours.`, r);
  const functionName: FunctionName = which === 'task' ? 'delete_task' : 'delete_project';
  const key = which === 'task' ? 'taskId' : 'projectId';
  if (target.candidates.length > 1)
    return choose(which, target.candidates, functionName, (id) => ({ [key]: id }));
  return call(functionName, { [key]: target.candidates[0]!.id }, r, [target]);
}

export function createTask(r: Reading): Interpretation {
  const { context } = r;
  let object = objectIndex(r, 'task');
  // 'add X to my tasks': the task word is the destination, the title comes before it.
  const destination =
    object > 0 &&
    ['my', 'the'].includes(r.words[object - 1]!) &&
    ['to', 'on', 'in', 'onto'].includes(r.words[object - 2] ?? '');
  if (destination || object < 0 || object > 4) object = -1;
  const priority = priorityIn(r.masked);
  const date = r.dates[0];
  // People only after an assignment cue.
  // People only right after an assignment cue ('assign to Dana', 'for Dana'), not any name in the title.
  const assigning = has(r.text, /\b(assign|assigned|assignee|give|hand)\b/);
  const people = r.people.filter((m) => {
    const previous = r.words[m.start - 1] ?? '';
    return /^(assign|assigned|assignee|reassign|for)$/.test(previous) || (previous === 'to' && assigning);
  });
  // A project is named as a place ('in X', 'to the X project'), not any word of the title that fits one.
  const PLACE = /^(in|to|for|into|under|on|at|project|onto|within)$/;
  const placed = (m: Mention) =>
    PLACE.test(r.words[m.start - 1] ?? '') ||
    (r.words[m.start - 1] === 'the' && PLACE.test(r.words[m.start - 2] ?? '')) ||
    r.words[m.end] === 'project' ||
    m.candidates[0]!.score < 0.12;
  const projects = r.projects.filter((m) => (m.start > object || m.end <= object) && placed(m));
  let title = r.quoted?.text ?? '';
  if (!title) {
    let start = object < 0 ? startAfterLead(r) : startOfTitle(r, object);
    // 'add a task to Internal Tools: rotate the keys', 'make a task: confirm the caterer'.
    const colon = r.tokens.findIndex(
      (token, i) => i >= start && token.text === ':' && /\s/.test(r.message[token.end] ?? ''),
    );
    if (colon >= 0 && colon < r.tokens.length - 1) start = colon + 1;
    // 'create a task in Annual Report 24 to send files': the place first, then the title.
    for (;;) {
      const word = r.words[start];
      const place = projects.find(
        (m) => m.start === start + 1 || (m.start === start + 2 && r.words[start + 1] === 'the'),
      );
      if (place && ['in', 'to', 'for', 'into', 'under', 'on'].includes(word ?? '')) {
        start = place.end;
        if (r.words[start] === 'project') start++;
        while (['to', ',', ':', '-'].includes(r.words[start] ?? '')) start++;
        continue;
      }
      if (word === 'here' || word === ',') {
        start++;
        continue;
      }
      break;
    }
    const mentionStarts = new Set([...projects, ...people].map((m) => m.start));
    title = titleFrom(r, start, (i) => {
      const word = r.words[i]!;
      const next = r.words[i + 1];
      if (r.tokens[i]!.punct) return true;
      if (r.dateTokens.has(i) || (mentionStarts.has(i) && i > start)) return true;
      if (['due', 'deadline', 'assign', 'assigned', 'priority'].includes(word)) return true;
      if (
        word === 'with' &&
        /^(a|an|low|medium|high|urgent|normal|priority|due|deadline)$/.test(next ?? '') &&
        !(
          /^(a|an)$/.test(next ?? '') &&
          !/^(low|medium|high|urgent|normal|priority|due|deadline)$/.test(r.words[i + 2] ?? '')
        )
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
        if (
          (next === 'my' || next === 'the') &&
          /^(tasks?|list|todos?|to-dos?|todo list|plate)$/.test(r.words[i + 2] ?? '')
        )
          return true;
      }
      if (
        word === 'and' &&
        (next === 'assign' || next === 'set' || next === 'due' || next === 'make' || next === 'give')
      )
        return true;
      if (
        /^(low|medium|high|urgent|asap|whenever|critical|urgently)$/.test(word) &&
        (next === 'priority' ||
          next === undefined ||
          next === ',' ||
          (next === 'please' && i + 2 >= r.words.length))
      )
        return true;
      if (word === 'called' || word === 'named') return true;
      return false;
    });
  }
  if (!title || /^(please|pls|now|thanks|thank you|for me|here|a task|task|it|this|that|them)$/i.test(title))
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
  if (!project && r.thisProject && !context.currentProjectId)
    return clarify(`Which project should '${title}' go in?`, r);
  if (!project && /\bproject\b/.test(r.text) && !r.thisProject)
    return clarify("I couldn't find that project among yours.", r, ['Show my projects']);
  // Without a project named, a personal task, or the project whose page the user is on.
  const projectId = project ? project.candidates[0]!.id : context.currentProjectId;
  if (projectId) base.projectId = projectId;
  if (person && person.candidates.length > 1)
    return choose('person', person.candidates, 'create_task', (id) => ({ ...base, assigneeId: id }));
  if (person) base.assigneeId = person.candidates[0]!.id;
  return call('create_task', base, r, [project, person]);
}

export function createProject(r: Reading): Interpretation {
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

export function update(r: Reading, lead: string, hint: 'task' | 'project'): Interpretation {
  const { context } = r;
  if (has(r.text, /\b(all|every|each)\b.*\b(tasks?|projects?)\b/))
    return clarify('I change one task or project at a time: which one?', r);
  // A rename's new title is not a target.
  const rename = has(lead, /^rename\b|\b(title|name) of\b/) ? renameTarget(r) : null;
  const within = (m: Mention) => !rename || m.start < rename.from;
  // The same words read as a task and as a project ('brand' of 'Update brand guidelines' inside 'Brand Refresh
  // Europe'): the closer match names the target.
  const overlaps = (a: Mention, b: Mention) => a.start < b.end && b.start < a.end;
  const beaten = (m: Mention, others: Mention[]) =>
    others.some((o) => overlaps(m, o) && o.candidates[0]!.score < m.candidates[0]!.score);
  const tasks = r.tasks.filter((m) => within(m) && !beaten(m, r.projects));
  const placesOfTasks = r.projects.filter(within);
  const projects = placesOfTasks.filter((m) => !beaten(m, r.tasks));
  const hintTask = has(r.text, /\btasks?\b/) || (hint === 'task' && !has(r.text, /\bprojects?\b/));
  const hintProject = (has(r.text, /\bprojects?\b/) && !r.thisProject) || (hint === 'project' && !hintTask);
  let kind: 'task' | 'project' | null = null;
  let target: Mention | null = null;
  const task = tasks[0] ? bestOf(tasks) : null;
  const project = projects[0] ? bestOf(projects) : null;
  // A task named in several projects, narrowed by a project named anywhere ('… for europe').
  const place = placesOfTasks[0] ? bestOf(placesOfTasks) : null;
  if (task && place && task.candidates.length > 1) {
    const inProject = task.candidates.filter(
      (c) => context.tasks.find((t) => t.id === c.id)?.projectId === place.candidates[0]!.id,
    );
    if (inProject.length >= 1) {
      kind = 'task';
      target = { ...task, candidates: inProject };
    }
  }
  if (!target) {
    const saysTask = has(r.text, /\btasks?\b/);
    const saysProject = has(r.text, /\bprojects?\b/) && !r.thisProject;
    const gap = task && project ? task.candidates[0]!.score - project.candidates[0]!.score : 0;
    if (
      task &&
      (!project ||
        (saysTask && !saysProject) ||
        (!saysProject && gap < -0.05) ||
        (!saysProject && !saysTask && Math.abs(gap) <= 0.05 && hintTask && !hintProject))
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
    if (has(r.text, /\b(it|this|that|them|one|tasks?|projects?|status|priority|due|done)\b/) || r.unknownId)
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
  // A date inside the new title is part of it ('rename X to Report for March'), not a due date.
  const date = r.dates.find((d) => !rename || d.start < r.tokens[rename.from]!.start);
  if (removeDate) args.dueDate = null;
  else if (date) args.dueDate = date.date;
  const priority = has(
    after,
    /\bpriority\b|\burgent\b|\bmake\b|\bhigh\b|\blow\b|\bmedium\b|\bcritical\b|\basap\b|\bimportant\b|\bprioriti[sz]e\b|\bwhenever\b/,
  )
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
    const mine = r.context.people.find((p) => p.id === r.context.userId);
    if (
      has(r.text, /\bunassign\b|\b(remove|clear) (the )?assignee\b/) ||
      has(r.maskOf([target, ...r.people]), /\b(take|remove|drop) (me|<person>) (off|from)\b/)
    )
      args.assigneeId = null;
    else if (
      mine &&
      has(
        r.text,
        /\bi'?ll (take|do|handle|grab|own|pick up)\b|\b(give|assign) (it|that|this) to me\b|\bi'?m taking\b/,
      )
    )
      args.assigneeId = mine.id;
    else if (
      has(r.text, /\b(assign|assigned|reassign|give|hand|delegate|take over|handle)\b|^(let|have) /) ||
      r.people.some((m) => m.candidates[0]!.id === r.context.userId && m.start > 0)
    ) {
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

/** Words before a task's name that make it the place of a sub-task ('a sub-task to X', 'a step under X'). */
const PARENT_PLACE = /^(to|of|under|for|into|in|on|below|beneath|from)$/;

/**
 * 'add a sub-task "Write tests" to Design the homepage', 'break X down: add a step called Y', 'create a subtask of
 * X called Y': create_task with the parent task named (the sub-task goes in the parent's project, which the
 * registry reads from the parent, so no projectId).
 */
export function createSubtask(r: Reading): Interpretation {
  const quoted = r.quoted;
  const inQuote = (m: Mention) =>
    quoted !== null && r.tokens[m.start]!.start >= quoted.start && r.tokens[m.end - 1]!.end <= quoted.end;
  const tasks = r.tasks.filter((m) => !inQuote(m));
  const placed = (m: Mention) =>
    PARENT_PLACE.test(r.words[m.start - 1] ?? '') ||
    (r.words[m.start - 1] === 'the' && PARENT_PLACE.test(r.words[m.start - 2] ?? '')) ||
    /^(break|split)$/.test(r.words[m.start - 1] ?? '') ||
    r.words[m.end] === 'down';
  const parent = tasks.find(placed) ?? (tasks[0] ? bestOf(tasks) : null);
  if (!parent)
    return clarify('Which task should the sub-task go under?', r, ['Add a sub-task Write tests to my task']);
  // Where the parent's name starts, with the word that places it ('to', 'under the').
  let parentFrom = parent.start;
  if (r.words[parentFrom - 1] === 'the') parentFrom--;
  if (
    PARENT_PLACE.test(r.words[parentFrom - 1] ?? '') ||
    /^(break|split)$/.test(r.words[parentFrom - 1] ?? '')
  )
    parentFrom--;
  const stop = (i: number) => {
    const word = r.words[i]!;
    if (i >= parentFrom && i < parent.end) return true;
    if (r.tokens[i]!.punct || r.dateTokens.has(i)) return true;
    if (['due', 'deadline', 'priority'].includes(word)) return true;
    if (['by', 'on', 'for', 'before'].includes(word) && r.dateTokens.has(i + 1)) return true;
    return false;
  };
  let title = quoted?.text ?? '';
  if (!title) {
    const named = r.words.findIndex(
      (word, i) => ['called', 'named', 'titled'].includes(word) && i >= parent.end,
    );
    const namedBefore = r.words.findIndex((word) => ['called', 'named', 'titled'].includes(word));
    const colon = r.tokens.findIndex((token, i) => token.text === ':' && i < r.tokens.length - 1);
    let start: number;
    if (named >= 0) start = named + 1;
    else if (namedBefore >= 0) start = namedBefore + 1;
    else if (colon >= 0) start = colon + 1;
    else {
      // After the sub-task word ('a sub-task Recruit testers'); a title that would start at the parent follows it.
      const cue = r.words.findIndex(
        (word, i) =>
          /^(sub-?tasks?|sub-?steps?|steps?)$/.test(word) ||
          (word === 'sub' && /^tasks?$/.test(r.words[i + 1] ?? '')),
      );
      start = cue < 0 ? parent.end : r.words[cue] === 'sub' ? cue + 2 : cue + 1;
      if (start >= parentFrom && start <= parent.end) start = parent.end;
    }
    while (
      start < r.tokens.length &&
      (r.tokens[start]!.punct || ['-', 'to', 'down', 'up'].includes(r.words[start]!))
    )
      start++;
    title = titleFrom(r, start, stop);
    // 'add a sub-task to X: Y' read the other way round: the title may sit before the parent.
    if (!title && start > parentFrom) title = '';
  }
  if (!title || /^(please|now|it|this|that|one|a step|step|sub-?task)$/i.test(title))
    return clarify('What should the sub-task be called?', r, [
      'Add a sub-task called Write tests to my task',
    ]);
  const base: Record<string, unknown> = { title };
  const date = r.dates.find((d) => !quoted || d.start < quoted.start || d.start >= quoted.end);
  if (date) base.dueDate = date.date;
  if (has(r.masked, /\bpriority\b/)) {
    const priority = priorityIn(r.masked);
    if (priority) base.priority = priority;
  }
  if (parent.candidates.length > 1)
    return choose('task', parent.candidates, 'create_task', (id) => ({ ...base, parentId: id }));
  return call('create_task', { ...base, parentId: parent.candidates[0]!.id }, r, [parent]);
}

/** Words around label names that are not part of them. */
const LABEL_FILLER =
  /^(please|can|could|you|pls|now|add|put|apply|attach|stick|tag|untag|label|labels|labelled|labeled|relabel|unlabel|tags|tagged|remove|take|drop|delete|clear|strip|set|mark|give|the|a|an|to|on|onto|from|off|of|with|as|task|it|this|that|also|too|and|,|:)$/;

/** A label name as compared: lower case, hyphens and runs of spaces as one space. */
const labelKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();

/**
 * 'label the landing page task as Urgent', 'tag X with design and frontend', 'remove the design label from X':
 * update_task with the label names to add or to take off. A name the workspace has is written as it has it; a new
 * one as typed (the registry makes it). The task's other labels stay.
 */
export function changeLabels(r: Reading): Interpretation {
  const known = new Map(r.context.labels.map((label) => [labelKey(label.name), label.name]));
  // Spans of known label names as written (a task mention inside one is a label's word, not the task).
  const labelSpans: [number, number][] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    for (let j = Math.min(r.tokens.length, i + 4); j > i; j--) {
      if (
        known.has(
          labelKey(
            r.tokens
              .slice(i, j)
              .map((t) => t.lower)
              .join(' '),
          ),
        )
      ) {
        labelSpans.push([i, j]);
        break;
      }
    }
  }
  const tasks = r.tasks.filter((m) => !labelSpans.some(([s, e]) => m.start >= s && m.end <= e));
  const target = tasks[0] ? bestOf(tasks) : null;
  if (!target) return clarify('Which task should I label?', r, ['Tag my task with Design']);
  const removing = has(
    r.maskOf([target]),
    /^(please |can you |could you )?(untag|unlabel)\b|\b(remove|take|drop|delete|clear|strip)\b/,
  );
  // The names: after the task ('tag X with A and B', 'label X as A'), else before it ('put the A label on X').
  const strip = (from: number, to: number): [number, number] => {
    let start = from;
    let end = to;
    while (start < end && LABEL_FILLER.test(r.words[start]!)) start++;
    while (end > start && LABEL_FILLER.test(r.words[end - 1]!)) end--;
    return [start, end];
  };
  let [start, end] = strip(target.end, r.tokens.length);
  if (start >= end) [start, end] = strip(0, target.start);
  const names: string[] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && !['and', ',', '&', 'plus'].includes(r.words[i]!)) continue;
    const [s, e] = strip(from, i);
    if (s < e) {
      const typed = r.message
        .slice(r.tokens[s]!.start, r.tokens[e - 1]!.end)
        .replace(/^["'“‘]+|["'”’.!?]+$/g, '');
      const name = known.get(labelKey(typed)) ?? typed;
      if (name && !names.some((n) => labelKey(n) === labelKey(name))) names.push(name);
    }
    from = i + 1;
  }
  if (names.length === 0) return clarify(`Which labels should I ${removing ? 'take off' : 'put on'} it?`, r);
  const key = removing ? 'removeLabels' : 'addLabels';
  if (target.candidates.length > 1)
    return choose('task', target.candidates, 'update_task', (id) => ({ taskId: id, [key]: names }));
  return call('update_task', { taskId: target.candidates[0]!.id, [key]: names }, r, [target]);
}

/** One custom field of the context, with the word runs it answers to. */
interface FieldOf {
  field: EngineContext['fields'][number];
  start: number;
  end: number;
}

/**
 * A word of a field name as compared: lower case, letters and digits only ('go-live' as 'golive'), a plural s
 * dropped ('points' as 'point').
 */
const fieldWord = (word: string) => {
  const letters = word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return letters.length > 3 && letters.endsWith('s') && !letters.endsWith('ss')
    ? letters.slice(0, -1)
    : letters;
};

/** The word runs a name answers to: all its words, and without a part in brackets ('Estimate (hours)': 'estimate'). */
function nameVariants(name: string): string[][] {
  const words = (text: string) =>
    text
      .split(/[\s()[\]]+/)
      .map(fieldWord)
      .filter(Boolean);
  const variants = [words(name), words(name.replace(/-/g, ' '))];
  const bare = name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  if (bare !== name && words(bare).length > 0) variants.push(words(bare));
  return variants.filter((variant) => variant.length > 0);
}

/** Where the message names one of `fields` (the longest run first, no two overlapping). */
function fieldMentions(r: Reading, fields: EngineContext['fields']): FieldOf[] {
  const words = r.tokens.map((token) => fieldWord(token.lower));
  const found: FieldOf[] = [];
  for (const field of fields) {
    for (const variant of nameVariants(field.name)) {
      for (let i = 0; i + variant.length <= words.length; i++) {
        if (variant.every((word, k) => words[i + k] === word))
          found.push({ field, start: i, end: i + variant.length });
      }
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: FieldOf[] = [];
  for (const mention of found) {
    if (!kept.some((k) => mention.start < k.end && k.start < mention.end)) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Words around a field's value that are not part of it. */
const FIELD_FILLER =
  /^(please|can|could|you|pls|now|set|change|update|make|mark|put|give|fill|enter|record|log|switch|bump|raise|lower|move|the|a|an|of|for|on|in|at|to|as|is|are|be|should|its|it|this|that|task|field|value|and|,|:|=|-|from|with|has|have|got|gets)$/;
/** The words after which a field's value starts ('to 5', 'as Content', 'is 8', ': 3'). */
const VALUE_START = /^(to|as|=|:|is|are|be|becomes|at|equals)$/;
const CLEARING =
  /\b(clear|remove|reset|unset|empty|blank|erase|wipe|delete|drop)\b|\bto (nothing|none|empty|blank)\b/;
const NEGATED =
  /\b(not|isn't|isnt|aren't|arent|no longer|uncheck|untick|unmark|false|off|unchecked)\b|\bto no\b/;
const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  twenty: 20,
  forty: 40,
  half: 0.5,
};

/** An option's label as compared: lower case, letters and digits only. */
const optionKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The option a typed value names: the same letters, a prefix of one, or a typo away; else undefined. */
function optionFor(options: readonly string[], typed: string): string | undefined {
  const key = optionKey(typed);
  if (!key) return undefined;
  const exact = options.find((option) => optionKey(option) === key);
  if (exact) return exact;
  const prefixed = options.filter((option) => key.length >= 3 && optionKey(option).startsWith(key));
  if (prefixed.length === 1) return prefixed[0];
  const near = options.filter(
    (option) => editDistance(optionKey(option), key, 2) <= (key.length > 5 ? 2 : key.length > 3 ? 1 : 0),
  );
  return near.length === 1 ? near[0] : undefined;
}

/**
 * 'set the story points of X to 5', 'set Area to Content on X', 'mark X as customer facing', 'X is not customer
 * facing', 'clear the estimate of X': update_task with `setFields`, the fields named as the task's project has
 * them and each value read by the field's type (a select's option as the project writes it). Null when no field
 * of the task's project is named, so the rest of the engine reads the message.
 */
export function changeFields(r: Reading): Interpretation | null {
  const fields = r.context.fields;
  if (fields.length === 0 || r.quoted) return null;
  const all = fieldMentions(r, fields);
  if (all.length === 0) return null;
  // A task mention inside a field's name or one of its options is the field's word, not the task.
  const optionSpans: [number, number][] = [];
  const optionWords = new Set(
    fields.flatMap((f) => f.options.flatMap((o) => o.toLowerCase().split(/[^\p{L}\p{N}]+/u))).filter(Boolean),
  );
  r.tokens.forEach((token, i) => {
    if (optionWords.has(token.lower)) optionSpans.push([i, i + 1]);
  });
  const tasks = r.tasks.filter(
    (m) =>
      !all.some((f) => m.start >= f.start && m.end <= f.end) &&
      !(m.end - m.start === 1 && optionSpans.some(([s]) => s === m.start)) &&
      !all.some((f) => m.start < f.end && f.start < m.end && m.end - m.start <= f.end - f.start),
  );
  const target = tasks[0] ? bestOf(tasks) : null;
  if (!target) return null;
  const projectOf = (id: string) => r.context.tasks.find((t) => t.id === id)?.projectId ?? '';
  const candidates = target.candidates.filter((c) => {
    const projectId = projectOf(c.id);
    return all.some(
      (m) => m.field.projectId === projectId && !(m.start < target.end && target.start < m.end),
    );
  });
  if (candidates.length === 0) {
    // A field of another project named with a value ('set the story points of X to 5'): say so, write nothing.
    const other = all.find((m) => !(m.start < target.end && target.start < m.end));
    const project = r.context.projects.find((p) => p.id === projectOf(target.candidates[0]!.id));
    if (
      !other ||
      !project ||
      !has(r.maskOf([target]), /^(please )?(set|change|update|clear|mark)\b.*\b(to|as)\b/)
    )
      return null;
    return clarify(`${project.title} has no field called ${other.field.name}.`, r, [
      `Set a field of ${project.title}'s tasks`,
    ]);
  }
  const projectId = projectOf(candidates[0]!.id);
  const mentions = all.filter(
    (m) => m.field.projectId === projectId && !(m.start < target.end && target.start < m.end),
  );
  const inTarget = (i: number) => i >= target.start && i < target.end;
  // An option named among other words ('belongs in the design area', 'should go out by email'): the one option
  // whose words stand in the value, else anywhere outside the task's and the fields' names.
  const optionNamed = (options: readonly string[], run: [number, number]) => {
    const outside = (i: number) => !inTarget(i) && !mentions.some((m) => i >= m.start && i < m.end);
    const named = (from: number, to: number) =>
      options.filter((option) => {
        const words = option
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean);
        for (let i = from; i + words.length <= to; i++)
          if (words.every((word, k) => r.tokens[i + k]!.lower === word && outside(i + k))) return true;
        return false;
      });
    const inRun = named(run[0], run[1]);
    if (inRun.length === 1) return inRun[0];
    const anywhere = inRun.length === 0 ? named(0, r.tokens.length) : [];
    return anywhere.length === 1 ? anywhere[0] : undefined;
  };
  const setFields: { field: string; value: string | number | boolean | null }[] = [];
  for (const [n, mention] of mentions.entries()) {
    const { field } = mention;
    // The words of this field's value: after its name up to the next field's, else before it.
    const next = mentions[n + 1]?.start ?? r.tokens.length;
    const previous = mentions[n - 1]?.end ?? 0;
    const valueRun = (from: number, to: number): [number, number] | null => {
      let start = from;
      // A colon inside a link ('https://…') is the value's.
      const separates = (i: number) =>
        VALUE_START.test(r.words[i]!) &&
        (r.words[i] !== ':' || /\s|^$/.test(r.message[r.tokens[i]!.end] ?? ''));
      for (let i = from; i < to; i++) if (!inTarget(i) && separates(i)) start = i + 1;
      // Up to the task, when it follows.
      let end = start;
      while (end < to && !inTarget(end)) end++;
      while (start < end && FIELD_FILLER.test(r.words[start]!)) start++;
      while (end > start && FIELD_FILLER.test(r.words[end - 1]!)) end--;
      if (start < end) return [start, end];
      // 'set the area of X to Content': the task sits between the name and the value.
      if (end < to && inTarget(end)) return valueRun(target.end, to);
      return null;
    };
    const run = valueRun(mention.end, next) ?? valueRun(previous, mention.start);
    const around = r.words.slice(previous, next).join(' ');
    const words = run ? r.words.slice(run[0], run[1]) : [];
    const typed = run
      ? r.message
          .slice(r.tokens[run[0]]!.start, r.tokens[run[1] - 1]!.end)
          .replace(/^["'“‘]+|["'”’.!?]+$/g, '')
          .trim()
      : '';
    let value: string | number | boolean | null | undefined;
    if (has(around, CLEARING) && !(field.type === 'checkbox' && has(around, NEGATED))) value = null;
    else if (field.type === 'checkbox') {
      if (words.some((w) => /^(yes|true|on|checked|ticked)$/.test(w))) value = true;
      else value = !has(around, NEGATED) && !words.some((w) => /^(no|false)$/.test(w));
    } else if (!run) value = undefined;
    else if (field.type === 'number') {
      for (const word of words) {
        const digits = /^(-?\d+(?:[.,]\d+)?)(h|hrs?|hours?|pts?|points?|d|days?)?$/.exec(word);
        if (digits) {
          value = Number(digits[1]!.replace(',', '.'));
          break;
        }
        if (NUMBER_WORDS[word] !== undefined) {
          value = NUMBER_WORDS[word];
          break;
        }
      }
      if (value === undefined) value = typed;
    } else if (field.type === 'date') {
      const start = r.tokens[run[0]]!.start;
      const end = r.tokens[run[1] - 1]!.end;
      value = r.dates.find((d) => d.start >= start && d.start < end)?.date ?? typed;
    } else if (field.type === 'select') {
      value = optionFor(field.options, typed) ?? optionNamed(field.options, run) ?? typed;
    } else if (field.type === 'multi_select') {
      value = typed
        .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/i)
        .filter(Boolean)
        .map((part) => optionFor(field.options, part) ?? part)
        .join(', ');
    } else if (field.type === 'user') {
      const person = r.people.find((m) => m.start >= run[0] && m.start < run[1]);
      const me = words.length === 1 && /^(me|myself)$/.test(words[0]!);
      value = me
        ? (r.context.people.find((p) => p.id === r.context.userId)?.name ?? typed)
        : person && person.candidates.length === 1
          ? person.candidates[0]!.label
          : typed;
    } else value = typed;
    if (value === undefined || value === '')
      return clarify(`What should ${field.name} be for ${target.candidates[0]!.label}?`, r, [
        `Set ${field.name} of ${target.candidates[0]!.label} to …`,
      ]);
    setFields.push({ field: field.name, value });
  }
  if (setFields.length === 0) return null;
  if (candidates.length > 1)
    return choose('task', candidates, 'update_task', (id) => ({ taskId: id, setFields }));
  return call('update_task', { taskId: candidates[0]!.id, setFields }, r, [target]);
}
