import type { CustomField, Task, TaskLabel } from '@app/domain';

const id = (n: number) => n.toString(16).padStart(24, '0');
const PROJECT = id(900);
const CREATED = '2025-06-01T09:00:00.000Z';

function field(n: number, name: string, type: CustomField['type'], options: string[] = []): CustomField {
  return {
    _id: id(800 + n),
    projectId: PROJECT,
    name,
    type,
    options: options.map((label, index) => ({ id: `o${n}-${index + 1}`, label })),
    position: n,
    createdAt: CREATED,
  };
}

/** A project's custom fields, one of each type. */
export const sampleFields = {
  notes: field(1, 'Notes', 'text'),
  estimate: field(2, 'Estimate', 'number'),
  review: field(3, 'Review date', 'date'),
  stage: field(4, 'Stage', 'select', ['Discovery', 'Build', 'Launch']),
  platforms: field(5, 'Platforms', 'multi_select', ['Web', 'iOS', 'Android']),
  reviewer: field(6, 'Reviewer', 'user'),
  billable: field(7, 'Billable', 'checkbox'),
  spec: field(8, 'Spec', 'url'),
} as const;

export const sampleFieldList: CustomField[] = Object.values(sampleFields);

/** The project's members, for person fields and assignees. */
export const sampleMembers = [
  { _id: id(1), name: 'Olivia Admin' },
  { _id: id(2), name: 'Dana Manager' },
  { _id: id(3), name: 'Jordan Lee' },
];

export const sampleLabels: TaskLabel[] = [
  { _id: id(701), name: 'design', color: '#7b1fa2' },
  { _id: id(702), name: 'frontend', color: '#1976d2' },
  { _id: id(703), name: 'bug', color: '#d32f2f' },
];

/** A project's tasks with custom values, labels and sub-task progress. */
export const sampleTasks: Task[] = [
  {
    _id: id(101),
    title: 'Design the homepage',
    status: 'in-progress',
    priority: 'high',
    projectId: PROJECT,
    assignedTo: id(2),
    assignee: { _id: id(2), name: 'Dana Manager', email: 'dana@acme.example' },
    dueDate: '2025-06-20',
    labels: [sampleLabels[0]!, sampleLabels[1]!],
    subtaskProgress: { done: 2, total: 5 },
    customFields: {
      [sampleFields.estimate._id]: 8,
      [sampleFields.stage._id]: 'o4-2',
      [sampleFields.platforms._id]: ['o5-1', 'o5-2'],
      [sampleFields.billable._id]: true,
      [sampleFields.reviewer._id]: id(1),
    },
  },
  {
    _id: id(102),
    title: 'Write the launch post',
    status: 'todo',
    priority: 'medium',
    projectId: PROJECT,
    assignedTo: null,
    dueDate: null,
    labels: [],
    customFields: { [sampleFields.stage._id]: 'o4-3', [sampleFields.notes._id]: 'Needs numbers' },
  },
  {
    _id: id(103),
    title: 'Fix the sign-in bug',
    status: 'done',
    priority: 'urgent',
    projectId: PROJECT,
    assignedTo: id(3),
    assignee: { _id: id(3), name: 'Jordan Lee', email: 'jordan@acme.example' },
    dueDate: '2025-06-05',
    labels: [sampleLabels[2]!],
    customFields: { [sampleFields.stage._id]: 'o4-2', [sampleFields.estimate._id]: 3 },
  },
  {
    _id: id(104),
    title: 'Interview five users',
    status: 'todo',
    priority: 'low',
    projectId: PROJECT,
    assignedTo: id(1),
    assignee: { _id: id(1), name: 'Olivia Admin', email: 'olivia@acme.example' },
    dueDate: '2025-07-01',
    labels: [],
    customFields: {},
  },
];
