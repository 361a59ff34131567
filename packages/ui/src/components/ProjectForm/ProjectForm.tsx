import {
  formErrors,
  PRIORITIES,
  PRIORITY_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Priority,
  type ProjectCreatePayload,
  ProjectCreatePayloadSchema,
  type ProjectStatus,
  RICH_TEXT_MESSAGES,
  type RichTextDoc,
  WORK_LIMITS,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors } from 'formik';
import { useId } from 'react';
import { FormikSelect } from '../FormikSelect';
import { FormikTextField } from '../FormikTextField';

/** The project fields the form starts from (a `Project` from @app/domain fits). */
export interface ProjectFormProject {
  title?: string;
  description?: string | null;
  status?: ProjectStatus;
  priority?: Priority;
  /** In USD. */
  budget?: number | null;
  startDate?: string | null;
  dueDate?: string | null;
  /** The description as rich text: the plain field then says a change there keeps only its text. */
  descriptionDoc?: RichTextDoc | null;
}

/** What the form holds while it is edited: every field as the inputs give it. */
export interface ProjectFormValues {
  title: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  /** The budget as typed (formik turns a number input's text into a number); empty for none. */
  budget: string | number;
  /** yyyy-mm-dd, or empty. */
  startDate: string;
  dueDate: string;
}

export interface ProjectFormProps {
  /** The project to edit; empty fields (status 'planning', priority 'medium') without one. */
  project?: ProjectFormProject;
  /** Called with the validated payload (trimmed, budget a number or null, dates or null). */
  onSubmit: (payload: ProjectCreatePayload) => void | Promise<void>;
  /** The submit button's label, e.g. 'Create Project' or 'Save changes'. */
  submitLabel: string;
  /** Called by the cancel button; without it there is no cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The save is running: every field and button is disabled and the submit button shows progress. */
  submitting?: boolean;
  /** The server's answer to the last attempt, shown above the form. */
  error?: string | null;
  /** The form's accessible name. */
  label?: string;
}

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

// A disabled field's help stays readable (AA contrast): the field itself shows it is disabled.
const readableWhenDisabled = { '&.Mui-disabled': { color: 'text.secondary' } };

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** The form's starting values for a project (or a new one). */
export function projectFormValues(project: ProjectFormProject = {}): ProjectFormValues {
  return {
    title: project.title ?? '',
    description: project.description ?? '',
    status: project.status ?? 'planning',
    priority: project.priority ?? 'medium',
    budget: project.budget === null || project.budget === undefined ? '' : String(project.budget),
    startDate: dateOnly(project.startDate),
    dueDate: dateOnly(project.dueDate),
  };
}

type Checked =
  | { ok: true; payload: ProjectCreatePayload }
  | { ok: false; errors: FormikErrors<ProjectFormValues> };

/**
 * Validates the values with the domain's `ProjectCreatePayloadSchema`, so the form shows the server's own rules
 * and messages (title required and at most 200 characters, budget at least 0, due date not before the start).
 */
export function checkProjectForm(values: ProjectFormValues): Checked {
  const budgetText = String(values.budget).trim();
  const budget = budgetText === '' ? null : Number(budgetText);
  const budgetError = budget !== null && !Number.isFinite(budget) ? 'Budget must be a number' : undefined;
  const input = {
    title: values.title,
    description: values.description,
    status: values.status,
    priority: values.priority,
    budget: budgetError ? null : budget,
    startDate: values.startDate || null,
    dueDate: values.dueDate || null,
  };
  const parsed = ProjectCreatePayloadSchema.safeParse(input);
  if (parsed.success && !budgetError) return { ok: true, payload: parsed.data };
  // The payload keeps the form's field names, so its errors land on the form's fields.
  const errors = formErrors(ProjectCreatePayloadSchema, input) as FormikErrors<ProjectFormValues>;
  return { ok: false, errors: budgetError ? { ...errors, budget: budgetError } : errors };
}

/**
 * Create or edit a project: title, description, status, priority, budget in USD, start and due dates. Checks
 * the values with the domain's rules before `onSubmit`, shows the server's error above the fields, and is
 * disabled while the save runs.
 */
export function ProjectForm({
  project,
  onSubmit,
  submitLabel,
  onCancel,
  cancelLabel = 'Cancel',
  submitting = false,
  error,
  label = 'Project details',
}: ProjectFormProps) {
  const errorId = useId();
  return (
    <Formik<ProjectFormValues>
      initialValues={projectFormValues(project)}
      validate={(values) => {
        const checked = checkProjectForm(values);
        return checked.ok ? {} : checked.errors;
      }}
      onSubmit={async (values) => {
        const checked = checkProjectForm(values);
        if (checked.ok) await onSubmit(checked.payload);
      }}
    >
      {({ isSubmitting }) => {
        const busy = submitting || isSubmitting;
        return (
          <Form noValidate aria-label={label} aria-describedby={error ? errorId : undefined}>
            <Stack spacing={2.5}>
              {error ? (
                <Alert id={errorId} severity="error">
                  {error}
                </Alert>
              ) : null}
              <FormikTextField
                name="title"
                label="Title"
                required
                fullWidth
                disabled={busy}
                autoComplete="off"
                helperText={`At most ${WORK_LIMITS.titleMax} characters`}
                slotProps={{ formHelperText: { sx: readableWhenDisabled } }}
              />
              <FormikTextField
                name="description"
                label="Description"
                helperText={project?.descriptionDoc ? RICH_TEXT_MESSAGES.formattedInForm.project : undefined}
                fullWidth
                multiline
                minRows={3}
                maxRows={10}
                disabled={busy}
              />
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormikSelect name="status" label="Status" options={STATUS_OPTIONS} disabled={busy} />
                <FormikSelect name="priority" label="Priority" options={PRIORITY_OPTIONS} disabled={busy} />
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
                }}
              >
                <FormikTextField
                  name="budget"
                  label="Budget (USD)"
                  type="number"
                  disabled={busy}
                  helperText="Optional"
                  slotProps={{
                    formHelperText: { sx: readableWhenDisabled },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
                  }}
                />
                <FormikTextField
                  name="startDate"
                  label="Start date"
                  type="date"
                  disabled={busy}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormikTextField
                  name="dueDate"
                  label="Due date"
                  type="date"
                  disabled={busy}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Box>
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                {onCancel ? (
                  <Button color="inherit" onClick={onCancel} disabled={busy}>
                    {cancelLabel}
                  </Button>
                ) : null}
                <Button type="submit" variant="contained" loading={busy}>
                  {submitLabel}
                </Button>
              </Stack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
