import {
  DEFAULT_WORKFLOW_STATES,
  type ImportPersonMapping,
  type ImportReport,
  LABEL_LIMITS,
  PROJECT_MEMBER_ROLES,
  PROJECT_STATUSES,
  type Priority,
  SUBTASK_DEPTH_MAX,
  stateIdFromName,
  TASK_STATUS_LABELS,
  type TransferBundle,
  type TransferCounts,
  type TransferSkipped,
  type TransferTask,
  WORK_LIMITS,
  WORKFLOW_CATEGORIES,
  WORKFLOW_CATEGORY_COLORS,
  WORKFLOW_LIMITS,
  type WorkflowState,
  WorkflowStateIdSchema,
} from '@app/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { newId } from '../../db/ids';
import { labels, users } from '../../db/schema';

// The import engine's first half: a bundle and a target workspace become a plan, every row the import will write
// with its id decided, and the dry-run report that says so. The same plan is made again when the import runs
// (the workspace's people or labels may have changed since the dry run).

/** A task's ancestors at most: the root is level 1 and SUBTASK_DEPTH_MAX levels are allowed. */
const ANCESTORS_MAX = SUBTASK_DEPTH_MAX - 1;
const CHECKLIST_ITEMS_MAX = WORK_LIMITS.checklistItemsMax;

export interface ImportTarget {
  /** The organization imported into, or null for the importer's personal workspace. */
  organizationId: string | null;
  importer: { id: string; name: string; email: string };
  /** Every task goes into this existing project (its states matched by name, then by category). */
  project?: { id: string; title: string; states: readonly WorkflowState[] } | undefined;
}

export interface PlannedTask {
  id: string;
  ref: string;
  projectId: string;
  parentId: string | null;
  /** The parent's ref in the file (its id is known once every task has one). */
  parentRef: string | null;
  /** 0 for a top-level task. */
  depth: number;
  position: number;
  title: string;
  description: string | null;
  status: string;
  state: string | null;
  priority: Priority;
  assignedTo: string | null;
  createdBy: string;
  startDate: string | null;
  dueDate: string | null;
  estimate: number | null;
  recurrence: string | null;
  completedAt: Date | null;
  createdAt: Date | null;
  checklist: { id: string; text: string; done: boolean }[];
  labelIds: string[];
}

export interface PlannedProject {
  id: string;
  /** False when the tasks go into an existing project. */
  create: boolean;
  title: string;
  description: string | null;
  status: string;
  priority: Priority;
  budget: number | null;
  startDate: string | null;
  dueDate: string | null;
  ownerId: string;
  members: { userId: string; role: string }[];
  /** The project's own workflow, or null for the default four. */
  workflow: WorkflowState[] | null;
}

export interface ImportPlan {
  report: Omit<ImportReport, 'columns' | 'mapping'>;
  labels: { id: string; name: string; color: string; create: boolean }[];
  projects: PlannedProject[];
  tasks: PlannedTask[];
  relations: { id: string; type: string; fromTaskId: string; toTaskId: string }[];
  comments: { id: string; taskId: string; authorId: string; text: string; createdAt: Date | null }[];
  timeEntries: {
    id: string;
    taskId: string;
    projectId: string;
    userId: string;
    workedOn: string;
    durationSeconds: number;
    note: string;
    billable: boolean;
  }[];
}

export function emptyCounts(): TransferCounts {
  return {
    projects: 0,
    states: 0,
    tasks: 0,
    subTasks: 0,
    labels: 0,
    taskLabels: 0,
    relations: 0,
    comments: 0,
    timeEntries: 0,
    checklistItems: 0,
    people: 0,
  };
}

/** Cuts a text to `max` characters, noting it once per kind of field. */
function cut(text: string, max: number, note: () => void): string {
  if (text.length <= max) return text;
  note();
  return text.slice(0, max);
}

/** The day part of a date or date-time string. */
function day(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}

const LABEL_COLOR_FALLBACK = ['#1976d2', '#388e3c', '#f57c00', '#7b1fa2', '#c2185b', '#00796b', '#757575'];

/**
 * The workflow a project's states make: each state keeps its ref as its id when it is a valid state id (else one
 * made from its name), names are cut to the limit, states of a repeated name or past the limit merge into an
 * earlier one, and a category without a state gets the default one. Answers the states and where each ref went.
 */
