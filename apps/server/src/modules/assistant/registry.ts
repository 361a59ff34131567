import {
  ASSISTANT_LIST_SIZES,
  type ChatFollowUp,
  CUSTOM_FIELD_MESSAGES,
  customFieldText,
  filterQueryOf,
  hasPermission,
  LABEL_MESSAGES,
  LabelCreatePayloadSchema,
  nextLabelColor,
  PAGE_LIMIT_MAX,
  type Permission,
  type ProgressData,
  type Project,
  type ProjectAccessRole,
  ProjectCreatePayloadSchema,
  type ProjectDisplayData,
  ProjectListQuerySchema,
  ProjectUpdatePayloadSchema,
  projectPermissions,
  type QuickAction,
  TASK_STATUSES,
  type Task,
  TaskCreatePayloadSchema,
  type TaskDisplayData,
  TaskListQuerySchema,
  TaskUpdatePayloadSchema,
  type TeamData,
} from '@app/domain';
import { type ZodType, z } from 'zod';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import type { CurrentUser } from '../auth';
import { fieldsOfProject, toCustomField } from '../custom-fields';
import { createLabel, listLabels } from '../labels';
import { createProject, deleteProject, getProject, listProjects, updateProject } from '../projects';
import { createTask, deleteTask, getTask, listProjectTasks, listTasks, updateTask } from '../tasks';
import { todayUtc, type Viewer, type WorkDeps } from '../work';
import { claimAction, insertAction, listTeammates, releaseAction } from './assistant.queries';
import {
  FUNCTION_ARGUMENTS,
  FUNCTION_NAMES,
  type FunctionArguments,
  type FunctionName,
  type FunctionOutcome,
  isFunctionName,
  type ObjectRef,
} from './contract';
import { projectPath, screensFor, taskPath } from './screens';
import { ASSISTANT_TEXTS, priorityLabel, projectStatusLabel, taskStatusLabel } from './texts';

/**
 * The assistant's one function registry. Every function the engine, a follow-up button or a language
 * model may call is here, with its argument schema (contract.ts), its risk, the named permission it needs and an
 * executor that calls the same service functions as the REST routes, as the user, so every rule of theirs
 * (tenant scope, project roles, validation) holds: an id from anywhere is checked again by the service, and what
 * the user may not see answers 'not found'.
 */

/** Who calls, with what. The viewer is marked `via: 'assistant'`, so the feed entries of its writes say so. */
export interface AssistantCaller {
  user: CurrentUser;
  viewer: Viewer;
  deps: WorkDeps;
  /** The project the widget is on (the path's), if any. */
  projectId: string | null;
  now: Date;
  /** Who asked and from where, for the audit log's entry of each write. */
  audit: AuditContext;
}

export type Risk = 'read' | 'write';

export interface RegistryEntry<N extends FunctionName = FunctionName> {
  description: string;
  risk: Risk;
  /** The named permission of @app/domain the user must hold (the project's own rules are the services'). */
  permission: Permission;
  /**
   * Whether the user has somewhere to use it, given their roles in the projects they see (for the functions
   * list and the engine): e.g. update_project needs a project they may edit. Absent: always.
   */
  usable?: (roles: readonly ProjectAccessRole[]) => boolean;
  /**
   * A question to ask first when this call would touch more than one object; the call then runs only when sent
   * again with `confirmed: true` (the 'Confirm' button). Absent or null: it runs at once.
   */
  confirm?: (args: FunctionArguments<N>, caller: AssistantCaller) => Promise<string | null> | string | null;
  /** The confirmation button's label ('Confirm' unless the entry names its act, as a delete does). */
  confirmLabel?: string;
  run(args: FunctionArguments<N>, caller: AssistantCaller): Promise<AssistantOutcome>;
}

/**
 * What a call was about, for the conversation (conversation.ts): the one object it created, changed, opened or
 * showed (`focus`), the objects a list showed in order (`listed`), an object it deleted (`deleted`).
 */
export interface OutcomeSubject {
  focus?: ObjectRef;
  listed?: { type: ObjectRef['type']; ids: string[] };
  deleted?: ObjectRef;
}

/** A function's outcome with what it was about (kept by the module, not sent to the client). */
export interface AssistantOutcome extends FunctionOutcome {
  about?: OutcomeSubject;
  /** Set when the registry asked instead of running: the call that waits for the user's yes. */
  confirmation?: { functionName: string; arguments: Record<string, unknown> };
}

/** How many tasks or projects a list answer carries (all are counted; the widget shows 6 or 3 at first). */
export const ASSISTANT_LIST_LIMIT = 50;

const roleCan =
  (check: keyof ReturnType<typeof projectPermissions>) => (roles: readonly ProjectAccessRole[]) =>
    roles.some((role) => projectPermissions(role)[check]);

