import {
  type ChatAction,
  type ChatFollowUp,
  CUSTOM_FIELD_LIMITS,
  DateStringSchema,
  IdSchema,
  LABEL_LIMITS,
  PRIORITIES,
  PROJECT_STATUSES,
  TASK_STATUSES,
} from '@app/domain';
import { z } from 'zod';

// The assistant's inner contract: the functions it can call, with their argument schemas, and what
// the local engine (engine/) and the optional language model (llm/) hand to the registry (registry.ts). The
// engine understands; the registry checks and does, through the same services as the REST routes.

const Title = z.string().trim().min(1).max(200);
/** Label names as the user says them; the registry finds them among the workspace's labels (or makes them). */
const LabelNames = z
  .array(z.string().trim().min(1).max(LABEL_LIMITS.nameMax))
  .min(1)
  .max(LABEL_LIMITS.perTask);

/**
 * Custom field values to set on a task by the field's name as its project has it: a number, a select's option
 * label (a multi-select's labels joined by commas), true/false for a checkbox, YYYY-MM-DD for a date, a person's
 * name for a person field, text or a link; null clears the value. The registry finds the field and the value.
 */
const FieldValues = z
  .array(
    z
      .object({
        field: z.string().trim().min(1).max(CUSTOM_FIELD_LIMITS.nameMax),
        value: z
          .union([z.string().max(CUSTOM_FIELD_LIMITS.textMax), z.number().finite(), z.boolean()])
          .nullable(),
      })
      .strict(),
  )
  .min(1)
  .max(CUSTOM_FIELD_LIMITS.perProject);

/** Every function's arguments. A function's name is its key. */
export const FUNCTION_ARGUMENTS = {
  /** Tasks the user can see, filtered. `due`: a named window; or an explicit range (both inclusive, YYYY-MM-DD). */
  list_tasks: z
    .object({
      status: z.enum(TASK_STATUSES).optional(),
      priority: z.enum(PRIORITIES).optional(),
      due: z.enum(['overdue', 'today', 'this_week']).optional(),
      dueFrom: DateStringSchema.optional(),
      dueTo: DateStringSchema.optional(),
      projectId: IdSchema.optional(),
      assignedToMe: z.boolean().optional(),
      /** Label names (any of them), as the workspace writes them. */
      labels: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
    })
    .strict(),
  list_projects: z.object({ status: z.enum(PROJECT_STATUSES).optional() }).strict(),
  project_progress: z.object({ projectId: IdSchema }).strict(),
  /** A project's team; without a project, everyone the user works with (their teammates). */
  project_team: z.object({ projectId: IdSchema.optional() }).strict(),
  /**
   * A task in a project, or (no projectId) one of the user's own tasks outside any project; with `parentId`, a
   * sub-task of that task, in the parent's project.
   */
  create_task: z
    .object({
      title: Title,
      projectId: IdSchema.optional(),
      parentId: IdSchema.optional(),
      dueDate: DateStringSchema.optional(),
      priority: z.enum(PRIORITIES).optional(),
      assigneeId: IdSchema.optional(),
    })
    .strict(),
  update_task: z
    .object({
      taskId: IdSchema,
      title: Title.optional(),
      status: z.enum(TASK_STATUSES).optional(),
      dueDate: DateStringSchema.nullable().optional(),
      priority: z.enum(PRIORITIES).optional(),
      assigneeId: IdSchema.nullable().optional(),
      /** Labels to put on the task by name (a name the workspace lacks becomes a new label); the others stay. */
      addLabels: LabelNames.optional(),
      /** Labels to take off the task by name. */
      removeLabels: LabelNames.optional(),
      /** Custom field values of the task's project to set (or clear with null), by field name. */
      setFields: FieldValues.optional(),
    })
    .strict(),
  /** Deletes one task; destructive, so the registry asks for confirmation first. */
  delete_task: z.object({ taskId: IdSchema }).strict(),
  create_project: z
    .object({
      title: Title,
      description: z.string().trim().max(5000).optional(),
      dueDate: DateStringSchema.optional(),
      priority: z.enum(PRIORITIES).optional(),
      budget: z.number().min(0).optional(),
    })
    .strict(),
  update_project: z
    .object({
      projectId: IdSchema,
      title: Title.optional(),
      description: z.string().trim().max(5000).optional(),
      status: z.enum(PROJECT_STATUSES).optional(),
      dueDate: DateStringSchema.nullable().optional(),
      priority: z.enum(PRIORITIES).optional(),
      budget: z.number().min(0).optional(),
    })
    .strict(),
  /** Deletes one project with its tasks; destructive, so the registry asks for confirmation first. */
  delete_project: z.object({ projectId: IdSchema }).strict(),
  /**
   * Opens one place: a screen of the route table the user may open, by its key (see `EngineContext.screens`), or
   * a project's or a task's page. Exactly one of the three.
   */
  navigate: z
    .object({
      screen: z.string().min(1).optional(),
      projectId: IdSchema.optional(),
      taskId: IdSchema.optional(),
    })
    .strict(),
  quick_actions: z.object({}).strict(),
  /** Reverts one earlier write of this user's done through the assistant (the registry keeps what to undo). */
  undo: z.object({ actionId: z.string().min(1) }).strict(),
} as const;