function workflowOf(
  states: TransferBundle['projects'][number]['states'],
  adjust: (what: string, reason: string) => void,
  projectTitle: string,
): { states: WorkflowState[]; byRef: Map<string, WorkflowState> } {
  const out: WorkflowState[] = [];
  const byRef = new Map<string, WorkflowState>();
  const ids = new Set<string>();
  for (const state of states) {
    const name = state.name.trim().slice(0, WORKFLOW_LIMITS.nameMax) || 'State';
    if (name !== state.name.trim())
      adjust(
        `State “${state.name}” of ${projectTitle}`,
        `Named “${name}” (${WORKFLOW_LIMITS.nameMax} characters at most)`,
      );
    const same = out.find((kept) => kept.name.toLowerCase() === name.toLowerCase());
    if (same) {
      byRef.set(state.ref, same);
      adjust(`State “${state.name}” of ${projectTitle}`, `Merged into “${same.name}” (the same name)`);
      continue;
    }
    if (out.length >= WORKFLOW_LIMITS.statesMax - WORKFLOW_CATEGORIES.length) {
      const into = out.find((kept) => kept.category === state.category);
      if (into) {
        byRef.set(state.ref, into);
        adjust(
          `State “${state.name}” of ${projectTitle}`,
          `Merged into “${into.name}” (${WORKFLOW_LIMITS.statesMax} states at most)`,
        );
        continue;
      }
    }
    const id =
      WorkflowStateIdSchema.safeParse(state.ref).success && !ids.has(state.ref)
        ? state.ref
        : stateIdFromName(name, ids);
    ids.add(id);
    const kept: WorkflowState = {
      id,
      name,
      category: state.category,
      color: state.color ?? WORKFLOW_CATEGORY_COLORS[state.category],
    };
    out.push(kept);
    byRef.set(state.ref, kept);
  }
  for (const category of WORKFLOW_CATEGORIES) {
    if (out.some((state) => state.category === category)) continue;
    const id = ids.has(category) ? stateIdFromName(TASK_STATUS_LABELS[category], ids) : category;
    ids.add(id);
    let name: string = TASK_STATUS_LABELS[category];
    for (let n = 2; out.some((state) => state.name.toLowerCase() === name.toLowerCase()); n += 1)
      name = `${TASK_STATUS_LABELS[category]} ${n}`;
    // Where the category belongs on the board: before the first state of a later category (Review before Done).
    const rank = WORKFLOW_CATEGORIES.indexOf(category);
    const later = out.findIndex((state) => WORKFLOW_CATEGORIES.indexOf(state.category) > rank);
    out.splice(later < 0 ? out.length : later, 0, {
      id,
      name,
      category,
      color: WORKFLOW_CATEGORY_COLORS[category],
    });
    adjust(
      `Workflow of ${projectTitle}`,
      `State “${name}” added: every workflow has a state of each category`,
    );
  }
  return { states: out, byRef };
}

function isDefaultWorkflow(states: readonly WorkflowState[]): boolean {
  return (
    states.length === DEFAULT_WORKFLOW_STATES.length &&
    states.every((state, index) => {
      const standard = DEFAULT_WORKFLOW_STATES[index];
      return (
        standard &&
        standard.id === state.id &&
        standard.name === state.name &&
        standard.category === state.category &&
        standard.color === state.color
      );
    })
  );
}

/** Every email the bundle names, lower case. */
function emailsOf(bundle: TransferBundle): Map<string, string | null> {
  const found = new Map<string, string | null>();
  const add = (email: string | null | undefined, name: string | null = null) => {
    if (!email) return;
    const key = email.toLowerCase();
    if (!found.has(key) || (name && !found.get(key))) found.set(key, name);
  };
  for (const person of bundle.people) add(person.email, person.name);
  for (const project of bundle.projects) {
    add(project.ownerEmail);
    for (const member of project.members) add(member.email);
    for (const task of project.tasks) {
      add(task.assigneeEmail);
      add(task.createdByEmail);
      for (const comment of task.comments) add(comment.authorEmail);
      for (const entry of task.timeEntries) add(entry.userEmail);
    }
  }
  return found;
}