/** The answer to a write: the object, and the Undo button when an action was kept. */
function writeOutcome(
  message: string,
  action: 'task_created' | 'task_updated' | 'project_created' | 'project_updated',
  object: Task | Project,
  actionId: string | null,
): AssistantOutcome {
  const followUps: ChatFollowUp[] = actionId
    ? [{ kind: 'undo', label: ASSISTANT_TEXTS.undoLabel, functionName: 'undo', arguments: { actionId } }]
    : [];
  const type = action.startsWith('task') ? 'task' : 'project';
  return {
    message,
    action,
    actionData: object,
    result: object,
    ...(followUps.length ? { followUps } : {}),
    about: { focus: { type, id: object._id } },
  };
}

/**
 * The answer to a delete (no undo): lists elsewhere refetch, as after an undone create. The result names the
 * object too (the audit log's label).
 */
function deletedOutcome(
  message: string,
  type: ObjectRef['type'],
  object: { _id: string; title: string },
): AssistantOutcome {
  return {
    message,
    action: type === 'task' ? 'task_updated' : 'project_updated',
    actionData: { _id: object._id, deleted: true },
    result: { _id: object._id, title: object.title, deleted: true },
    about: { deleted: { type, id: object._id } },
  };
}

/** The ids a list showed, in order, for the conversation (conversation.ts decides what they do to the focus). */
function listedSubject(type: ObjectRef['type'], ids: string[]): OutcomeSubject {
  return { listed: { type, ids } };
}

/** Keeps only the keys whose value is not undefined (payloads under exactOptionalPropertyTypes). */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A service payload parsed by its REST schema; a refusal reads as the route's own 400 would. */
function parsePayload<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

/** The previous values of the fields a change touched (what Undo sends back). */
function beforeImage(
  current: Record<string, unknown>,
  payload: Record<string, unknown>,
  fields: Record<string, string>,
): Record<string, unknown> {
  const before: Record<string, unknown> = {};
  for (const [payloadKey, objectKey] of Object.entries(fields)) {
    if (payload[payloadKey] !== undefined) before[payloadKey] = current[objectKey] ?? null;
  }
  return before;
}

/** Whether the saved object differs from the before-image in any field (else there is nothing to undo). */
function differs(
  object: Task | Project,
  before: Record<string, unknown>,
  fields: Record<string, string>,
): boolean {
  const saved = object as unknown as Record<string, unknown>;
  return Object.keys(before).some((key) => {
    const field = fields[key];
    if (!field) return false;
    const now = saved[field] ?? null;
    // Labels are a set: the same ids in another order are no change.
    if (Array.isArray(now) || Array.isArray(before[key]))
      return sameIds(now as string[] | null, before[key] as string[] | null) === false;
    // A description taken away reads as none in the answer and '' in the before-image.
    return key === 'description' ? (now ?? '') !== (before[key] ?? '') : now !== before[key];
  });
}

const TASK_FIELDS = {
  title: 'title',
  status: 'status',
  priority: 'priority',
  dueDate: 'dueDate',
  assignedTo: 'assignedTo',
  labelIds: 'labelIds',
};

