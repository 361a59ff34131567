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
  subtaskAdded: 'Sub-task added',
  subtaskAddFailed: 'The sub-task could not be added.',
  subtaskOrderFailed: 'The new order could not be saved.',
  relationAdded: 'Relation added',
  relationRemoved: 'Relation removed',
  relationRemoveFailed: 'The relation could not be removed.',
  labelsSaved: 'Labels saved',
  labelsFailed: 'The labels could not be saved.',
  labelCreateFailed: 'The label could not be created.',
  relationsLoadFailed: 'The relations could not be loaded.',
} as const;
