import {
  DEFAULT_WORKFLOW_STATES,
  formErrors,
  PRIORITIES,
  PRIORITY_LABELS,
  type Priority,
  parseDate,
  RICH_TEXT_MESSAGES,
  scheduleInOrder,
  TASK_SCHEDULE_MESSAGES,
  TASK_STATUS_LABELS,
  type Task,
  TaskCreatePayloadSchema,
  type TaskLabel,
  type TaskStatus,
  type WorkflowState,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { Checklist, type ChecklistEntry } from '../Checklist';
import { FormikSelect } from '../FormikSelect';
import { FormikTextField } from '../FormikTextField';
import { LabelPicker } from '../LabelPicker';

/** What the form edits; empty strings stand for 'none'. */
export interface TaskFormValues {
  title: string;
  description: string;
  /** A state id of the chosen project's workflow. */
  status: string;
  priority: Priority;
  /** '' for a task without a project. */
  projectId: string;
  /** '' for an unassigned task. */
  assignedTo: string;
  /** yyyy-mm-dd, or '' without a due date. */
  dueDate: string;
  /** yyyy-mm-dd, or '' without a start date. */
  startDate: string;
  /** Hours as typed, or '' without an estimate. */
  estimate: string;
  checklist: ChecklistEntry[];
  /** The chosen labels' ids (shown with `labelOptions`). */
  labelIds: string[];
  /** '' for a top-level task (shown with `parentOptions`). */
  parentId: string;
}

/** What the form submits: fits both the create and the update payload of a task. */
export interface TaskFormPayload {
  title: string;
  description: string;
  status: string;
  priority: Priority;
  projectId: string | null;
  assignedTo: string | null;
  dueDate: string | null;
  startDate: string | null;
  /** Hours; null without an estimate (NaN when what was typed is not a number: the schema names it). */
  estimate: number | null;
  checklist: ChecklistEntry[];
  /** Only when the form shows labels (`labelOptions`). */
  labelIds?: string[];
  /** Only when the form shows the parent (`parentOptions`): null for a top-level task. */
  parentId?: string | null;
}

/** A choice in the project or assignee select. */
export interface TaskFormOption {
  value: string;
  label: string;
}

export interface TaskFormProps {
  /** Starting values (an existing task through {@link taskFormValues}, or a preselected project). */
  initialValues?: Partial<TaskFormValues>;
  /** The projects the task may belong to; 'No project' is always offered unless the project is fixed. */
  projectOptions: readonly TaskFormOption[];
  /** The project is fixed (creating from a project): shown but not changeable. */
  projectLocked?: boolean;
  /** The people the task can be given to: the chosen project's members, or only 'Me' without a project. */
  assigneeOptions: readonly TaskFormOption[];
  /** The assignee options of a newly chosen project are loading. */
  assigneesLoading?: boolean;
  /** The assignee cannot be changed (the person may not assign tasks). */
  assigneeLocked?: boolean;
  /** Called with the chosen project ('' for none), so the parent can load its members. */
  onProjectChange?: (projectId: string) => void;
  /** Saves the task; a rejected promise keeps the form as it is (show why through `serverError`). */
  onSubmit: (payload: TaskFormPayload) => unknown;
  onCancel?: () => void;
  submitLabel: string;
  cancelLabel?: string;
  /** The server's reason for refusing the last submit. */
  serverError?: string;
  /** The accessible name of the form. */
  label?: string;
  /** The chosen project's states, in order; the default four otherwise. */
  states?: readonly WorkflowState[] | undefined;
  /** The workspace's labels: with them the form has a Labels field. */
  labelOptions?: readonly TaskLabel[] | undefined;
  /** Makes a label from a typed name (the Labels field's 'Create label'). */
  onCreateLabel?: ((name: string) => Promise<TaskLabel>) | undefined;
  /**
   * The tasks of the chosen project the task may be a sub-task of: with them the form has a 'Parent task' field
   * (a new project clears the choice).
   */
  parentOptions?: readonly TaskFormOption[] | undefined;
  /**
   * The description is formatted (rich text): the field says that editing it here keeps only its text, and that
   * the task's page edits it with its formatting. Sent back unchanged, the formatting stays.
   */
  formattedDescription?: boolean;
}

const DEFAULT_VALUES: TaskFormValues = {
  title: '',
  description: '',
  status: 'todo',
  priority: 'medium',
  projectId: '',
  assignedTo: '',
  dueDate: '',
  startDate: '',
  estimate: '',
  checklist: [],
  labelIds: [],
  parentId: '',
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A due date as the date input wants it: the local calendar day, yyyy-mm-dd. */
function dateInputValue(value: string | null | undefined): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return value;
  const date = parseDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form values of an existing task. */
export function taskFormValues(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    projectId: task.projectId ?? '',
    assignedTo: task.assignedTo ?? '',
    dueDate: dateInputValue(task.dueDate),
    startDate: dateInputValue(task.startDate),
    estimate: task.estimate === null || task.estimate === undefined ? '' : String(task.estimate),
    checklist: (task.checklist ?? []).map(({ id, text, done }) => ({ id, text, done })),
    labelIds: [...(task.labelIds ?? [])],
    parentId: task.parentId ?? '',
  };
}

/** The payload of the form's values: trimmed text, null for 'none'. */
export function taskFormPayload(values: TaskFormValues): TaskFormPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    priority: values.priority,
    projectId: values.projectId || null,
    assignedTo: values.assignedTo || null,
    dueDate: values.dueDate || null,
    startDate: values.startDate || null,
    estimate: String(values.estimate).trim() === '' ? null : Number(values.estimate),
    checklist: values.checklist.map((item) => ({ ...item, text: item.text.trim() })),
  };
}