/** The members of the target workspace the bundle's emails name: by email, their id and name. */
async function membersByEmail(
  db: AppDb,
  target: ImportTarget,
  emails: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  const found = new Map<string, { id: string; name: string }>();
  if (!target.organizationId) {
    // A personal workspace has one person: its owner.
    const own = target.importer.email.toLowerCase();
    if (emails.includes(own)) found.set(own, { id: target.importer.id, name: target.importer.name });
    return found;
  }
  if (emails.length === 0) return found;
  const rows = await db
    .select({ id: users.id, name: users.name, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, target.organizationId),
        isNull(users.disabledAt),
        inArray(sql`lower(${users.email})`, [...emails]),
      ),
    );
  for (const row of rows) found.set(row.email, { id: row.id, name: row.name });
  return found;
}

/** The workspace's labels by lower-case name. */
async function workspaceLabels(db: AppDb, target: ImportTarget): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(
      target.organizationId
        ? eq(labels.organizationId, target.organizationId)
        : and(isNull(labels.organizationId), eq(labels.ownerId, target.importer.id)),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Parents before their sub-tasks (a parent missing or in a loop leaves its task at the top). */
function treeOrder(
  tasks: readonly TransferTask[],
  skip: (what: string, reason: string) => void,
  adjust: (what: string, reason: string) => void,
): { task: TransferTask; parentRef: string | null; depth: number }[] {
  const byRef = new Map(tasks.map((task) => [task.ref, task]));
  const parentOf = new Map<string, string | null>();
  for (const task of tasks) {
    let parentRef = task.parentRef;
    if (parentRef && !byRef.has(parentRef)) {
      skip(
        `Parent of “${task.title}”`,
        'The parent task is not in this project: the task is imported at the top',
      );
      parentRef = null;
    }
    parentOf.set(task.ref, parentRef);
  }
  // Loops: a task whose ancestors come back to it is moved to the top.
  for (const task of tasks) {
    const seen = new Set<string>([task.ref]);
    let up = parentOf.get(task.ref) ?? null;
    while (up) {
      if (seen.has(up)) {
        adjust(
          `Parent of “${task.title}”`,
          'The sub-tasks went round in a loop: the task is imported at the top',
        );
        parentOf.set(task.ref, null);
        break;
      }
      seen.add(up);
      up = parentOf.get(up) ?? null;
    }
  }
  const chainOf = (ref: string) => {
    const chain: string[] = [];
    let up = parentOf.get(ref) ?? null;
    while (up) {
      chain.push(up);
      up = parentOf.get(up) ?? null;
    }
    return chain;
  };
  const out: { task: TransferTask; parentRef: string | null; depth: number }[] = [];
  for (const task of tasks) {
    const chain = chainOf(task.ref);
    let parentRef = parentOf.get(task.ref) ?? null;
    let depth = chain.length;
    if (depth > ANCESTORS_MAX) {
      // Hung under its ancestor at the deepest level allowed.
      parentRef = chain[chain.length - ANCESTORS_MAX] ?? null;
      depth = ANCESTORS_MAX;
      adjust(`Sub-task “${task.title}”`, `Moved up: sub-tasks go at most ${SUBTASK_DEPTH_MAX} levels deep`);
    }
    out.push({ task, parentRef, depth });
  }
  return out.sort((a, b) => a.depth - b.depth);
}

/** The plan of importing `bundle` into `target`, and its dry-run report. */
export async function planImport(
  db: AppDb,
  bundle: TransferBundle,
  target: ImportTarget,
): Promise<ImportPlan> {
  const skipped: TransferSkipped[] = [...bundle.skipped];
  const adjusted: TransferSkipped[] = [];
  const skip = (what: string, reason: string) => skipped.push({ what, reason });
  const adjustedOnce = new Set<string>();
  const adjust = (what: string, reason: string) => adjusted.push({ what, reason });
  const adjustOnce = (key: string, what: string, reason: string) => {
    if (adjustedOnce.has(key)) return;
    adjustedOnce.add(key);
    adjust(what, reason);
  };

  const emails = emailsOf(bundle);
  const members = await membersByEmail(db, target, [...emails.keys()]);
  const userOf = (email: string | null | undefined) =>
    email ? members.get(email.toLowerCase())?.id : undefined;
  const people: ImportPersonMapping[] = [...emails].map(([email, name]) => {
    const member = members.get(email);
    return {
      email,
      name,
      userId: member?.id ?? null,
      userName: member?.name ?? null,
      outcome: member ? 'member' : 'unassigned',
    };
  });
  // What each person who is not a member loses, counted.
  const lost = new Map<string, { assigned: number; time: number; comments: number; member: number }>();
  const lose = (email: string, kind: 'assigned' | 'time' | 'comments' | 'member') => {
    const key = email.toLowerCase();
    const entry = lost.get(key) ?? { assigned: 0, time: 0, comments: 0, member: 0 };
    entry[kind] += 1;
    lost.set(key, entry);
  };

  // Labels: the workspace's by name, else new.
  const existingLabels = await workspaceLabels(db, target);
  const plannedLabels: ImportPlan['labels'] = [];
  const labelIdByRef = new Map<string, string>();
  const labelIdByName = new Map<string, string>();
  const reusedLabels: string[] = [];
  for (const label of bundle.labels) {
    const name = cut(label.name.trim(), LABEL_LIMITS.nameMax, () =>
      adjust(`Label “${label.name}”`, `Its name is cut to ${LABEL_LIMITS.nameMax} characters`),
    );
    const key = name.toLowerCase();
    let id = labelIdByName.get(key);
    if (!id) {
      const existing = existingLabels.get(key);
      id = existing ?? newId();
      if (existing) reusedLabels.push(name);
      plannedLabels.push({
        id,
        name,
        color:
          label.color ??
          LABEL_COLOR_FALLBACK[plannedLabels.length % LABEL_COLOR_FALLBACK.length] ??
          '#1976d2',
        create: !existing,
      });
      labelIdByName.set(key, id);
    }
    labelIdByRef.set(label.ref, id);
  }

  const projects: PlannedProject[] = [];
  const tasks: PlannedTask[] = [];
  const comments: ImportPlan['comments'] = [];
  const timeEntries: ImportPlan['timeEntries'] = [];
  const taskIdByRef = new Map<string, string>();
  const projectSummaries: ImportReport['projects'] = [];
  const relationsIn: { fromRef: string; toRef: string; type: string; project: string }[] = [];
  let stateCount = 0;
  const now = new Date();

  for (const project of bundle.projects) {
    const title = cut(project.title.trim() || 'Imported project', WORK_LIMITS.titleMax, () =>
      adjust(
        `Project “${project.title.slice(0, 60)}…”`,
        `Its title is cut to ${WORK_LIMITS.titleMax} characters`,
      ),
    );
    let projectId: string;
    let stateByRef: Map<string, WorkflowState>;
    if (target.project) {
      projectId = target.project.id;
      const states = target.project.states;
      stateByRef = new Map();
      for (const state of project.states) {
        const byName = states.find((kept) => kept.name.toLowerCase() === state.name.trim().toLowerCase());
        const byCategory = states.find((kept) => kept.category === state.category) ?? states[0];
        const into = byName ?? byCategory;
        if (!into) continue;
        if (!byName)
          adjust(`State “${state.name}”`, `Its tasks go to “${into.name}” of ${target.project.title}`);
        stateByRef.set(state.ref, into);
      }
    } else {
      projectId = newId();
      const workflow = workflowOf(project.states, adjust, `“${title}”`);
      stateByRef = workflow.byRef;
      stateCount += workflow.states.length;
      const ownerId = userOf(project.ownerEmail) ?? target.importer.id;
      if (project.ownerEmail && !userOf(project.ownerEmail)) lose(project.ownerEmail, 'member');
      const memberRows = new Map<string, string>([[ownerId, 'owner']]);
      for (const member of project.members) {
        const userId = userOf(member.email);
        if (!userId) {
          lose(member.email, 'member');
          continue;
        }
        if (memberRows.has(userId)) continue;
        const role = (PROJECT_MEMBER_ROLES as readonly string[]).includes(member.role)
          ? member.role
          : 'team-member';
        memberRows.set(userId, role);
      }
      const description = project.description
        ? cut(project.description, WORK_LIMITS.projectDescriptionMax, () =>
            adjust(`Description of “${title}”`, `Cut to ${WORK_LIMITS.projectDescriptionMax} characters`),
          )
        : null;
      projects.push({
        id: projectId,
        create: true,
        title,
        description,
        status:
          project.status && (PROJECT_STATUSES as readonly string[]).includes(project.status)
            ? project.status
            : 'planning',
        priority: project.priority,
        budget: project.budget === null ? null : Math.min(project.budget, WORK_LIMITS.budgetMax),
        startDate: day(project.startDate),
        dueDate: day(project.dueDate),
        ownerId,
        members: [...memberRows].map(([userId, role]) => ({ userId, role })),
        workflow: isDefaultWorkflow(workflow.states) ? null : workflow.states,
      });
    }

    const ordered = treeOrder(project.tasks, skip, adjust);
    const positions = new Map<string | null, number>();
    let projectTasks = 0;
    for (const { task, parentRef, depth } of ordered) {
      if (taskIdByRef.has(task.ref)) {
        skip(`Task “${task.title}”`, 'Another task of the file has the same reference');
        continue;
      }
      const id = newId();
      taskIdByRef.set(task.ref, id);
      const state = stateByRef.get(task.stateRef) ?? stateByRef.values().next().value;
      if (!stateByRef.has(task.stateRef) && state)
        adjust(`State of “${task.title}”`, `Its state is not in the file: it goes to “${state.name}”`);
      const category = state?.category ?? 'todo';
      const assignedTo = userOf(task.assigneeEmail) ?? null;
      if (task.assigneeEmail && !assignedTo) lose(task.assigneeEmail, 'assigned');
      const position = positions.get(parentRef) ?? 0;
      positions.set(parentRef, position + 1);
      const checklist = task.checklist.slice(0, CHECKLIST_ITEMS_MAX).map((item) => ({
        id: newId(),
        text: cut(item.text, WORK_LIMITS.checklistItemMax, () =>
          adjustOnce(
            'checklist-text',
            'Checklist items',
            `Cut to ${WORK_LIMITS.checklistItemMax} characters`,
          ),
        ),
        done: item.done,
      }));
      if (task.checklist.length > CHECKLIST_ITEMS_MAX)
        skip(
          `${task.checklist.length - CHECKLIST_ITEMS_MAX} checklist items of “${task.title}”`,
          `A checklist holds at most ${CHECKLIST_ITEMS_MAX} items`,
        );
      const labelIds: string[] = [];
      for (const ref of task.labelRefs) {
        const labelId = labelIdByRef.get(ref);
        if (!labelId) skip(`Label “${ref}” of “${task.title}”`, 'The label is not in the file');
        else if (!labelIds.includes(labelId)) labelIds.push(labelId);
      }
      let startDate = day(task.startDate);
      const dueDate = day(task.dueDate);
      if (startDate && dueDate && startDate > dueDate) {
        adjust(`Start date of “${task.title}”`, 'It was after the due date: left out');
        startDate = null;
      }
      tasks.push({
        id,
        ref: task.ref,
        projectId,
        parentId: null,
        parentRef,
        depth,
        position,
        title: cut(task.title.trim() || 'Untitled', WORK_LIMITS.titleMax, () =>
          adjustOnce('title', 'Task titles', `Cut to ${WORK_LIMITS.titleMax} characters`),
        ),
        description: task.description
          ? cut(task.description, WORK_LIMITS.taskDescriptionMax, () =>
              adjustOnce(
                'description',
                'Task descriptions',
                `Cut to ${WORK_LIMITS.taskDescriptionMax} characters`,
              ),
            )
          : null,
        status: category,
        state: state && state.id !== state.category ? state.id : null,
        priority: task.priority,
        assignedTo,
        createdBy: userOf(task.createdByEmail) ?? target.importer.id,
        startDate,
        dueDate,
        estimate: task.estimate,
        recurrence: task.recurrence,
        // A third-party file's finished card is completed at the import; a TaskFlow export keeps what it had.
        completedAt: task.completedAt
          ? new Date(task.completedAt)
          : category === 'done' && bundle.source !== 'taskflow'
            ? now
            : null,
        createdAt: task.createdAt ? new Date(task.createdAt) : null,
        checklist,
        labelIds,
      });
      projectTasks += 1;

      for (const comment of task.comments) {
        const authorId = userOf(comment.authorEmail);
        let text = comment.body;
        if (!authorId) {
          if (comment.authorEmail) lose(comment.authorEmail, 'comments');
          const who = comment.authorEmail
            ? (emails.get(comment.authorEmail.toLowerCase()) ?? comment.authorEmail)
            : null;
          if (who)
            text = `Originally by ${who}${who === comment.authorEmail ? '' : ` <${comment.authorEmail}>`}\n\n${text}`;
        }
        comments.push({
          id: newId(),
          taskId: id,
          authorId: authorId ?? target.importer.id,
          text: cut(text, WORK_LIMITS.commentMax, () =>
            adjustOnce('comment', 'Comments', `Cut to ${WORK_LIMITS.commentMax} characters`),
          ),
          createdAt: comment.createdAt ? new Date(comment.createdAt) : null,
        });
      }
      for (const entry of task.timeEntries) {
        const userId = userOf(entry.userEmail);
        if (!userId) {
          lose(entry.userEmail, 'time');
          continue;
        }
        timeEntries.push({
          id: newId(),
          taskId: id,
          projectId,
          userId,
          workedOn: entry.date.slice(0, 10),
          durationSeconds: entry.durationSeconds,
          note: entry.note.slice(0, 1000),
          billable: entry.billable,
        });
      }
    }
    for (const relation of project.relations) relationsIn.push({ ...relation, project: title });
    projectSummaries.push({ title: target.project ? target.project.title : title, tasks: projectTasks });
  }

  // The parent's id once every task has one (a parent may come later in the file).
  for (const task of tasks) task.parentId = task.parentRef ? (taskIdByRef.get(task.parentRef) ?? null) : null;

  const relations: ImportPlan['relations'] = [];
  const relationKeys = new Set<string>();
  for (const relation of relationsIn) {
    const from = taskIdByRef.get(relation.fromRef);
    const to = taskIdByRef.get(relation.toRef);
    if (!from || !to || from === to) {
      skip(
        `Relation ${relation.fromRef} ${relation.type} ${relation.toRef}`,
        from === to && from ? 'A task cannot relate to itself' : 'One of its tasks is not in the file',
      );
      continue;
    }
    // relates_to is kept once, the smaller id first.
    const [fromTaskId, toTaskId] = relation.type === 'relates_to' && to < from ? [to, from] : [from, to];
    const key = `${fromTaskId}:${toTaskId}:${relation.type}`;
    if (relationKeys.has(key)) continue;
    relationKeys.add(key);
    relations.push({ id: newId(), type: relation.type, fromTaskId, toTaskId });
  }

  for (const [email, what] of lost) {
    const parts = [
      what.assigned ? `${what.assigned} ${what.assigned === 1 ? 'task stays' : 'tasks stay'} unassigned` : '',
      what.time ? `${what.time} time ${what.time === 1 ? 'entry is' : 'entries are'} left out` : '',
      what.comments
        ? `${what.comments} ${what.comments === 1 ? 'comment is' : 'comments are'} written by you`
        : '',
      what.member ? 'not added to the projects' : '',
    ].filter(Boolean);
    skip(email, `Not a member of this workspace: ${parts.join('; ')}`);
  }

  const create = emptyCounts();
  create.projects = projects.length;
  create.states = stateCount;
  create.tasks = tasks.filter((task) => !task.parentId).length;
  create.subTasks = tasks.length - create.tasks;
  create.labels = plannedLabels.filter((label) => label.create).length;
  create.taskLabels = tasks.reduce((sum, task) => sum + task.labelIds.length, 0);
  create.relations = relations.length;
  create.comments = comments.length;
  create.timeEntries = timeEntries.length;
  create.checklistItems = tasks.reduce((sum, task) => sum + task.checklist.length, 0);
  create.people = people.filter((person) => person.outcome === 'member').length;

  return {
    report: { create, reusedLabels, projects: projectSummaries, people, skipped, adjusted },
    labels: plannedLabels,
    projects,
    tasks,
    relations,
    comments,
    timeEntries,
  };
}
