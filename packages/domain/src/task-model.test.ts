import { describe, expect, it } from 'vitest';
import { LABEL_COLORS, labelPermissions, nextLabelColor } from './labels';
import { TaskListQuerySchema, TaskUpdatePayloadSchema } from './task';
import {
  blockingLoopMessage,
  isBlocked,
  TASK_RELATION_INVERSE,
  TASK_RELATION_VIEW_TYPES,
} from './task-relations';
import { sortTasksForTable } from './task-table';
import {
  DEFAULT_WORKFLOW_STATES,
  resolveState,
  stateIdFromName,
  taskCategory,
  taskStateName,
  WORKFLOW_MESSAGES,
  workflowStatesError,
} from './workflow';

describe('the task model rules (issue 37)', () => {
  it('names a loop of blocking tasks in order, back to the first', () => {
    expect(blockingLoopMessage(['A', 'B', 'C'])).toBe(
      'This would make a loop of blocking tasks: “A” blocks “B” blocks “C” blocks “A”',
    );
  });

  it('reads every relation back to itself from the other end', () => {
    for (const type of TASK_RELATION_VIEW_TYPES) {
      expect(TASK_RELATION_INVERSE[TASK_RELATION_INVERSE[type]]).toBe(type);
    }
  });

  it('calls a task blocked while an open task blocks it', () => {
    const blocker = (status: 'todo' | 'done') => ({
      _id: 'a'.repeat(24),
      type: 'blocked_by' as const,
      task: { _id: 'b'.repeat(24), title: 'B', status, projectId: null },
    });
    expect(isBlocked([blocker('todo')])).toBe(true);
    expect(isBlocked([blocker('done')])).toBe(false);
    expect(isBlocked([{ ...blocker('todo'), type: 'blocks' }])).toBe(false);
  });

  it('lets a label’s creator, and in an organization its admins, change it', () => {
    const mine = { createdBy: 'me', organizationId: 'org' };
    expect(labelPermissions(mine, { id: 'me', isOrgAdmin: false }).canEdit).toBe(true);
    expect(labelPermissions(mine, { id: 'you', isOrgAdmin: false }).canEdit).toBe(false);
    expect(labelPermissions(mine, { id: 'you', isOrgAdmin: true }).canDelete).toBe(true);
    expect(
      labelPermissions({ createdBy: 'me', organizationId: null }, { id: 'you', isOrgAdmin: true }).canEdit,
    ).toBe(false);
    expect(nextLabelColor(LABEL_COLORS.length)).toBe(LABEL_COLORS[0]);
  });

  it('takes a parent, labels and the list filters in the task payloads', () => {
    expect(TaskListQuerySchema.parse({ parentId: 'none' }).parentId).toBe('none');
    expect(TaskListQuerySchema.safeParse({ parentId: 'nope' }).success).toBe(false);
    const tooMany = Array.from({ length: 21 }, (_, index) => index.toString(16).padStart(24, '0'));
    expect(TaskUpdatePayloadSchema.safeParse({ labelIds: tooMany }).error?.issues[0]?.message).toBe(
      'A task carries at most 20 labels',
    );
  });
});

describe('sortTasksForTable', () => {
  const field = {
    _id: 'f'.repeat(24),
    projectId: 'p'.repeat(24),
    name: 'Size',
    type: 'select' as const,
    options: [
      { id: 's', label: 'Small' },
      { id: 'l', label: 'Large' },
    ],
    position: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const task = (title: string, size?: string, points?: number) => ({
    _id: title.padEnd(24, '0'),
    title,
    status: 'todo' as const,
    priority: 'medium' as const,
    customFields: { ...(size ? { [field._id]: size } : {}), ...(points === undefined ? {} : { points }) },
  });
  const tasks = [task('b', 'l'), task('a'), task('c', 's')];

  it('orders by a select field’s options, empty last in either direction', () => {
    const titles = (direction: 'asc' | 'desc') =>
      sortTasksForTable(tasks, { key: `field:${field._id}`, direction }, [field]).map((item) => item.title);
    expect(titles('asc')).toEqual(['c', 'b', 'a']);
    expect(titles('desc')).toEqual(['b', 'c', 'a']);
    expect(
      sortTasksForTable(tasks, { key: 'title', direction: 'asc' }, []).map((item) => item.title),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('workflows (issue 37)', () => {
  const states = [
    { id: 'backlog', name: 'Backlog', category: 'todo' as const, color: '#616161' },
    ...DEFAULT_WORKFLOW_STATES,
    { id: 'qa', name: 'QA', category: 'review' as const, color: '#7b1fa2' },
  ];

  it('resolves a state id, or a category to its first state, and nothing else', () => {
    expect(resolveState(states, 'qa')?.name).toBe('QA');
    expect(resolveState(states, 'todo')?.id).toBe('todo');
    expect(resolveState(states.slice(0, 1).concat(states.slice(2)), 'todo')?.id).toBe('backlog');
    expect(resolveState(states, 'shipped')).toBeUndefined();
  });

  it('names the first rule a list of states breaks', () => {
    expect(workflowStatesError(states)).toBeNull();
    expect(workflowStatesError(states.filter((state) => state.category !== 'done'))).toBe(
      WORKFLOW_MESSAGES.categoryMissing('done'),
    );
    expect(workflowStatesError([...states, { name: ' qa ', category: 'review' }])).toBe(
      WORKFLOW_MESSAGES.duplicateName('qa'),
    );
  });

  it('makes a state id from a name, unlike the ids taken', () => {
    expect(stateIdFromName('Won’t do', new Set())).toBe('won-t-do');
    expect(stateIdFromName('QA', new Set(['qa', 'qa-2']))).toBe('qa-3');
    expect(stateIdFromName('✓', new Set())).toBe('state');
  });

  it('reads a task’s category and state name, with the default names for a task read without them', () => {
    expect(taskCategory({ status: 'qa', statusCategory: 'review' })).toBe('review');
    expect(taskCategory({ status: 'done' })).toBe('done');
    expect(taskStateName({ status: 'qa', statusCategory: 'review', statusName: 'QA' })).toBe('QA');
    expect(taskStateName({ status: 'in-progress' })).toBe('In progress');
  });
});