/** The task schema's rules (required title, lengths, date, checklist limits) as formik errors. */
function validate(values: TaskFormValues): FormikErrors<TaskFormValues> {
  // The payload keeps the form's field names, so its errors land on the form's fields.
  const payload = taskFormPayload(values);
  const errors = formErrors(TaskCreatePayloadSchema, payload) as FormikErrors<TaskFormValues>;
  if (!errors.startDate && !scheduleInOrder(payload.startDate, payload.dueDate)) {
    errors.startDate = TASK_SCHEDULE_MESSAGES.startAfterDue;
  }
  return errors;
}

/** The status choices: the states, and the task's own state while it is not one of them (the server maps it). */
function statusOptions(states: readonly WorkflowState[], current: string) {
  const options = states.map((state) => ({ value: state.id, label: state.name }));
  return states.some((state) => state.id === current)
    ? options
    : [{ value: current, label: TASK_STATUS_LABELS[current as TaskStatus] ?? current }, ...options];
}
const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/** Tells the parent which project is chosen, and forgets an assignee who is not a member of a newly chosen one. */
function ProjectWatcher({ onProjectChange }: { onProjectChange?: (projectId: string) => void }) {
  const { values, setFieldValue } = useFormikContext<TaskFormValues>();
  const previous = useRef(values.projectId);
  const report = useRef(onProjectChange);
  report.current = onProjectChange;
  useEffect(() => {
    report.current?.(values.projectId);
    if (previous.current !== values.projectId) {
      previous.current = values.projectId;
      void setFieldValue('assignedTo', '');
      void setFieldValue('parentId', '');
    }
  }, [values.projectId, setFieldValue]);
  return null;
}

/** The parent choices: none, the project's tasks, and the current parent while the list does not hold it. */
function parentChoices(options: readonly TaskFormOption[], current: string): TaskFormOption[] {
  const choices = [{ value: '', label: 'None (a top-level task)' }, ...options];
  if (current && !options.some((option) => option.value === current)) {
    choices.push({ value: current, label: 'Current parent' });
  }
  return choices;
}

function LabelsField({
  options,
  onCreate,
}: {
  options: readonly TaskLabel[];
  onCreate: ((name: string) => Promise<TaskLabel>) | undefined;
}) {
  const { values, setFieldValue, isSubmitting } = useFormikContext<TaskFormValues>();
  return (
    <LabelPicker
      options={options}
      value={values.labelIds}
      onChange={(ids) => void setFieldValue('labelIds', ids)}
      disabled={isSubmitting}
      {...(onCreate ? { onCreate } : {})}
    />
  );
}

