import { z } from 'zod';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { PrioritySchema, TaskStatusSchema } from './task';

/**
 * The transfer bundle (issue 41): the one shape every way in and out of the product speaks.
 * - The export of a project or an organization is a bundle (format 'taskflow-export').
 * - Every importer (CSV with a column mapping, Trello board JSON, Jira CSV, Asana CSV, and a TaskFlow export)
 *   first parses its file into a bundle; the dry run and the import then work on the bundle alone.
 * People are named by email: an import maps each email to a member of the target workspace, or to nobody.
 * Everything inside one bundle refers to everything else by `ref`, a string unique in its kind within the bundle
 * (an export uses the stored ids; a parser uses the source's own ids, or line numbers).
 */

export const TRANSFER_FORMAT = 'taskflow-export';
export const TRANSFER_VERSION = 1;

export const TRANSFER_SOURCES = ['taskflow', 'csv', 'trello', 'jira', 'asana'] as const;
export type TransferSource = (typeof TRANSFER_SOURCES)[number];

/** Relation types a bundle carries (the stored direction: 'blocks', not its 'blocked_by' view). */
export const TRANSFER_RELATION_TYPES = ['blocks', 'relates_to', 'duplicates'] as const;

const RefSchema = z.string().min(1).max(200);
const EmailSchema = z.string().trim().toLowerCase().max(320);

export const TransferPersonSchema = z.object({
  email: EmailSchema,
  name: z.string().max(200).nullable().default(null),
});
export type TransferPerson = z.infer<typeof TransferPersonSchema>;

export const TransferLabelSchema = z.object({
  ref: RefSchema,
  name: z.string().min(1).max(200),
  /** #RRGGBB; null lets the importer pick one of LABEL_COLORS. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
});
export type TransferLabel = z.infer<typeof TransferLabelSchema>;

/** A workflow state of a project: a Trello list, a Jira status, an Asana section. */
export const TransferStateSchema = z.object({
  ref: RefSchema,
  name: z.string().min(1).max(200),
  /** What the state means: todo, in-progress, review or done (the product's four categories). */
  category: TaskStatusSchema,
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
});
export type TransferState = z.infer<typeof TransferStateSchema>;

export const TransferCommentSchema = z.object({
  ref: RefSchema,
  /** The author's email; null when the source does not name one (kept as written by the importing user). */
  authorEmail: EmailSchema.nullable().default(null),
  body: z.string().max(20_000),
  createdAt: DateTimeStringSchema.nullable().default(null),
});
export type TransferComment = z.infer<typeof TransferCommentSchema>;

export const TransferTimeEntrySchema = z.object({
  ref: RefSchema,
  userEmail: EmailSchema,
  date: DateStringSchema,
  durationSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60),
  note: z.string().max(1000).default(''),
  billable: z.boolean().default(false),
});
export type TransferTimeEntry = z.infer<typeof TransferTimeEntrySchema>;

export const TransferChecklistItemSchema = z.object({
  text: z.string().max(500),
  done: z.boolean().default(false),
});

export const TransferTaskSchema = z.object({
  ref: RefSchema,
  /** The parent task's ref in the same project: this task is its sub-task. */
  parentRef: RefSchema.nullable().default(null),
  title: z.string().min(1).max(500),
  description: z.string().max(100_000).nullable().default(null),
  /** The ref of one of the project's states. */
  stateRef: RefSchema,
  priority: PrioritySchema.default('medium'),
  assigneeEmail: EmailSchema.nullable().default(null),
  createdByEmail: EmailSchema.nullable().default(null),
  startDate: DateStringSchema.nullable().default(null),
  dueDate: DateStringSchema.nullable().default(null),
  /** Hours. */
  estimate: z.number().min(0).max(10_000).nullable().default(null),
  recurrence: z.string().max(500).nullable().default(null),
  completedAt: DateTimeStringSchema.nullable().default(null),
  createdAt: DateTimeStringSchema.nullable().default(null),
  /** Refs of the bundle's labels. */
  labelRefs: z.array(RefSchema).default([]),
  checklist: z.array(TransferChecklistItemSchema).default([]),
  comments: z.array(TransferCommentSchema).default([]),
  timeEntries: z.array(TransferTimeEntrySchema).default([]),
});
export type TransferTask = z.infer<typeof TransferTaskSchema>;
export type TransferTaskInput = z.input<typeof TransferTaskSchema>;

export const TransferRelationSchema = z.object({
  fromRef: RefSchema,
  toRef: RefSchema,
  type: z.enum(TRANSFER_RELATION_TYPES),
});
export type TransferRelation = z.infer<typeof TransferRelationSchema>;

export const TransferMemberSchema = z.object({
  email: EmailSchema,
  role: z.string().max(40),
});

export const TransferProjectSchema = z.object({
  ref: RefSchema,
  title: z.string().min(1).max(500),
  description: z.string().max(100_000).nullable().default(null),
  status: z.string().max(40).nullable().default(null),
  priority: PrioritySchema.default('medium'),
  /** USD. */
  budget: z.number().min(0).nullable().default(null),
  startDate: DateStringSchema.nullable().default(null),
  dueDate: DateStringSchema.nullable().default(null),
  ownerEmail: EmailSchema.nullable().default(null),
  members: z.array(TransferMemberSchema).default([]),
  /** In board order; at least one. */
  states: z.array(TransferStateSchema).min(1),
  /** Parents before their sub-tasks is not required: the importer orders them. */
  tasks: z.array(TransferTaskSchema).default([]),
  /** Between tasks of this bundle (the same or another of its projects). */
  relations: z.array(TransferRelationSchema).default([]),
});
export type TransferProject = z.infer<typeof TransferProjectSchema>;
export type TransferProjectInput = z.input<typeof TransferProjectSchema>;

/** Something of the source that the bundle does not carry, and why (the dry run lists these). */
export const TransferSkippedSchema = z.object({
  what: z.string().max(500),
  reason: z.string().max(500),
});
export type TransferSkipped = z.infer<typeof TransferSkippedSchema>;

export const TransferBundleSchema = z.object({
  format: z.literal(TRANSFER_FORMAT),
  version: z.literal(TRANSFER_VERSION),
  source: z.enum(TRANSFER_SOURCES),
  exportedAt: DateTimeStringSchema.nullable().default(null),
  /** The organization exported (null for a personal workspace or a third-party file). */
  organization: z
    .object({ name: z.string().max(200) })
    .nullable()
    .default(null),
  people: z.array(TransferPersonSchema).default([]),
  labels: z.array(TransferLabelSchema).default([]),
  projects: z.array(TransferProjectSchema).default([]),
  skipped: z.array(TransferSkippedSchema).default([]),
});
export type TransferBundle = z.infer<typeof TransferBundleSchema>;
export type TransferBundleInput = z.input<typeof TransferBundleSchema>;

/** An empty bundle of a source, for parsers to fill. */
export function emptyTransferBundle(source: TransferSource): TransferBundle {
  return TransferBundleSchema.parse({ format: TRANSFER_FORMAT, version: TRANSFER_VERSION, source });
}