function sameIds(a: readonly string[] | null, b: readonly string[] | null): boolean {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/** A field name or option label as compared: lower case, letters and digits only. */
const fieldKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The custom values of 'set the story points of X to 5' / 'mark X as customer facing': each field found by name
 * among the task's project's fields (whatever its case; 'Estimate' for 'Estimate (hours)' when only one fits), each
 * value by the field's type: a select's or multi-select's options by label, a person field's member by name, a
 * checkbox's true/false, a number, a date as YYYY-MM-DD; null clears. An unknown field or option is a 400 naming
 * it, before anything is written; the values' own rules are the service's (`mergeCustomValues`).
 */
async function fieldChange(
  current: Task,
  setFields: NonNullable<FunctionArguments<'update_task'>['setFields']>,
  caller: AssistantCaller,
): Promise<{ values: Record<string, unknown>; notes: { name: string; text: string }[] }> {
  if (!current.projectId) throw new AppError(400, CUSTOM_FIELD_MESSAGES.noProject);
  const project = await getProject(caller.deps.db, caller.viewer, current.projectId);
  const fields = (await fieldsOfProject(caller.deps.db, current.projectId)).map(toCustomField);
  const values: Record<string, unknown> = {};
  const notes: { name: string; text: string }[] = [];
  for (const { field: name, value } of setFields) {
    const key = fieldKey(name);
    const bare = (fieldName: string) => fieldKey(fieldName.replace(/\([^)]*\)/g, ''));
    const byBare = fields.filter((f) => bare(f.name) === key);
    const field =
      fields.find((f) => fieldKey(f.name) === key) ?? (byBare.length === 1 ? byBare[0] : undefined);
    if (!field) throw new AppError(400, ASSISTANT_TEXTS.fieldUnknown(name, project.title));
    const option = (label: string) => {
      const wanted = fieldKey(label);
      const found =
        field.options.find((o) => fieldKey(o.label) === wanted) ??
        field.options.find((o) => wanted.length >= 3 && fieldKey(o.label).startsWith(wanted));
      if (!found)
        throw new AppError(
          400,
          ASSISTANT_TEXTS.fieldOptionUnknown(
            field.name,
            label,
            field.options.map((o) => o.label),
          ),
        );
      return found.id;
    };
    let stored: unknown = value;
    if (value === null) stored = null;
    else if (field.type === 'select') stored = option(String(value));
    else if (field.type === 'multi_select')
      stored = String(value)
        .split(/\s*,\s*/)
        .filter(Boolean)
        .map(option);
    else if (field.type === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))
      stored = Number(value);
    else if (field.type === 'checkbox' && typeof value === 'string') {
      if (/^(true|yes|on|checked)$/i.test(value.trim())) stored = true;
      else if (/^(false|no|off|unchecked)$/i.test(value.trim())) stored = false;
    } else if (field.type === 'user') {
      const wanted = String(value).trim().toLowerCase();
      const members = project.members ?? [];
      const matches = members.filter(
        (m) =>
          m._id === value ||
          m.name.toLowerCase() === wanted ||
          m.name.toLowerCase().split(/\s+/).includes(wanted) ||
          m.email?.toLowerCase() === wanted,
      );
      if (matches.length !== 1)
        throw new AppError(400, ASSISTANT_TEXTS.fieldPersonUnknown(field.name, String(value)));
      stored = matches[0]!._id;
    }
    values[field._id] = stored;
    const memberName = (id: string) => project.members?.find((m) => m._id === id)?.name;
    notes.push({ name: field.name, text: customFieldText(field, stored, memberName) });
  }
  return { values, notes };
}

/**
 * A task's labels after 'tag X with A and B' / 'remove the A label from X': the names found among the workspace's
 * labels whatever their case; a name to add that the workspace lacks becomes a new label in the palette's next
 * colour (as the task screen makes one); the task's other labels stay. A name to take off that no label has is
 * the labels route's 404.
 */
async function labelChange(
  current: Task,
  args: { addLabels?: string[]; removeLabels?: string[] },
  caller: AssistantCaller,
): Promise<{ labelIds: string[]; added: string[]; removed: string[]; created: string[] }> {
  const workspace = await listLabels(caller.deps.db, caller.viewer);
  const byName = new Map(workspace.map((label) => [label.name.trim().toLowerCase(), label]));
  const ids = new Set(current.labelIds ?? []);
  const removed: string[] = [];
  for (const name of args.removeLabels ?? []) {
    const label = byName.get(name.trim().toLowerCase());
    if (!label) throw new AppError(404, LABEL_MESSAGES.notFound);
    ids.delete(label._id);
    removed.push(label.name);
  }
  const added: string[] = [];
  const created: string[] = [];
  for (const name of args.addLabels ?? []) {
    let label = byName.get(name.trim().toLowerCase());
    if (!label) {
      const payload = parsePayload(LabelCreatePayloadSchema, {
        name,
        color: nextLabelColor(workspace.length + created.length),
      });
      label = await createLabel(caller.deps, caller.viewer, payload);
      byName.set(label.name.trim().toLowerCase(), label);
      created.push(label.name);
    }
    ids.add(label._id);
    added.push(label.name);
  }
  return { labelIds: [...ids], added, removed, created };
}
const PROJECT_FIELDS = {
  title: 'title',
  description: 'description',
  status: 'status',
  priority: 'priority',
  dueDate: 'dueDate',
  budget: 'budget',
};

async function countTasks(caller: AssistantCaller, projectId: string, status: readonly string[]) {
  const query = TaskListQuerySchema.parse({ page: 1, limit: 1, status: status.join(',') });
  const { pagination } = await listProjectTasks(caller.deps.db, caller.viewer, projectId, query);
  return pagination.total;
}

async function countProjects(caller: AssistantCaller, status: 'active' | 'completed') {
  const query = ProjectListQuerySchema.parse({ page: 1, limit: 1, status });
  return (await listProjects(caller.deps.db, caller.viewer, query)).pagination.total;
}

