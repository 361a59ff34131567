// The values of workflow.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: workflow.ts re-exports them.
import { TASK_STATUS_LABELS, TASK_STATUSES } from './task-values';
import type { WorkflowCategory, WorkflowState } from './workflow';

/**
 * A project's workflow (issue 37): its task states, in board order. Each state belongs to one of the four
 * categories (today's statuses); a task's `status` is one of its project's state ids and its `statusCategory` the
 * state's category, which every figure (dashboards, analytics, the assistant, notifications) reads. The default
 * workflow is the four categories themselves, so a state id of the default workflow names its category too.
 */
export const WORKFLOW_CATEGORIES = TASK_STATUSES;

export const WORKFLOW_LIMITS = {
  statesMax: 20,
  nameMax: 40,
  idMax: 40,
} as const;

/** The colours offered for a state (any #RRGGBB is accepted). */
export const WORKFLOW_COLORS = [
  '#757575',
  '#1976d2',
  '#0288d1',
  '#7b1fa2',
  '#f57c00',
  '#c2185b',
  '#00796b',
  '#388e3c',
] as const;

/** The colour a state of each category starts with. */
export const WORKFLOW_CATEGORY_COLORS: Record<WorkflowCategory, string> = {
  todo: '#757575',
  'in-progress': '#1976d2',
  review: '#f57c00',
  done: '#388e3c',
};

export const WORKFLOW_MESSAGES = {
  saved: 'Workflow saved',
  cannotEdit: 'You do not have permission to change this project’s workflow',
  categoryMissing: (category: WorkflowCategory) =>
    `A workflow needs at least one state in “${TASK_STATUS_LABELS[category]}”`,
  duplicateName: (name: string) => `Two states are named “${name}”`,
  duplicateId: 'Each state id appears once',
  tooMany: `A workflow has at most ${WORKFLOW_LIMITS.statesMax} states`,
  unknownState: (status: string) => `“${status}” is not a state of this project’s workflow`,
  moveNeeded: (name: string, count: number) =>
    `Choose where the ${count} ${count === 1 ? 'task' : 'tasks'} in “${name}” go`,
  badMoveTarget: 'Tasks can only move to a state the workflow keeps',
} as const;

/** The four states of a project that never changed its workflow. */
export const DEFAULT_WORKFLOW_STATES: readonly WorkflowState[] = TASK_STATUSES.map((category) => ({
  id: category,
  name: TASK_STATUS_LABELS[category],
  category,
  color: WORKFLOW_CATEGORY_COLORS[category],
}));

/** The first rule a list of states breaks (a category without a state, two names alike...), or null. */
export function workflowStatesError(
  states: readonly { id?: string | undefined; name: string; category: string }[],
) {
  if (states.length > WORKFLOW_LIMITS.statesMax) return WORKFLOW_MESSAGES.tooMany;
  for (const category of WORKFLOW_CATEGORIES) {
    if (!states.some((state) => state.category === category))
      return WORKFLOW_MESSAGES.categoryMissing(category);
  }
  const names = new Set<string>();
  for (const state of states) {
    const key = state.name.trim().toLowerCase();
    if (names.has(key)) return WORKFLOW_MESSAGES.duplicateName(state.name.trim());
    names.add(key);
  }
  const ids = states.map((state) => state.id).filter(Boolean);
  if (new Set(ids).size !== ids.length) return WORKFLOW_MESSAGES.duplicateId;
  return null;
}

/** The state a task's status names, or undefined. */
export function findState(states: readonly WorkflowState[], id: string): WorkflowState | undefined {
  return states.find((state) => state.id === id);
}

/**
 * The state a status asked for means: the state with that id; else, when it names a category, the workflow's
 * first state of that category (so 'done' finishes a task in any workflow); else undefined.
 */
export function resolveState(states: readonly WorkflowState[], status: string): WorkflowState | undefined {
  return (
    findState(states, status) ??
    ((WORKFLOW_CATEGORIES as readonly string[]).includes(status)
      ? states.find((state) => state.category === status)
      : undefined)
  );
}

/** A state id made from a name ('Code review' → 'code-review'), unlike any of `taken`. */
export function stateIdFromName(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, WORKFLOW_LIMITS.idMax - 4) || 'state';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** A task's category: its `statusCategory`, or, for a task read without one, its status when that is a category. */
export function taskCategory(task: { status: string; statusCategory?: WorkflowCategory | undefined }) {
  if (task.statusCategory) return task.statusCategory;
  return (WORKFLOW_CATEGORIES as readonly string[]).includes(task.status)
    ? (task.status as WorkflowCategory)
    : 'todo';
}

/** The name a task's state shows: `statusName` when the server sent one, else its category's name. */
export function taskStateName(task: {
  status: string;
  statusCategory?: WorkflowCategory | undefined;
  statusName?: string | undefined;
}): string {
  return task.statusName ?? TASK_STATUS_LABELS[taskCategory(task)];
}

/** The states offered for a task: its project's workflow, or the default four. */
export function statesOrDefault(states: readonly WorkflowState[] | undefined): readonly WorkflowState[] {
  return states?.length ? states : DEFAULT_WORKFLOW_STATES;
}
