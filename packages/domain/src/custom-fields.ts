import { z } from 'zod';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';

/**
 * A project's custom fields (issue 37): typed values on its tasks, kept in `task.customFields` by field id. The
 * value rule of each type is here, once, for the server (a wrong value is a 400 that names the field) and the
 * screens.
 */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'select',
  'multi_select',
  'user',
  'checkbox',
  'url',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Select',
  multi_select: 'Multi-select',
  user: 'Person',
  checkbox: 'Checkbox',
  url: 'Link',
};

export const CUSTOM_FIELD_LIMITS = {
  perProject: 50,
  nameMax: 60,
  optionsMax: 50,
  optionMax: 60,
  textMax: 2000,
  urlMax: 2000,
} as const;

export const CUSTOM_FIELD_MESSAGES = {
  notFound: 'Field not found',
  deleted: 'Field deleted',
  duplicate: 'This project already has a field with this name',
  tooMany: `A project has at most ${CUSTOM_FIELD_LIMITS.perProject} fields`,
  needsOptions: 'A select field needs at least one option',
  cannotManage: 'You do not have permission to change this project’s fields',
  notInProject: 'This field is not one of the task’s project’s fields',
  noProject: 'Only tasks in a project have custom fields',
} as const;

/** True for the types whose values are chosen from the field's options. */
export function hasOptions(type: CustomFieldType): boolean {
  return type === 'select' || type === 'multi_select';
}

export const CustomFieldOptionSchema = z.object({
  id: z.string().min(1).max(40),
  label: z.string(),
  color: z.string().nullable().optional(),
});
export type CustomFieldOption = z.infer<typeof CustomFieldOptionSchema>;