/** The quick actions offered: commands the engine understands, for what this user may do, at most 4. */
async function quickActionsFor(caller: AssistantCaller, functions: readonly FunctionName[]) {
  const actions: QuickAction[] = [];
  if (caller.projectId) {
    const project = await getProject(caller.deps.db, caller.viewer, caller.projectId).catch(() => null);
    if (project) {
      actions.push({ label: 'Project progress', command: `How is ${project.title} going?` });
      actions.push({ label: 'Project tasks', command: `Show tasks in ${project.title}` });
    }
  }
  actions.push({ label: 'My tasks', command: 'Show my tasks' });
  actions.push({ label: 'Overdue tasks', command: 'Show my overdue tasks' });
  actions.push({ label: 'My projects', command: 'List my projects' });
  if (functions.includes('create_project')) {
    actions.push({ label: 'New project', command: 'Create a project' });
  }
  return actions.slice(0, ASSISTANT_LIST_SIZES.quickActions);
}

const REGISTRY: { [N in FunctionName]: RegistryEntry<N> } = {
  list_tasks: {
    description:
      'List the tasks the user can see, filtered by status, priority, due window (overdue, today, this week, or a date range), project and whether they are assigned to the user.',
    risk: 'read',
    permission: 'canViewTasks',
    async run(args, caller) {
      // The request in the filter language (issue 39): the list is that query's answer, and the link
      // reopens the same query in My Tasks. Without a status, the tasks not done (the corpus's convention:
      // 'my tasks' are the ones left to do).
      const request = {
        assignedToMe: args.assignedToMe,
        status: args.status,
        priority: args.priority,
        labels: args.labels,
        due: args.due,
        dueFrom: args.dueFrom,
        dueTo: args.dueTo,
      };
      const { db } = caller.deps;
      const project = args.projectId ? await getProject(db, caller.viewer, args.projectId) : null;
      const query = TaskListQuerySchema.parse({
        page: 1,
        limit: ASSISTANT_LIST_LIMIT,
        sort: 'dueDate',
        // Days written out from the caller's clock, the one every other answer of the assistant reads.
        q: filterQueryOf({ ...request, today: todayUtc(caller.now) }),
      });
      const answer = project
        ? await listProjectTasks(db, caller.viewer, project._id, query)
        : await listTasks(db, caller.viewer, query);
      const data: TaskDisplayData = {
        query: filterQueryOf({ ...request, project: project?.title }),
        totalCount: answer.pagination.total,
        tasks: answer.data.map((task) => ({
          id: task._id,
          title: task.title,
          status: task.statusCategory ?? task.status,
        })),
      };
      return {
        message: ASSISTANT_TEXTS.tasksFound(data.totalCount, data.tasks.length),
        action: 'display_tasks',
        actionData: data,
        result: data,
        about: listedSubject(
          'task',
          data.tasks.map((task) => task.id),
        ),
      };
    },
  },

  list_projects: {
    description:
      'List the projects the user can see, optionally by status, with their progress and a summary.',
    risk: 'read',
    permission: 'canViewProjects',
    async run(args, caller) {
      const query = ProjectListQuerySchema.parse(
        defined({ page: 1, limit: PAGE_LIMIT_MAX, status: args.status }),
      );
      const answer = await listProjects(caller.deps.db, caller.viewer, query);
      const rows = answer.data;
      const total = answer.pagination.total;
      const all = rows.length >= total;
      const countOf = (status: 'active' | 'completed') =>
        all ? rows.filter((project) => project.status === status).length : countProjects(caller, status);
      const data: ProjectDisplayData = {
        totalCount: total,
        projects: rows.slice(0, ASSISTANT_LIST_LIMIT).map((project) => ({
          name: project.title,
          status: project.status,
          progress: project.progress,
          teamSize: project.teamSize ?? 0,
          priority: project.priority,
        })),
        summary: {
          averageProgress: rows.length
            ? Math.round(rows.reduce((sum, project) => sum + project.progress, 0) / rows.length)
            : 0,
          activeProjects: await countOf('active'),
          completedProjects: await countOf('completed'),
          totalProjects: total,
        },
      };
      const statusNote = args.status ? ` (${projectStatusLabel(args.status)})` : '';
      return {
        message: `${ASSISTANT_TEXTS.projectsFound(total)}${total ? statusNote : ''}`,
        action: 'display_projects',
        actionData: data,
        result: data,
        about: listedSubject(
          'project',
          rows.slice(0, ASSISTANT_LIST_LIMIT).map((project) => project._id),
        ),
      };
    },
  },

  project_progress: {
    description:
      'How far a project is: its progress and how many of its tasks are to do, in progress and done.',
    risk: 'read',
    permission: 'canViewProjects',
    async run(args, caller) {
      const project = await getProject(caller.deps.db, caller.viewer, args.projectId);
      const [todoTasks, inProgressTasks, completedTasks] = [
        await countTasks(caller, project._id, ['todo']),
        await countTasks(caller, project._id, ['in-progress', 'review']),
        await countTasks(caller, project._id, ['done']),
      ];
      const data: ProgressData = { progress: project.progress, todoTasks, inProgressTasks, completedTasks };
      return {
        message: ASSISTANT_TEXTS.progress(
          project.title,
          project.progress,
          completedTasks,
          todoTasks + inProgressTasks + completedTasks,
        ),
        action: 'display_progress',
        actionData: data,
        result: data,
        about: { focus: { type: 'project', id: project._id } },
      };
    },
  },

  project_team: {
    description:
      "A project's members and their roles; without a project, everyone the user works with (the people of their projects and organization).",
    risk: 'read',
    permission: 'canViewTeams',
    async run(args, caller) {
      if (!args.projectId) {
        const teammates = await listTeammates(caller.deps.db, caller.viewer);
        const data: TeamData = {
          totalMembers: teammates.length,
          members: teammates.map((person) => ({ name: person.name, role: person.role })),
        };
        return {
          message: ASSISTANT_TEXTS.teammates(data.totalMembers),
          action: 'display_team',
          actionData: data,
          result: data,
        };
      }
      const project = await getProject(caller.deps.db, caller.viewer, args.projectId);
      const members = project.members ?? [];
      const data: TeamData = {
        totalMembers: members.length,
        members: members.map((member) => ({ name: member.name, role: member.role })),
      };
      return {
        message: ASSISTANT_TEXTS.team(project.title, data.totalMembers),
        action: 'display_team',
        actionData: data,
        result: data,
        about: { focus: { type: 'project', id: project._id } },
      };
    },
  },

  create_task: {
    description:
      "Create a task in a project, or without a project one of the user's own tasks, with an optional due date, priority and assignee; with parentId, a sub-task of that task in the parent's project.",
    risk: 'write',
    permission: 'canCreateTasks',
    // Always usable: without a project it is one of the user's own tasks, which needs no project role.
    async run(args, caller) {
      // A sub-task goes in its parent's project; the service checks the parent (same project, depth, rights).
      const parent = args.parentId ? await getTask(caller.deps.db, caller.viewer, args.parentId) : null;
      const projectId = args.projectId ?? (parent ? (parent.projectId ?? undefined) : undefined);
      const payload = parsePayload(
        TaskCreatePayloadSchema,
        defined({
          title: args.title,
          projectId,
          parentId: args.parentId,
          dueDate: args.dueDate,
          priority: args.priority,
          // One of the user's own tasks is theirs: 'remind me to…' then 'show my tasks' lists it.
          assignedTo: args.assigneeId ?? (projectId ? undefined : caller.user.id),
        }),
      );
      const task = await createTask(caller.deps, caller.viewer, payload);
      const action = await insertAction(caller.deps.db, {
        userId: caller.user.id,
        functionName: 'create_task',
        objectType: 'task',
        objectId: task._id,
        before: null,
      });
      return writeOutcome(
        parent
          ? ASSISTANT_TEXTS.subtaskCreated(task.title, parent.title, task.dueDate)
          : ASSISTANT_TEXTS.taskCreated(task.title, task.project?.title ?? 'your tasks', task.dueDate),
        'task_created',
        task,
        action.id,
      );
    },
  },

  update_task: {
    description:
      "Change a task's status, due date, priority, assignee or title, put labels on it or take them off by name (a new name makes a new label), or set its project's custom fields by name (null clears one).",
    risk: 'write',
    permission: 'canCreateTasks',
    // Always usable: the user's own tasks outside any project need no project role (the service decides).
    async run(args, caller) {
      const current = await getTask(caller.deps.db, caller.viewer, args.taskId);
      const labels = args.addLabels || args.removeLabels ? await labelChange(current, args, caller) : null;
      const fields = args.setFields ? await fieldChange(current, args.setFields, caller) : null;
      const payload = parsePayload(
        TaskUpdatePayloadSchema,
        defined({
          title: args.title,
          status: args.status,
          dueDate: args.dueDate,
          priority: args.priority,
          assignedTo: args.assigneeId,
          labelIds: labels?.labelIds,
          customFields: fields?.values,
        }),
      );
      const before = beforeImage(current, payload, TASK_FIELDS);
      // Undo sends back the previous value of each field set (null: it had none).
      if (fields)
        before.customFields = Object.fromEntries(
          Object.keys(fields.values).map((id) => [id, current.customFields?.[id] ?? null]),
        );
      const task = await updateTask(caller.deps, caller.viewer, args.taskId, payload);
      const changed =
        differs(task, before, TASK_FIELDS) ||
        Object.entries((before.customFields ?? {}) as Record<string, unknown>).some(
          ([id, was]) => JSON.stringify(task.customFields?.[id] ?? null) !== JSON.stringify(was),
        );
      const action = changed
        ? await insertAction(caller.deps.db, {
            userId: caller.user.id,
            functionName: 'update_task',
            objectType: 'task',
            objectId: task._id,
            before,
          })
        : null;
      const statusNote = args.status
        ? ` Status: ${task.statusName ?? taskStatusLabel(task.statusCategory ?? 'todo')}.`
        : '';
      const priorityNote = args.priority ? ` Priority: ${priorityLabel(task.priority)}.` : '';
      const labelNote = labels
        ? ASSISTANT_TEXTS.labelsChanged(labels.added, labels.removed, labels.created)
        : '';
      const fieldNote = fields ? ASSISTANT_TEXTS.fieldsChanged(fields.notes) : '';
      return writeOutcome(
        `${ASSISTANT_TEXTS.taskUpdated(task.title)}${statusNote}${priorityNote}${labelNote}${fieldNote}`,
        'task_updated',
        task,
        action?.id ?? null,
      );
    },
  },

  delete_task: {
    description: 'Delete one task (asks the user to confirm first; it cannot be undone).',
    risk: 'write',
    // As update_task: who may not create tasks manages none.
    permission: 'canCreateTasks',
    // Always usable: the user's own tasks outside any project need no project role (the service decides).
    confirmLabel: ASSISTANT_TEXTS.deleteLabel,
    async confirm(args, caller) {
      const task = await getTask(caller.deps.db, caller.viewer, args.taskId);
      return ASSISTANT_TEXTS.confirmDeleteTask(task.title);
    },
    async run(args, caller) {
      const task = await getTask(caller.deps.db, caller.viewer, args.taskId);
      await deleteTask(caller.deps, caller.viewer, task._id);
      return deletedOutcome(ASSISTANT_TEXTS.taskDeleted(task.title), 'task', task);
    },
  },

  create_project: {
    description:
      'Create a project owned by the user, with an optional description, due date, priority and budget.',
    risk: 'write',
    permission: 'canCreateProjects',
    async run(args, caller) {
      const payload = parsePayload(
        ProjectCreatePayloadSchema,
        defined({
          title: args.title,
          description: args.description,
          dueDate: args.dueDate,
          priority: args.priority,
          budget: args.budget,
        }),
      );
      const project = await createProject(caller.deps, caller.viewer, payload);
      const action = await insertAction(caller.deps.db, {
        userId: caller.user.id,
        functionName: 'create_project',
        objectType: 'project',
        objectId: project._id,
        before: null,
      });
      return writeOutcome(
        ASSISTANT_TEXTS.projectCreated(project.title),
        'project_created',
        project,
        action.id,
      );
    },
  },

  update_project: {
    description: "Change a project's title, description, status, due date, priority or budget.",
    risk: 'write',
    permission: 'canViewProjects',
    usable: roleCan('canEdit'),
    async run(args, caller) {
      const current = await getProject(caller.deps.db, caller.viewer, args.projectId);
      const payload = parsePayload(
        ProjectUpdatePayloadSchema,
        defined({
          title: args.title,
          description: args.description,
          status: args.status,
          dueDate: args.dueDate,
          priority: args.priority,
          budget: args.budget,
        }),
      );
      const before = beforeImage(current, payload, PROJECT_FIELDS);
      // A description taken away is sent back as '' (the service stores it as none).
      if (before.description === null) before.description = '';
      const project = await updateProject(caller.deps, caller.viewer, args.projectId, payload);
      const action = differs(project, before, PROJECT_FIELDS)
        ? await insertAction(caller.deps.db, {
            userId: caller.user.id,
            functionName: 'update_project',
            objectType: 'project',
            objectId: project._id,
            before,
          })
        : null;
      const statusNote = args.status ? ` Status: ${projectStatusLabel(project.status)}.` : '';
      return writeOutcome(
        `${ASSISTANT_TEXTS.projectUpdated(project.title)}${statusNote}`,
        'project_updated',
        project,
        action?.id ?? null,
      );
    },
  },

  delete_project: {
    description:
      'Delete one project with all its tasks (asks the user to confirm first; it cannot be undone).',
    risk: 'write',
    permission: 'canViewProjects',
    usable: roleCan('canDelete'),
    confirmLabel: ASSISTANT_TEXTS.deleteLabel,
    async confirm(args, caller) {
      const project = await getProject(caller.deps.db, caller.viewer, args.projectId);
      const taskCount = await countTasks(caller, project._id, TASK_STATUSES);
      return ASSISTANT_TEXTS.confirmDeleteProject(project.title, taskCount);
    },
    async run(args, caller) {
      const project = await getProject(caller.deps.db, caller.viewer, args.projectId);
      await deleteProject(caller.deps, caller.viewer, project._id);
      return deletedOutcome(ASSISTANT_TEXTS.projectDeleted(project.title), 'project', project);
    },
  },

  navigate: {
    description:
      "Open one place: a screen of the app by its key (the screens the user may open), or a project's or a task's page. Exactly one of screen, projectId and taskId.",
    risk: 'read',
    // Every signed-in user; which screens is the navigation's own rule (screens.ts).
    permission: 'canViewDashboard',
    async run(args, caller) {
      const given = [args.screen, args.projectId, args.taskId].filter((value) => value !== undefined);
      if (given.length !== 1) throw new AppError(400, ASSISTANT_TEXTS.navigateOneOf);
      let route: string;
      let title: string;
      let about: OutcomeSubject | undefined;
      if (args.projectId !== undefined) {
        const project = await getProject(caller.deps.db, caller.viewer, args.projectId);
        route = projectPath(project._id);
        title = project.title;
        about = { focus: { type: 'project', id: project._id } };
      } else if (args.taskId !== undefined) {
        const task = await getTask(caller.deps.db, caller.viewer, args.taskId);
        route = taskPath(task._id);
        title = task.title;
        about = { focus: { type: 'task', id: task._id } };
      } else {
        const screenName = args.screen ?? '';
        const wanted = screenName.trim().toLowerCase();
        const screen = screensFor(caller.user).find(
          (item) =>
            item.key.toLowerCase() === wanted || item.label.toLowerCase() === wanted || item.path === wanted,
        );
        if (!screen) throw new AppError(404, ASSISTANT_TEXTS.unknownScreen(screenName));
        route = screen.path;
        title = screen.label;
      }
      const data = { route, message: ASSISTANT_TEXTS.navigate(title) };
      return {
        message: data.message,
        action: 'navigate',
        actionData: data,
        result: data,
        ...(about ? { about } : {}),
      };
    },
  },

  quick_actions: {
    description: 'A few useful things to ask the assistant, for the current page and project.',
    risk: 'read',
    permission: 'canViewDashboard',
    async run(_args, caller) {
      const quickActions = await quickActionsFor(caller, allowedFunctionsFor(caller.user, []));
      const data = { quickActions };
      return {
        message: ASSISTANT_TEXTS.quickActions,
        action: 'display_quick_actions',
        actionData: data,
        result: data,
      };
    },
  },

  undo: {
    description: "Revert one of the user's own earlier writes done through the assistant, once.",
    risk: 'write',
    // Every signed-in user; the revert itself goes through the services and their rules.
    permission: 'canViewDashboard',
    async run(args, caller) {
      const action = await claimAction(caller.deps.db, caller.user.id, args.actionId);
      if (!action) throw new AppError(404, ASSISTANT_TEXTS.undoNotFound);
      try {
        return await revert(action, caller);
      } catch (error) {
        await releaseAction(caller.deps.db, action.id);
        throw error;
      }
    },
  },
};

