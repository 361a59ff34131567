import {
  type CsvMapping,
  canDownloadExport,
  canExportOrganization,
  canExportProject,
  canExportWorkspace,
  canImport,
  type ExportCreatePayload,
  type ExportJob,
  type ExportScope,
  type ImportJob,
  type ImportReport,
  projectPermissions,
  TRANSFER_KEEP_DAYS,
  TRANSFER_MESSAGES,
  type TransferSource,
} from '@app/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { DomainEventBus } from '../../events/bus';
import { AppError } from '../../http/errors';
import type { JobContext, JobQueue } from '../../jobs/queue';
import type { CurrentUser } from '../auth';
import { findProjectAccess, viewerFrom } from '../work';
import { statesOfProject } from '../workflows';
import { buildExport } from './export.build';
import { type ImportPlan, type ImportTarget, planImport } from './import.plan';
import { undoPlan, writePlan } from './import.run';
import { importers } from './importers';
import { ImportParseError } from './parsers';
import {
  type TransferExportRow,
  type TransferImportRow,
  transferExports,
  transferImports,
} from './transfer.schema';

export const EXPORT_QUEUE = 'transfer-export';
export const IMPORT_QUEUE = 'transfer-import';

export interface TransferDeps {
  db: AppDb;
  events: DomainEventBus;
  jobs: JobQueue;
}

const keepUntil = () => new Date(Date.now() + TRANSFER_KEEP_DAYS * 86_400_000);

/** Removes what is past its keeping time (both tables are read through their expiry index). */
async function removeExpired(db: AppDb): Promise<void> {
  const now = new Date();
  await db.delete(transferExports).where(lt(transferExports.expiresAt, now));
  await db.delete(transferImports).where(lt(transferImports.expiresAt, now));
}

/** Queues a job; on an app without a started queue (never in production) it runs at once in the background. */
async function queue(deps: TransferDeps, name: string, id: string, run: () => Promise<void>): Promise<void> {
  const jobId = await deps.jobs.send(name, { id });
  if (!jobId && !deps.jobs.started) setImmediate(() => void run());
}

// Export

