import { z } from 'zod';
import { apiSuccess } from './api';
import { IdSchema } from './ids';
import { isIndividual, isOrgAdmin, type RoleSubject } from './permissions';
import type { ProjectAccessRole } from './project';
import { TRANSFER_SOURCES, TransferSkippedSchema } from './transfer';

/**
 * Import and export jobs (issue 41): the API's payloads and answers around the transfer bundle (transfer.ts), who
 * may start and read them, the CSV importer's column mapping, and the texts of the 'Import and export' page.
 */

/** How big an uploaded import file may be. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** How long an export's file and an import's parsed bundle are kept. */
export const TRANSFER_KEEP_DAYS = 7;

export const TRANSFER_JOB_STATUSES = ['parsed', 'queued', 'running', 'done', 'failed'] as const;
export type TransferJobStatus = (typeof TRANSFER_JOB_STATUSES)[number];

// Who may do what

type Subject = RoleSubject | null | undefined;

/** Exports a whole organization: its admins. */
export function canExportOrganization(user: Subject): boolean {
  return Boolean(user?.organizationId) && isOrgAdmin(user);
}

/** Exports one project: its owner and its admins (supervisors, organization admins acting as one). */
export function canExportProject(role: ProjectAccessRole | null | undefined): boolean {
  return role === 'owner' || role === 'supervisor';
}

/** Exports a personal workspace (its projects): the individual it belongs to. */
export function canExportWorkspace(user: Subject): boolean {
  return Boolean(user) && isIndividual(user);
}

/** Imports into the caller's workspace: an organization's admins, or the individual into their own. */
export function canImport(user: Subject): boolean {
  if (!user) return false;
  return user.organizationId ? isOrgAdmin(user) : isIndividual(user);
}

/** Downloads an export: the person who asked for it, and for an organization's export its admins. */
export function canDownloadExport(
  user: Subject,
  exported: { requestedBy: string; scope: ExportScope; organizationId: string | null },
): boolean {
  if (!user) return false;
  const id = user._id ?? user.id;
  if (id && id === exported.requestedBy) return true;
  return (
    exported.scope === 'organization' &&
    exported.organizationId !== null &&
    user.organizationId === exported.organizationId &&
    isOrgAdmin(user)
  );
}

// Export

export const EXPORT_SCOPES = ['organization', 'project', 'workspace'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

export const ExportCreatePayloadSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('organization') }),
  z.object({ scope: z.literal('project'), projectId: IdSchema }),
  z.object({ scope: z.literal('workspace') }),
]);
export type ExportCreatePayload = z.infer<typeof ExportCreatePayloadSchema>;

/** What a bundle holds, kind by kind (an export's counts, an import's dry run and result). */
export const TransferCountsSchema = z.object({
  projects: z.number().int().min(0),
  states: z.number().int().min(0),
  tasks: z.number().int().min(0),
  subTasks: z.number().int().min(0),
  labels: z.number().int().min(0),
  taskLabels: z.number().int().min(0),
  relations: z.number().int().min(0),
  comments: z.number().int().min(0),
  timeEntries: z.number().int().min(0),
  checklistItems: z.number().int().min(0),
  people: z.number().int().min(0),
});
export type TransferCounts = z.infer<typeof TransferCountsSchema>;