async function revert(
  action: { functionName: string; objectType: 'task' | 'project'; objectId: string; before: unknown },
  caller: AssistantCaller,
): Promise<AssistantOutcome> {
  const { deps, viewer } = caller;
  const before = (action.before ?? {}) as Record<string, unknown>;
  switch (action.functionName) {
    case 'create_task': {
      const task = await getTask(deps.db, viewer, action.objectId);
      await deleteTask(deps, viewer, action.objectId);
      return deletedOutcome(ASSISTANT_TEXTS.taskCreateUndone(task.title), 'task', task);
    }
    case 'create_project': {
      const project = await getProject(deps.db, viewer, action.objectId);
      await deleteProject(deps, viewer, action.objectId);
      return deletedOutcome(ASSISTANT_TEXTS.projectCreateUndone(project.title), 'project', project);
    }
    case 'update_task': {
      const task = await updateTask(
        deps,
        viewer,
        action.objectId,
        parsePayload(TaskUpdatePayloadSchema, before),
      );
      return {
        message: ASSISTANT_TEXTS.taskUpdateUndone(task.title),
        action: 'task_updated',
        actionData: task,
        result: task,
        about: { focus: { type: 'task', id: task._id } },
      };
    }
    case 'update_project': {
      const project = await updateProject(
        deps,
        viewer,
        action.objectId,
        parsePayload(ProjectUpdatePayloadSchema, before),
      );
      return {
        message: ASSISTANT_TEXTS.projectUpdateUndone(project.title),
        action: 'project_updated',
        actionData: project,
        result: project,
        about: { focus: { type: 'project', id: project._id } },
      };
    }
    default:
      throw new AppError(404, ASSISTANT_TEXTS.undoNotFound);
  }
}