export function toExportJob(row: TransferExportRow): ExportJob {
  return {
    _id: row.id,
    scope: row.scope as ExportScope,
    projectId: row.projectId,
    status: row.status as ExportJob['status'],
    progress: row.progress,
    counts: row.counts ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** POST /exports: checks who may export what, then queues the export. */
export async function createExport(
  deps: TransferDeps,
  user: CurrentUser,
  payload: ExportCreatePayload,
  jobContext: () => JobContext,
): Promise<ExportJob> {
  const { db } = deps;
  let projectId: string | null = null;
  if (payload.scope === 'organization') {
    if (!canExportOrganization(user)) throw new AppError(403, TRANSFER_MESSAGES.exportDenied);
  } else if (payload.scope === 'workspace') {
    if (!canExportWorkspace(user)) throw new AppError(403, TRANSFER_MESSAGES.exportDenied);
  } else {
    const access = await findProjectAccess(db, viewerFrom(user), payload.projectId);
    if (!access) throw new AppError(404, TRANSFER_MESSAGES.targetProjectNotFound);
    if (!canExportProject(access.role)) throw new AppError(403, TRANSFER_MESSAGES.exportDenied);
    projectId = payload.projectId;
  }
  await removeExpired(db);
  const [row] = await db
    .insert(transferExports)
    .values({
      requestedBy: user.id,
      organizationId: payload.scope === 'workspace' ? null : user.organizationId,
      scope: payload.scope,
      projectId,
      status: 'queued',
      expiresAt: keepUntil(),
    })
    .returning();
  if (!row) throw new Error('The export was not stored');
  await queue(deps, EXPORT_QUEUE, row.id, () => runExport(jobContext(), row.id));
  return toExportJob(row);
}

/** An export the user may read (the requester; an organization's admins for its export), else 404. */
export async function findExport(db: AppDb, user: CurrentUser, id: string): Promise<TransferExportRow> {
  const [row] = await db.select().from(transferExports).where(eq(transferExports.id, id)).limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now())
    throw new AppError(404, TRANSFER_MESSAGES.exportNotFound);
  if (
    !canDownloadExport(user, {
      requestedBy: row.requestedBy,
      scope: row.scope as ExportScope,
      organizationId: row.organizationId,
    })
  )
    throw new AppError(404, TRANSFER_MESSAGES.exportNotFound);
  return row;
}

/** The export job: claims the row once (a retried job finds it taken), builds the bundle, stores it. */
export async function runExport(context: JobContext, id: string): Promise<void> {
  const { db } = context;
  const [row] = await db
    .update(transferExports)
    .set({ status: 'running', progress: 5 })
    .where(and(eq(transferExports.id, id), eq(transferExports.status, 'queued')))
    .returning();
  if (!row) return;
  const progress = (status: string, percent: number) =>
    context.events.publish({
      type: 'transfer.progress',
      userId: row.requestedBy,
      kind: 'export',
      id,
      status,
      processed: percent,
      total: 100,
    });
  try {
    const { bundle, counts } = await buildExport(
      db,
      {
        scope: row.scope as ExportScope,
        organizationId: row.organizationId,
        projectId: row.projectId,
        requestedBy: row.requestedBy,
      },
      async (percent) => {
        await db.update(transferExports).set({ progress: percent }).where(eq(transferExports.id, id));
        progress('running', percent);
      },
    );
    await db
      .update(transferExports)
      .set({ status: 'done', progress: 100, bundle, counts })
      .where(eq(transferExports.id, id));
    progress('done', 100);
  } catch (error) {
    context.log.error({ err: error, exportId: id }, 'The export failed');
    await db
      .update(transferExports)
      .set({ status: 'failed', error: 'The export failed; try again' })
      .where(eq(transferExports.id, id));
    progress('failed', 100);
  }
}

// Import

function toImportJob(row: TransferImportRow): ImportJob {
  return {
    _id: row.id,
    source: row.source as TransferSource,
    fileName: row.fileName,
    status: row.status as ImportJob['status'],
    processed: row.processed,
    total: row.total,
    report: row.report,
    result: row.result ?? null,
    errors: row.errors,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function targetOf(user: CurrentUser): ImportTarget {
  return {
    organizationId: user.organizationId ?? null,
    importer: { id: user.id, name: user.name, email: user.email },
  };
}

function requireImporter(user: CurrentUser): void {
  if (!canImport(user)) throw new AppError(403, TRANSFER_MESSAGES.importDenied);
}

/** Parses with the source's importer; a file it cannot read is a 400 with the importer's message. */
function parse(source: TransferSource, text: string, fileName: string, mapping?: CsvMapping | null) {
  try {
    return importers[source](text, { fileName, mapping: mapping ?? null });
  } catch (error) {
    if (error instanceof ImportParseError) throw new AppError(400, error.message);
    // A bundle a parser made that the schema refuses: the file had something the parser did not expect.
    if (error instanceof Error && error.name === 'ZodError')
      throw new AppError(
        400,
        TRANSFER_MESSAGES.badTaskflowExport('the file does not have the expected shape'),
      );
    throw error;
  }
}

async function dryRun(db: AppDb, user: CurrentUser, parsed: ReturnType<typeof parse>): Promise<ImportReport> {
  const plan = await planImport(db, parsed.bundle, targetOf(user));
  return { ...plan.report, columns: parsed.columns, mapping: parsed.mapping };
}

/** POST /imports: parses the file, stores the bundle and answers the dry run. */
export async function createImport(
  db: AppDb,
  user: CurrentUser,
  file: { source: TransferSource; fileName: string; text: string },
): Promise<ImportJob> {
  requireImporter(user);
  if (!file.text.trim()) throw new AppError(400, TRANSFER_MESSAGES.emptyFile);
  const parsed = parse(file.source, file.text, file.fileName);
  const report = await dryRun(db, user, parsed);
  await removeExpired(db);
  const [row] = await db
    .insert(transferImports)
    .values({
      requestedBy: user.id,
      organizationId: user.organizationId ?? null,
      source: file.source,
      fileName: file.fileName.slice(0, 200),
      csvText: file.source === 'csv' ? file.text : null,
      mapping: parsed.mapping,
      bundle: parsed.bundle,
      report,
      expiresAt: keepUntil(),
    })
    .returning();
  if (!row) throw new Error('The import was not stored');
  return toImportJob(row);
}

/** The user's own import (imports are the requester's alone), else 404. */
async function findImportRow(db: AppDb, user: CurrentUser, id: string): Promise<TransferImportRow> {
  const [row] = await db
    .select()
    .from(transferImports)
    .where(and(eq(transferImports.id, id), eq(transferImports.requestedBy, user.id)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now())
    throw new AppError(404, TRANSFER_MESSAGES.importNotFound);
  return row;
}

export async function getImport(db: AppDb, user: CurrentUser, id: string): Promise<ImportJob> {
  return toImportJob(await findImportRow(db, user, id));
}

/** PUT /imports/{id}/mapping: the CSV read again with the mapping, and a new dry run. */
export async function setImportMapping(
  db: AppDb,
  user: CurrentUser,
  id: string,
  mapping: CsvMapping,
): Promise<ImportJob> {
  requireImporter(user);
  const row = await findImportRow(db, user, id);
  if (row.source !== 'csv' || row.csvText === null) throw new AppError(400, TRANSFER_MESSAGES.importNotCsv);
  if (row.status !== 'parsed') throw new AppError(409, TRANSFER_MESSAGES.importAlreadyStarted);
  const parsed = parse('csv', row.csvText, row.fileName, mapping);
  const report = await dryRun(db, user, parsed);
  const [updated] = await db
    .update(transferImports)
    .set({ mapping: parsed.mapping, bundle: parsed.bundle, report })
    .where(eq(transferImports.id, id))
    .returning();
  return toImportJob(updated ?? row);
}

/** POST /imports/{id}/run: checks the target project, then queues the import (once). */
export async function startImport(
  deps: TransferDeps,
  user: CurrentUser,
  id: string,
  targetProjectId: string | undefined,
  jobContext: () => JobContext,
): Promise<ImportJob> {
  requireImporter(user);
  const { db } = deps;
  const row = await findImportRow(db, user, id);
  if (row.status !== 'parsed') throw new AppError(409, TRANSFER_MESSAGES.importAlreadyStarted);
  if (row.bundle.projects.length === 0) throw new AppError(400, TRANSFER_MESSAGES.nothingToImport);
  if (targetProjectId) {
    const access = await findProjectAccess(db, viewerFrom(user), targetProjectId);
    if (!access || access.project.organizationId !== (user.organizationId ?? null))
      throw new AppError(404, TRANSFER_MESSAGES.targetProjectNotFound);
    if (!projectPermissions(access.role).canManageTasks)
      throw new AppError(403, TRANSFER_MESSAGES.targetProjectDenied);
  }
  const [queued] = await db
    .update(transferImports)
    .set({ status: 'queued', targetProjectId: targetProjectId ?? null })
    .where(and(eq(transferImports.id, id), eq(transferImports.status, 'parsed')))
    .returning();
  if (!queued) throw new AppError(409, TRANSFER_MESSAGES.importAlreadyStarted);
  await queue(deps, IMPORT_QUEUE, id, () => runImport(jobContext(), id));
  return toImportJob(queued);
}

/**
 * The import job: claims the row once (a retried job finds it taken: an import never runs twice), plans again
 * against the workspace as it is now, writes the plan in batches, and tells the workspace's lists once at the end.
 * A failure is kept on the import (the rows of the batches written stay).
 */
/** A failure's cause as the importer reads it: one of ours as it is, anything else (a database error) unnamed. */
function shownCause(message: string): string | null {
  return Object.values(TRANSFER_MESSAGES).some((text) => text === message) ? message : null;
}

export async function runImport(context: JobContext, id: string): Promise<void> {
  const { db, events } = context;
  const [row] = await db
    .update(transferImports)
    .set({ status: 'running' })
    .where(and(eq(transferImports.id, id), eq(transferImports.status, 'queued')))
    .returning();
  if (!row) return;
  const publish = (status: string, processed: number, total: number) =>
    events.publish({
      type: 'transfer.progress',
      userId: row.requestedBy,
      kind: 'import',
      id,
      status,
      processed,
      total,
    });
  // What the import will write, once planned: taken back whole if it fails part-way.
  let plan: ImportPlan | undefined;
  try {
    const [importer] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.requestedBy));
    if (!importer) throw new Error('The importer is gone');
    const target: ImportTarget = { organizationId: row.organizationId, importer };
    if (row.targetProjectId) {
      const [project] = await db
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(eq(projects.id, row.targetProjectId));
      if (!project) throw new Error(TRANSFER_MESSAGES.targetProjectNotFound);
      target.project = { ...project, states: await statesOfProject(db, project.id) };
    }
    plan = await planImport(db, row.bundle, target);
    const counts = await writePlan(db, id, plan, target, (processed, total) =>
      publish('running', processed, total),
    );
    const projectIds = target.project ? [target.project.id] : plan.projects.map((project) => project.id);
    await db
      .update(transferImports)
      .set({ status: 'done', result: { counts, projectIds } })
      .where(eq(transferImports.id, id));
    events.publish({
      type: 'transfer.imported',
      organizationId: row.organizationId,
      userId: row.requestedBy,
      projectIds,
    });
    publish('done', 1, 1);
  } catch (error) {
    context.log.error({ err: error, importId: id }, 'The import failed');
    if (plan) {
      const written = plan;
      await undoPlan(db, written).catch((undoError: unknown) =>
        context.log.error({ err: undoError, importId: id }, 'The failed import could not be taken back'),
      );
    }
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(transferImports)
      .set({ status: 'failed', errors: [TRANSFER_MESSAGES.importStopped(shownCause(message))] })
      .where(eq(transferImports.id, id));
    publish('failed', 0, 0);
  }
}
