import { PRIORITY_LABELS, PROJECT_STATUS_LABELS, TASK_STATUS_LABELS } from '@app/domain';

// The assistant server's own texts (replies, refusals). The widget's texts are @app/domain's ASSISTANT_MESSAGES.

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const ASSISTANT_TEXTS = {
  unknownFunction: (name: string) => `Unknown assistant function: ${name}`,
  invalidArguments: (name: string, details: string) => `Invalid arguments for ${name}: ${details}`,
  notAllowed: 'You do not have permission to do that through the assistant',
  unknownScreen: (screen: string) => `There is no screen called "${screen}" that you can open`,
  undoNotFound: 'Nothing to undo: that action is not yours, does not exist or was already undone',
  rateLimited: (seconds: number) =>
    `You are sending messages to the assistant too quickly. Please wait ${seconds} seconds and try again`,
  feedbackNotFound: 'Message not found',
  feedbackThanks: 'Thank you for your feedback',
  historyCleared: 'Chat history cleared',
  confirmLabel: 'Confirm',
  deleteLabel: 'Delete',
  undoLabel: 'Undo',
  notSure: 'I am not sure I understood. Did you mean this?',
  yesDoIt: 'Yes, do it',
  cannotDo: (reason: string) => `I could not do that: ${reason}`,

  tasksFound: (total: number, shown: number) =>
    total === 0
      ? 'No tasks match.'
      : shown < total
        ? `Found ${plural(total, 'task')}; here are the first ${shown}.`
        : `Found ${plural(total, 'task')}.`,
  projectsFound: (total: number) =>
    total === 0 ? 'No projects match.' : `Found ${plural(total, 'project')}.`,
  progress: (title: string, percent: number, done: number, total: number) =>
    `${title} is ${percent}% complete: ${done} of ${plural(total, 'task')} done.`,
  team: (title: string, count: number) => `${title} has ${plural(count, 'member')}.`,
  teammates: (count: number) =>
    count === 0
      ? 'You do not share a project or an organization with anyone yet.'
      : `You work with ${plural(count, 'person', 'people')} across your projects and organization.`,
  navigateOneOf: 'Say exactly one place to open: a screen, a project or a task',
  navigate: (label: string) => `Opening ${label}.`,
  quickActions: 'Here are a few things I can do for you.',
  taskCreated: (title: string, project: string, due?: string | null) =>
    `Task "${title}" created in ${project}${due ? `, due ${dueDayText(due)}` : ''}.`,
  subtaskCreated: (title: string, parent: string, due?: string | null) =>
    `Sub-task "${title}" created under "${parent}"${due ? `, due ${dueDayText(due)}` : ''}.`,
  taskUpdated: (title: string) => `Task "${title}" updated.`,
  /** After a task's labels changed: which were put on, taken off, and made new for it. */
  labelsChanged: (added: readonly string[], removed: readonly string[], created: readonly string[]) =>
    `${added.length ? ` Labels added: ${added.join(', ')}.` : ''}${removed.length ? ` Labels removed: ${removed.join(', ')}.` : ''}${
      created.length
        ? ` New ${created.length === 1 ? 'label' : 'labels'} created: ${created.join(', ')}.`
        : ''
    }`,
  /** After a task's custom values changed: each field with its value as the task screen shows it. */
  fieldsChanged: (fields: readonly { name: string; text: string }[]) =>
    fields.map(({ name, text }) => (text ? ` ${name}: ${text}.` : ` ${name} cleared.`)).join(''),
  /** A field name the task's project lacks (the assistant writes nothing). */
  fieldUnknown: (name: string, project: string) => `The project "${project}" has no field called "${name}".`,
  /** A select's value that is none of its options. */
  fieldOptionUnknown: (field: string, value: string, options: readonly string[]) =>
    `${field} has no option "${value}": choose ${options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options.join('')}.`,
  /** A person field's value that names nobody of the project. */
  fieldPersonUnknown: (field: string, name: string) =>
    `${field}: "${name}" is not a member of the task's project.`,
  projectCreated: (title: string) => `Project "${title}" created.`,
  projectUpdated: (title: string) => `Project "${title}" updated.`,
  confirmDeleteTask: (title: string) => `Delete the task "${title}"? This cannot be undone.`,
  confirmDeleteProject: (title: string, taskCount: number) =>
    taskCount === 0
      ? `Delete the project "${title}"? This cannot be undone.`
      : `Delete the project "${title}" and its ${plural(taskCount, 'task')}? This cannot be undone.`,
  taskDeleted: (title: string) => `Task "${title}" deleted.`,
  projectDeleted: (title: string) => `Project "${title}" deleted.`,
  taskCreateUndone: (title: string) => `Task "${title}" deleted again.`,
  projectCreateUndone: (title: string) => `Project "${title}" deleted again.`,
  taskUpdateUndone: (title: string) => `Task "${title}" is back as it was.`,
  projectUpdateUndone: (title: string) => `Project "${title}" is back as it was.`,
} as const;

/** Labels of statuses and priorities as the app shows them (the label tables of @app/domain). */
export function taskStatusLabel(status: string): string {
  return TASK_STATUS_LABELS[status as keyof typeof TASK_STATUS_LABELS] ?? status;
}
export function projectStatusLabel(status: string): string {
  return PROJECT_STATUS_LABELS[status as keyof typeof PROJECT_STATUS_LABELS] ?? status;
}
export function priorityLabel(priority: string): string {
  return PRIORITY_LABELS[priority as keyof typeof PRIORITY_LABELS] ?? priority;
}

/** A due date as the chat says it: 'Friday, December 4' (dates are days in UTC, as everywhere in the app). */
export function dueDayText(due: string): string {
  return new Date(`${due.slice(0, 10)}T00:00:00.000Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
