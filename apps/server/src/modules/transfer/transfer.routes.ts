import {
  ExportCreatePayloadSchema,
  ExportDownloadQuerySchema,
  ExportJobAnswerSchema,
  IdSchema,
  IMPORT_FILE_MAX_BYTES,
  ImportJobAnswerSchema,
  ImportMappingPayloadSchema,
  ImportRunPayloadSchema,
  ImportSourceSchema,
  TRANSFER_MESSAGES,
} from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import type { JobContext } from '../../jobs/queue';
import { requireUser } from '../auth';
import { bundleZip } from './export.csv';
import {
  createExport,
  createImport,
  findExport,
  getImport,
  setImportMapping,
  startImport,
  toExportJob,
} from './transfer.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const FileSchema = z.unknown().describe('The export: the bundle as JSON, or a ZIP of one CSV per table');
const UploadFormSchema = z
  .object({
    source: ImportSourceSchema.describe('Where the file comes from'),
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe(`The file, up to ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`),
  })
  .nullish()
  .describe('multipart/form-data');

/**
 * Import and export (issue 41). Every route is signed-in; who may export or import what is checked in the service
 * by the rules of @app/domain's transfer-jobs.ts (organization admins, project owners and supervisors, individuals
 * for their own workspace). Exports and imports run as pg-boss jobs; the screens poll their state.
 */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, events: app.events, jobs: app.jobs });
  const jobContext = (): JobContext => ({
    db: app.database.db,
    config: app.config,
    events: app.events,
    log: app.log,
    jobs: app.jobs,
  });

  app.post(
    '/exports',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Start an export of the organization, a project or the personal workspace',
        body: ExportCreatePayloadSchema,
        response: { 202: ExportJobAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createExport(deps(), requireUser(request), request.body, jobContext);
      return reply.code(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/exports/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'An export’s state, progress and counts',
        params: IdParamsSchema,
        response: { 200: ExportJobAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: toExportJob(await findExport(app.database.db, requireUser(request), request.params.id)),
    }),
  );

  app.get(
    '/exports/:id/download',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Download an export as JSON or as a ZIP of CSV tables',
        params: IdParamsSchema,
        querystring: ExportDownloadQuerySchema,
        response: { 200: FileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findExport(app.database.db, requireUser(request), request.params.id);
      if (row.status !== 'done' || !row.bundle) throw new AppError(409, TRANSFER_MESSAGES.exportNotReady);
      const stamp = row.createdAt.toISOString().slice(0, 10);
      const name = `taskflow-export-${row.scope}-${stamp}`;
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      if (request.query.format === 'csv') {
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${name}.zip"`)
          .send(await bundleZip(row.bundle));
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(JSON.stringify(row.bundle));
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 3, fieldSize: 100, parts: 5 },
    });
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
        throw new AppError(400, TRANSFER_MESSAGES.noFile);
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TRANSFER_MESSAGES.tooLarge);
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/imports',
      {
        config: { guard: 'signed-in' },
        schema: {
          summary: 'Upload a file to import: answers the dry run',
          consumes: ['multipart/form-data'],
          body: UploadFormSchema,
          response: { 201: ImportJobAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new AppError(400, TRANSFER_MESSAGES.noFile);
        const fields: Record<string, string> = {};
        let file: { name: string; bytes: Buffer } | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          } else if (part.fieldname === 'file' && !file) {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw new AppError(413, TRANSFER_MESSAGES.tooLarge);
            file = { name: part.filename || 'import', bytes };
          } else {
            part.file.resume();
          }
        }
        const source = ImportSourceSchema.safeParse(fields.source);
        if (!source.success) throw new AppError(400, TRANSFER_MESSAGES.badSource);
        if (!file) throw new AppError(400, TRANSFER_MESSAGES.noFile);
        if (file.bytes.length === 0) throw new AppError(400, TRANSFER_MESSAGES.emptyFile);
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
        } catch {
          throw new AppError(400, TRANSFER_MESSAGES.badCsv('it is not UTF-8 text'));
        }
        const data = await createImport(app.database.db, user, {
          source: source.data,
          fileName: file.name,
          text,
        });
        return reply.code(201).send({ success: true as const, data });
      },
    );
  });

  app.get(
    '/imports/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'An import’s dry run, state, progress and result',
        params: IdParamsSchema,
        response: { 200: ImportJobAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getImport(app.database.db, requireUser(request), request.params.id),
    }),
  );

  app.put(
    '/imports/:id/mapping',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Map a CSV import’s columns to the task fields: answers the new dry run',
        params: IdParamsSchema,
        body: ImportMappingPayloadSchema,
        response: { 200: ImportJobAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setImportMapping(
        app.database.db,
        requireUser(request),
        request.params.id,
        request.body.mapping,
      ),
    }),
  );

  app.post(
    '/imports/:id/run',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Start the import as a background job',
        params: IdParamsSchema,
        body: ImportRunPayloadSchema,
        response: { 202: ImportJobAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await startImport(
        deps(),
        requireUser(request),
        request.params.id,
        request.body?.targetProjectId,
        jobContext,
      );
      return reply.code(202).send({ success: true as const, data, message: TRANSFER_MESSAGES.importStarted });
    },
  );
};