function ChecklistField({ disabled }: { disabled: boolean }) {
  const { values, errors, setFieldValue, submitCount } = useFormikContext<TaskFormValues>();
  const error = errors.checklist;
  const message =
    typeof error === 'string'
      ? error
      : Array.isArray(error)
        ? error
            .map((item) => (typeof item === 'string' ? item : item?.text))
            .find((text): text is string => Boolean(text))
        : undefined;
  return (
    <Box>
      <Checklist
        items={values.checklist}
        onChange={(items) => void setFieldValue('checklist', items)}
        disabled={disabled}
        headingLevel="h2"
      />
      {message && submitCount > 0 ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
}

/**
 * The task form (create and edit): title, description, status, priority, project, assignee, due date and
 * checklist, validated with the task schema's own limits. The assignee choices follow the chosen project.
 */
export function TaskForm({
  initialValues,
  projectOptions,
  projectLocked = false,
  assigneeOptions,
  assigneesLoading = false,
  assigneeLocked = false,
  onProjectChange,
  onSubmit,
  onCancel,
  submitLabel,
  cancelLabel = 'Cancel',
  serverError,
  label = 'Task',
  states = DEFAULT_WORKFLOW_STATES,
  labelOptions,
  onCreateLabel,
  parentOptions,
  formattedDescription = false,
}: TaskFormProps) {
  const initial: TaskFormValues = { ...DEFAULT_VALUES, ...initialValues };
  return (
    <Formik<TaskFormValues>
      initialValues={initial}
      validate={validate}
      onSubmit={async (values) => {
        try {
          await onSubmit({
            ...taskFormPayload(values),
            ...(labelOptions ? { labelIds: values.labelIds } : {}),
            ...(parentOptions ? { parentId: values.parentId || null } : {}),
          });
        } catch {
          // The parent shows the server's reason through `serverError`; the values stay for another try.
        }
      }}
    >
      {({ values, isSubmitting }) => {
        const projectChoices: TaskFormOption[] = projectLocked
          ? projectOptions.filter((option) => option.value === values.projectId)
          : [{ value: '', label: 'No project' }, ...projectOptions];
        if (!projectChoices.some((option) => option.value === values.projectId)) {
          projectChoices.push({
            value: values.projectId,
            label: values.projectId ? 'Current project' : 'No project',
          });
        }
        const assigneeChoices: TaskFormOption[] = [{ value: '', label: 'Unassigned' }, ...assigneeOptions];
        if (!assigneeChoices.some((option) => option.value === values.assignedTo)) {
          assigneeChoices.push({
            value: values.assignedTo,
            label: assigneesLoading ? 'Loading…' : 'Current assignee',
          });
        }
        return (
          <Form noValidate aria-label={label}>
            <ProjectWatcher onProjectChange={onProjectChange} />
            <Stack spacing={2.5}>
              {serverError ? <Alert severity="error">{serverError}</Alert> : null}
              <FormikTextField name="title" label="Title" required fullWidth autoFocus />
              <FormikTextField
                name="description"
                label="Description"
                helperText={formattedDescription ? RICH_TEXT_MESSAGES.formattedInForm.task : undefined}
                multiline
                minRows={3}
                maxRows={12}
                fullWidth
              />
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormikSelect
                  name="status"
                  label="Status"
                  options={statusOptions(states, values.status)}
                  fullWidth
                />
                <FormikSelect name="priority" label="Priority" options={PRIORITY_OPTIONS} fullWidth />
                <FormikSelect
                  name="projectId"
                  label="Project"
                  options={projectChoices}
                  disabled={projectLocked}
                  helperText={projectLocked ? 'The task is created in this project.' : undefined}
                  fullWidth
                  slotProps={{
                    inputLabel: { shrink: true },
                    select: { displayEmpty: true },
                    // The note explains the fixed field, so it keeps the readable colour.
                    formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                  }}
                />
                <FormikSelect
                  name="assignedTo"
                  label="Assignee"
                  options={assigneeChoices}
                  disabled={assigneeLocked}
                  helperText={
                    assigneesLoading
                      ? 'Loading the project members…'
                      : values.projectId
                        ? 'Members of the chosen project.'
                        : 'Without a project the task can only be yours.'
                  }
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                />
                <FormikTextField
                  name="startDate"
                  label="Start date"
                  type="date"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormikTextField
                  name="dueDate"
                  label="Due date"
                  type="date"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormikTextField
                  name="estimate"
                  label="Estimate (hours)"
                  type="number"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0, step: 0.25 } }}
                />
              </Box>
              {parentOptions || labelOptions ? (
                <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {parentOptions && values.projectId ? (
                    <FormikSelect
                      name="parentId"
                      label="Parent task"
                      options={parentChoices(parentOptions, values.parentId)}
                      helperText="A sub-task belongs to a task of the same project."
                      fullWidth
                      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                    />
                  ) : null}
                  {labelOptions ? <LabelsField options={labelOptions} onCreate={onCreateLabel} /> : null}
                </Box>
              ) : null}
              <ChecklistField disabled={isSubmitting} />
              <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                {onCancel ? (
                  <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
                    {cancelLabel}
                  </Button>
                ) : null}
                <Button type="submit" variant="contained" loading={isSubmitting}>
                  {submitLabel}
                </Button>
              </Box>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