export type FunctionName = keyof typeof FUNCTION_ARGUMENTS;
export type FunctionArguments<N extends FunctionName> = z.infer<(typeof FUNCTION_ARGUMENTS)[N]>;
export const FUNCTION_NAMES = Object.keys(FUNCTION_ARGUMENTS) as FunctionName[];

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTION_ARGUMENTS, name);
}

/** What an object reference in a conversation points at. */
export interface ObjectRef {
  type: 'task' | 'project';
  id: string;
}

/**
 * Where the conversation stands (built by the module from the user's last exchanges), so a follow-up can refer to
 * what was just created, listed or opened: 'make it high priority', 'and the other one?', 'yes'.
 */
export interface Conversation {
  /** The one object the last exchanges were about: created, changed, opened, or named alone. */
  focus: ObjectRef | null;
  /** The objects the last list or choice showed, in the order shown. */
  listed: { type: 'task' | 'project'; ids: string[] } | null;
  /** The last call that ran, for 'do the same for X' and 'and the other one?'. */
  lastCall: { functionName: FunctionName; arguments: Record<string, unknown> } | null;
  /**
   * A call waiting for the user's yes or no (a confirmation, or 'Did you mean this?'). 'yes' runs it with
   * `confirmed: true` added to its arguments; 'no' cancels it.
   */
  pending: { functionName: FunctionName; arguments: Record<string, unknown> } | null;
}

export const EMPTY_CONVERSATION: Conversation = { focus: null, listed: null, lastCall: null, pending: null };

/** What the engine knows of the user's world: only what they can see (the module reads it through the services). */
export interface EngineContext {
  now: Date;
  /** Who is asking: one of `people` ('assign it to me', 'my tasks'). */
  userId: string;
  /** The exchanges so far (EMPTY_CONVERSATION at the start). */
  conversation: Conversation;
  /** The user's time zone offset is not known: dates are read in UTC, as the rest of the app does. */
  currentProjectId: string | null;
  currentPage: string | null;
  /** The user's last few actions in this session as the client told them (spec 7.5), oldest first. */
  recentActivity: readonly string[];
  projects: readonly { id: string; title: string; status: string }[];
  /** Open tasks first; at most a few hundred, enough to match names. */
  tasks: readonly { id: string; title: string; projectId: string; status: string }[];
  /** People the user shares a project (or organization) with, themselves included. */
  people: readonly { id: string; name: string; email: string }[];
  /** The labels of the user's workspace, by name ('tag X with design'). */
  labels: readonly { id: string; name: string }[];
  /**
   * The custom fields of the projects above ('set the story points of X to 5'): name, type and, for a select or
   * multi-select, its options' labels.
   */
  fields: readonly {
    projectId: string;
    id: string;
    name: string;
    type: string;
    options: readonly string[];
  }[];
  /** The screens the user may open: key, label as the navigation shows it, path. */
  screens: readonly { key: string; label: string; path: string }[];
  /** The functions this user may call (read ones always; writes per their rights). */
  functions: readonly FunctionName[];
}

/** What the engine made of one message. */
export type Interpretation =
  | {
      kind: 'call';
      functionName: FunctionName;
      arguments: Record<string, unknown>;
      confidence: number;
    }
  /** Not sure what was meant, or a required detail is missing: a short question and what to try. */
  | { kind: 'clarify'; question: string; suggestions: string[]; confidence: number }
  /** A name fits several objects: which one? One option per object, each a whole call. */
  | {
      kind: 'choose';
      question: string;
      options: { label: string; functionName: FunctionName; arguments: Record<string, unknown> }[];
      confidence: number;
    }
  /** Not about projects, tasks or teams ('what's the weather'): an honest answer, no action. */
  | { kind: 'out_of_scope'; response: string; confidence: number }
  /** 'no' to a pending question: nothing runs, the question is dropped. */
  | { kind: 'cancel'; response: string; confidence: number };

/** The engine: pure and synchronous, no database, no network (the module gives it the context). */
export type Interpret = (message: string, context: EngineContext) => Interpretation;

/** What running a function gives the chat. */
export interface FunctionOutcome {
  /** The reply's text. */
  message: string;
  action: ChatAction | null;
  actionData?: unknown;
  /** Buttons under the reply ('Undo' after a reversible write). */
  followUps?: ChatFollowUp[];
  /** The raw result for POST /chatbot/execute's `result`. */
  result?: unknown;
}

/** Below this confidence the engine asks instead of acting. */
export const ASSISTANT_CONFIDENCE_THRESHOLD = 0.6;