export const ExportJobSchema = z.object({
  _id: IdSchema,
  scope: z.enum(EXPORT_SCOPES),
  projectId: IdSchema.nullable(),
  status: z.enum(TRANSFER_JOB_STATUSES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  counts: TransferCountsSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;
export const ExportJobAnswerSchema = apiSuccess(ExportJobSchema);

export const EXPORT_DOWNLOAD_FORMATS = ['json', 'csv'] as const;
export type ExportDownloadFormat = (typeof EXPORT_DOWNLOAD_FORMATS)[number];
export const ExportDownloadQuerySchema = z.object({
  format: z.enum(EXPORT_DOWNLOAD_FORMATS).default('json'),
});

/** The tables of the CSV download (one file each in the ZIP). */
export const EXPORT_CSV_TABLES = [
  'projects',
  'states',
  'tasks',
  'labels',
  'task_labels',
  'relations',
  'comments',
  'time_entries',
  'people',
] as const;

// Import

export const ImportSourceSchema = z.enum(TRANSFER_SOURCES);

/** The product fields a CSV column can fill, in the mapping step's order. */
export const CSV_MAPPING_FIELDS = [
  'title',
  'description',
  'status',
  'priority',
  'assigneeEmail',
  'startDate',
  'dueDate',
  'labels',
  'parent',
] as const;
export type CsvMappingField = (typeof CSV_MAPPING_FIELDS)[number];

/** Each product field's column (its header), or null for none. */
export const CsvMappingSchema = z.object(
  Object.fromEntries(
    CSV_MAPPING_FIELDS.map((field) => [field, z.string().max(200).nullable().default(null)]),
  ) as {
    [K in CsvMappingField]: z.ZodDefault<z.ZodNullable<z.ZodString>>;
  },
);
export type CsvMapping = z.infer<typeof CsvMappingSchema>;
export type CsvMappingInput = z.input<typeof CsvMappingSchema>;

export const ImportMappingPayloadSchema = z.object({ mapping: CsvMappingSchema });
export type ImportMappingPayload = z.infer<typeof ImportMappingPayloadSchema>;

export const ImportRunPayloadSchema = z.object({ targetProjectId: IdSchema.optional() }).default({});
export type ImportRunPayload = z.infer<typeof ImportRunPayloadSchema>;

/** Who a person of the file becomes: a member of the workspace, or nobody (their work is kept without them). */
export const ImportPersonMappingSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  userId: IdSchema.nullable(),
  userName: z.string().nullable(),
  /** 'member': a member of the workspace; 'unassigned': not one (tasks unassigned, comments by the importer). */
  outcome: z.enum(['member', 'unassigned']),
});
export type ImportPersonMapping = z.infer<typeof ImportPersonMappingSchema>;

export const CsvColumnSchema = z.object({ name: z.string(), sample: z.array(z.string()) });
export type CsvColumn = z.infer<typeof CsvColumnSchema>;

/** The dry run: what the import will create, who maps to whom, what it cannot bring and why. */
export const ImportReportSchema = z.object({
  create: TransferCountsSchema,
  /** Labels of the workspace re-used by name (not created again). */
  reusedLabels: z.array(z.string()),
  projects: z.array(z.object({ title: z.string(), tasks: z.number().int().min(0) })),
  people: z.array(ImportPersonMappingSchema),
  skipped: z.array(TransferSkippedSchema),
  /** What the import changes to fit the product's rules (truncated texts, states added, flattened sub-tasks). */
  adjusted: z.array(TransferSkippedSchema),
  /** CSV only: the file's columns with a sample, and the mapping in use (the suggested one at first). */
  columns: z.array(CsvColumnSchema).nullable(),
  mapping: CsvMappingSchema.nullable(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportJobSchema = z.object({
  _id: IdSchema,
  source: ImportSourceSchema,
  fileName: z.string(),
  status: z.enum(TRANSFER_JOB_STATUSES),
  processed: z.number().int().min(0),
  total: z.number().int().min(0),
  report: ImportReportSchema,
  /** Once done: what was created, and the projects it made (or filled). */
  result: z.object({ counts: TransferCountsSchema, projectIds: z.array(IdSchema) }).nullable(),
  errors: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;
export const ImportJobAnswerSchema = apiSuccess(ImportJobSchema);

// Texts

export const TRANSFER_MESSAGES = {
  exportDenied: 'You do not have permission to export this',
  exportNotFound: 'Export not found',
  exportNotReady: 'This export is not ready yet',
  exportExpired: 'This export has expired; start a new one',
  downloadDenied: 'Only the person who started this export can download it',
  importDenied: 'You do not have permission to import into this workspace',
  importNotFound: 'Import not found',
  importStarted: 'Import started',
  importAlreadyStarted: 'This import has already started',
  /** A running import failed: what it wrote was taken back. */
  importStopped: (cause: string | null) =>
    `The import stopped${cause ? `: ${cause}` : ' on an unexpected error'}. Nothing of it was kept; try again.`,
  importNotCsv: 'Only a CSV import has a column mapping',
  noFile: 'Choose a file to import',
  badSource: `Choose where the file comes from: ${TRANSFER_SOURCES.join(', ')}`,
  tooLarge: `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
  emptyFile: 'The file is empty',
  notTaskflowExport: 'This file is not a TaskFlow export (a JSON file with format "taskflow-export")',
  badTaskflowExport: (detail: string) => `This TaskFlow export cannot be read: ${detail}`,
  badCsv: (detail: string) => `This CSV file cannot be read: ${detail}`,
  csvNoTitle: 'Choose the column that holds the task titles',
  targetProjectNotFound: 'Project not found',
  targetProjectDenied: 'You cannot add tasks to this project',
  nothingToImport: 'There is nothing to import in this file',
} as const;

export const TRANSFER_TEXTS = {
  pageTitle: 'Import and export',
  notAllowed: 'Only organization admins import and export an organization’s work',
  settingsHelp: 'Bring work in from a TaskFlow export, a CSV file, Trello, Jira or Asana, or export yours.',
  openPage: 'Open import and export',
  exportTitle: 'Export',
  exportHelp:
    'A TaskFlow export (JSON) holds projects, states, tasks, sub-tasks, labels, comments, time and people.',
  exportOrganization: 'Export the whole organization',
  exportWorkspace: 'Export my workspace',
  exportProject: 'Export this project',
  exportWhat: 'What to export',
  wholeOrganization: 'The whole organization',
  wholeWorkspace: 'My whole workspace',
  exportStart: 'Export',
  downloadJson: 'Download JSON',
  downloadCsv: 'Download CSV (ZIP)',
  importTitle: 'Import',
  source: 'Source',
  file: 'File',
  chooseFile: 'Choose a file',
  sourceLabels: {
    taskflow: 'TaskFlow export (JSON)',
    csv: 'CSV (map the columns)',
    trello: 'Trello board (JSON)',
    jira: 'Jira (CSV)',
    asana: 'Asana (CSV)',
  },
  upload: 'Read the file',
  mappingTitle: 'Columns',
  mappingHelp: 'Choose which column fills each field.',
  noColumn: '(none)',
  applyMapping: 'Apply the mapping',
  fieldLabels: {
    title: 'Title',
    description: 'Description',
    status: 'Status',
    priority: 'Priority',
    assigneeEmail: 'Assignee email',
    startDate: 'Start date',
    dueDate: 'Due date',
    labels: 'Labels',
    parent: 'Parent task',
  },
  reportTitle: 'What the import will do',
  toCreate: 'To create',
  peopleTitle: 'People',
  skippedTitle: 'Not imported',
  adjustedTitle: 'Changed to fit',
  nothingSkipped: 'Nothing is left out.',
  member: 'Member',
  unassigned: 'Not a member: unassigned, comments written by you',
  what: 'What',
  reason: 'Why',
  countLabels: {
    projects: 'Projects',
    states: 'States',
    tasks: 'Tasks',
    subTasks: 'Sub-tasks',
    labels: 'Labels',
    taskLabels: 'Labels on tasks',
    relations: 'Relations',
    comments: 'Comments',
    timeEntries: 'Time entries',
    checklistItems: 'Checklist items',
    people: 'People',
  },
  runImport: 'Import',
  running: 'Importing…',
  done: 'Import finished',
  failed: 'The import failed',
  openProject: 'Open the project',
  statusLabels: {
    parsed: 'Ready',
    queued: 'Waiting',
    running: 'Running',
    done: 'Done',
    failed: 'Failed',
  },
} as const;