export const CustomFieldSchema = z.object({
  _id: IdSchema,
  projectId: IdSchema,
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(CustomFieldOptionSchema),
  position: z.number(),
  createdAt: DateTimeStringSchema,
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

const FieldNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Field name is required' })
  .max(CUSTOM_FIELD_LIMITS.nameMax, {
    error: `Field names must be at most ${CUSTOM_FIELD_LIMITS.nameMax} characters`,
  });

/** An option as a client sends it: a new one has no id yet; the server keeps the ids it knows. */
export const CustomFieldOptionInputSchema = z.object({
  id: z.string().min(1).max(40).optional(),
  label: z
    .string()
    .trim()
    .min(1, { error: 'Option text is required' })
    .max(CUSTOM_FIELD_LIMITS.optionMax, {
      error: `Options must be at most ${CUSTOM_FIELD_LIMITS.optionMax} characters`,
    }),
  color: z.string().nullable().optional(),
});

const OptionsInputSchema = z.array(CustomFieldOptionInputSchema).max(CUSTOM_FIELD_LIMITS.optionsMax, {
  error: `A field has at most ${CUSTOM_FIELD_LIMITS.optionsMax} options`,
});

/** POST /projects/{id}/fields. */
export const CustomFieldCreatePayloadSchema = z
  .object({
    name: FieldNameSchema,
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: OptionsInputSchema.default([]),
  })
  .refine((field) => !hasOptions(field.type) || field.options.length > 0, {
    error: CUSTOM_FIELD_MESSAGES.needsOptions,
    path: ['options'],
  });
export type CustomFieldCreatePayload = z.infer<typeof CustomFieldCreatePayloadSchema>;
export type CustomFieldCreateInput = z.input<typeof CustomFieldCreatePayloadSchema>;

/** PUT /projects/{id}/fields/{fieldId}: a new name, options (the whole list) or place; the type stays. */
export const CustomFieldUpdatePayloadSchema = z
  .object({ name: FieldNameSchema, options: OptionsInputSchema, position: z.number().finite() })
  .partial();
export type CustomFieldUpdatePayload = z.infer<typeof CustomFieldUpdatePayloadSchema>;

/** A task's custom values by field id as a client sends them: null clears a value. */
export const CustomFieldValuesInputSchema = z.record(IdSchema, z.unknown());
export type CustomFieldValuesInput = z.infer<typeof CustomFieldValuesInputSchema>;

/** A task's stored custom values by field id. */
export const CustomFieldValuesSchema = z.record(z.string(), z.unknown());
export type CustomFieldValues = z.infer<typeof CustomFieldValuesSchema>;

const optionIdIn = (field: Pick<CustomField, 'options'>) =>
  z
    .string()
    .refine((id) => field.options.some((option) => option.id === id), { error: 'Choose one of its options' });

/**
 * The rule of one field's value (not null: null clears). `isMember` says whether a user id is a member of the
 * task's project (a 'user' field holds one).
 */
export function customFieldValueSchema(
  field: Pick<CustomField, 'type' | 'options'>,
  isMember: (userId: string) => boolean = () => true,
): z.ZodType {
  switch (field.type) {
    case 'text':
      return z
        .string({ error: 'Enter text' })
        .trim()
        .max(CUSTOM_FIELD_LIMITS.textMax, { error: `At most ${CUSTOM_FIELD_LIMITS.textMax} characters` });
    case 'number':
      return z.number({ error: 'Enter a number' }).finite({ error: 'Enter a number' });
    case 'date':
      return DateStringSchema;
    case 'select':
      return optionIdIn(field);
    case 'multi_select':
      return z
        .array(optionIdIn(field), { error: 'Choose among its options' })
        .max(CUSTOM_FIELD_LIMITS.optionsMax)
        .transform((ids) => [...new Set(ids)]);
    case 'user':
      return IdSchema.refine(isMember, { error: 'Choose a member of the project' });
    case 'checkbox':
      return z.boolean({ error: 'Enter true or false' });
    case 'url':
      return z
        .url({ protocol: /^https?$/, error: 'Enter a web address (http or https)' })
        .max(CUSTOM_FIELD_LIMITS.urlMax);
  }
}

/** The refusal of one field's value: 'Estimate: Enter a number'. */
export function customFieldError(fieldName: string, message: string): string {
  return `${fieldName}: ${message}`;
}

/** How a stored value reads in a table cell or an export ('' when empty). */
export function customFieldText(
  field: Pick<CustomField, 'type' | 'options'>,
  value: unknown,
  userName: (id: string) => string | undefined = () => undefined,
): string {
  if (value === null || value === undefined) return '';
  const label = (id: unknown) => field.options.find((option) => option.id === id)?.label ?? '';
  switch (field.type) {
    case 'select':
      return label(value);
    case 'multi_select':
      return Array.isArray(value) ? value.map(label).filter(Boolean).join(', ') : '';
    case 'checkbox':
      return value === true ? 'Yes' : value === false ? 'No' : '';
    case 'user':
      return typeof value === 'string' ? (userName(value) ?? '') : '';
    default:
      return String(value);
  }
}

/** The table view's built-in columns; a custom field's column is `field:<id>`. */
export const TASK_TABLE_COLUMNS = [
  'title',
  'status',
  'priority',
  'assignee',
  'dueDate',
  'labels',
  'progress',
  'startDate',
  'estimate',
] as const;

/** The columns a table shows until its user chooses (the start date and estimate are offered, not shown). */
export const DEFAULT_TASK_TABLE_COLUMNS: readonly string[] = TASK_TABLE_COLUMNS.filter(
  (column) => column !== 'startDate' && column !== 'estimate',
);

export const TASK_TABLE_COLUMN_LABELS: Record<(typeof TASK_TABLE_COLUMNS)[number], string> = {
  title: 'Title',
  status: 'Status',
  priority: 'Priority',
  assignee: 'Assignee',
  dueDate: 'Due date',
  labels: 'Labels',
  progress: 'Sub-tasks',
  startDate: 'Start date',
  estimate: 'Estimate (hours)',
};

/** One user's table view of one project: columns in order, the sort and the grouping (GET/PUT .../table-view). */
export const TaskTableViewSchema = z.object({
  columns: z
    .array(
      z
        .string()
        .regex(
          /^(title|status|priority|assignee|dueDate|labels|progress|startDate|estimate|field:[0-9a-f]{24})$/,
        ),
    )
    .min(1)
    .max(CUSTOM_FIELD_LIMITS.perProject + TASK_TABLE_COLUMNS.length),
  sort: z.object({ key: z.string().max(40), direction: z.enum(['asc', 'desc']) }).nullable(),
  groupBy: z.string().max(40).nullable(),
});
export type TaskTableView = z.infer<typeof TaskTableViewSchema>;

export const DEFAULT_TASK_TABLE_VIEW: TaskTableView = {
  columns: [...DEFAULT_TASK_TABLE_COLUMNS],
  sort: null,
  groupBy: null,
};