export function registryEntry(name: FunctionName): RegistryEntry {
  return REGISTRY[name] as unknown as RegistryEntry;
}

/**
 * The functions this user may call: the named permission, and somewhere to use it among the roles they hold in
 * the projects they see (creating a task needs a project whose tasks they manage; changing a project, one they
 * may edit).
 */
export function allowedFunctionsFor(
  user: CurrentUser,
  roles: readonly ProjectAccessRole[] | null,
): FunctionName[] {
  return FUNCTION_NAMES.filter((name) => {
    const entry = registryEntry(name);
    if (!hasPermission(user, entry.permission)) return false;
    return roles === null || !entry.usable || entry.usable(roles);
  });
}

/** A function's name, description and arguments as JSON Schema (GET /chatbot/functions, a model's tools). */
export function describeFunction(name: FunctionName) {
  const { $schema: _schema, ...parameters } = z.toJSONSchema(FUNCTION_ARGUMENTS[name]) as Record<
    string,
    unknown
  >;
  // A function that asks first also takes the registry's `confirmed` flag (what the Confirm button sends).
  if (registryEntry(name).confirm) {
    parameters.properties = {
      ...(parameters.properties as Record<string, unknown>),
      confirmed: { type: 'boolean', description: CONFIRMED_DESCRIPTION },
    };
  }
  return { name, description: registryEntry(name).description, parameters };
}

