/** The texts of the task screens' sub-tasks, relations and labels (issue 37), in one place. */
export const TASK_MODEL_TEXTS = {
  blockedDone: {
    title: 'This task is blocked',
    message: (title: string) => `“${title}” waits on a task that is not done yet. Mark it done anyway?`,
    confirm: 'Mark done',
  },
  parentLink: 'Parent task',
  showSubtasks: 'Show sub-tasks',
  labelFilter: 'Label',
  allLabels: 'All labels',
  noTasksWithLabel: 'No task of this project matches these filters.',
  fieldFilter: 'Field',
  allFieldValues: 'Any field value',
  subtaskAdded: 'Sub-task added',
  subtaskAddFailed: 'The sub-task could not be added.',
  subtaskOrderFailed: 'The new order could not be saved.',
  relationAdded: 'Relation added',
  relationRemoved: 'Relation removed',
  relationRemoveFailed: 'The relation could not be removed.',
  labelsFailed: 'The labels could not be saved.',
  labelCreateFailed: 'The label could not be created.',
  relationsLoadFailed: 'The relations could not be loaded.',
} as const;

/** The task export's formats and its built-in columns, before the project's custom fields. */
export const TASK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TaskExportFormat = (typeof TASK_EXPORT_FORMATS)[number];

export const TASK_EXPORT_COLUMNS = [
  'Title',
  'Status',
  'Priority',
  'Assignee',
  'Due date',
  'Parent task',
  'Sub-tasks done',
  'Labels',
  'Blocked',
  'Completed at',
] as const;

/** 'website-redesign-tasks.csv': the project's title made a file name. */
export function taskExportFileName(projectTitle: string, format: TaskExportFormat): string {
  const slug = projectTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'project'}-tasks.${format}`;
}