const CONFIRMED_DESCRIPTION =
  'true only to answer yes to this same call with the same arguments, asked just before; it then runs';

/**
 * Runs one function for the caller: a known name, the permission, arguments valid for its schema (`confirmed`
 * is the registry's own flag, not an argument), the confirmation when it asks for one, then its executor.
 * Refusals are AppErrors with the services' texts (403, 404) or a clear 400.
 */
export async function runFunction(
  caller: AssistantCaller,
  name: string,
  rawArguments: Record<string, unknown>,
): Promise<AssistantOutcome> {
  if (!isFunctionName(name)) throw new AppError(400, ASSISTANT_TEXTS.unknownFunction(name));
  return executeEntry(registryEntry(name), name, FUNCTION_ARGUMENTS[name], caller, rawArguments);
}

/** The registry's steps for one entry (exported for the tests of the confirmation mechanism). */
export async function executeEntry(
  entry: RegistryEntry,
  name: string,
  schema: ZodType,
  caller: AssistantCaller,
  rawArguments: Record<string, unknown>,
): Promise<AssistantOutcome> {
  if (!hasPermission(caller.user, entry.permission)) throw new AppError(403, ASSISTANT_TEXTS.notAllowed);
  const { confirmed, ...rest } = rawArguments;
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    throw new AppError(400, ASSISTANT_TEXTS.invalidArguments(name, details));
  }
  const args = parsed.data as FunctionArguments<FunctionName>;
  const question = entry.confirm ? await entry.confirm(args as never, caller) : null;
  if (question && confirmed !== true) {
    return {
      message: question,
      action: null,
      followUps: [
        {
          kind: 'confirm',
          label: entry.confirmLabel ?? ASSISTANT_TEXTS.confirmLabel,
          functionName: name,
          arguments: { ...rest, confirmed: true },
        },
      ],
      result: null,
      confirmation: { functionName: name, arguments: rest },
    };
  }
  const outcome = await entry.run(args as never, caller);
  if (entry.risk === 'write') await auditWrite(caller, name, args, outcome);
  return outcome;
}

/** The object a write answered with, as the audit log names it. */
function writtenObject(outcome: FunctionOutcome): {
  id: string | null;
  title: string | null;
  organizationId?: string | null;
} {
  const result = (outcome.result ?? null) as Record<string, unknown> | null;
  if (!result || typeof result !== 'object') return { id: null, title: null };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: text(result._id),
    title: text(result.title),
    ...('organizationId' in result ? { organizationId: text(result.organizationId) } : {}),
  };
}

/** Every write made through the assistant is in the audit log, with the function and the object. */
async function auditWrite(
  caller: AssistantCaller,
  functionName: string,
  args: unknown,
  outcome: FunctionOutcome,
): Promise<void> {
  const object = writtenObject(outcome);
  const objectType = outcome.action?.startsWith('project') ? 'project' : 'task';
  await recordAudit(caller.deps.db, caller.audit, {
    action: 'assistant.write',
    organizationId: object.organizationId ?? caller.user.organizationId ?? null,
    target: { type: objectType, id: object.id, label: object.title },
    after: {
      functionName,
      arguments: args as Record<string, unknown>,
      object: { type: objectType, ...object },
    },
  });
}
