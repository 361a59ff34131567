import {
  ApiMessageSchema,
  ATTACHMENT_MESSAGES,
  AttachmentSchema,
  apiSuccess,
  IdSchema,
  isInlineAttachmentType,
  MAX_ATTACHMENT_BYTES,
} from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { sha256Hex } from '../../lib/tokens';
import { findCurrentUser, findSessionState, fingerprintFromCookieHeader, requireUser } from '../auth';
import { viewerFrom } from '../work';
import { isValidSignature } from './attachments.links';
import { writeMissingDemoFiles } from './attachments.seed';
import {
  type AttachmentDeps,
  deleteAttachment,
  goneTaskIds,
  type LinkSession,
  listTaskAttachments,
  openAttachment,
  uploadTaskAttachment,
} from './attachments.service';
import { attachmentStorageFor } from './attachments.storage';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const AttachmentAnswerSchema = apiSuccess(AttachmentSchema);

// The form as the reference shows it; the body is read as a stream, not validated as a whole.
const UploadFormSchema = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('The file, up to 25 MB; its type is read from its content'),
    commentId: IdSchema.optional().describe('The comment of the task the file belongs to'),
  })
  .nullish()
  .describe('multipart/form-data');

const ContentQuerySchema = z.object({
  expires: z.coerce.number().int().min(0),
  sid: IdSchema,
  sig: z.string().min(1).max(100),
});
const FileSchema = z.unknown().describe('The file, in its detected type');

/** The session a content link is signed for: the caller's. */
function linkSession(request: FastifyRequest): LinkSession {
  const claims = request.session;
  if (!claims) throw new AppError(401, ATTACHMENT_MESSAGES.notSignedIn);
  return { sessionId: claims.sid, fingerprintHash: claims.fph };
}

/** `filename` for old clients (ASCII, no quotes), `filename*` with the name as it is. */
function contentDisposition(type: string, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const kind = isInlineAttachmentType(type) ? 'inline' : 'attachment';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function contentType(type: string): string {
  return type.startsWith('text/') || type === 'application/json' ? `${type}; charset=utf-8` : type;
}

// Files are shown in their own tab at most: never a page that runs anything, whatever they hold.
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Files on tasks and their comments (issue 38): upload, list, delete, and the signed links' content. */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = attachmentStorageFor(app.config);
  const deps = (): AttachmentDeps => ({
    db: app.database.db,
    events: app.events,
    storage,
    secret: app.config.jwtSecret,
  });

  // A task's files go after the commit that deleted it (its rows went by cascade). The tasks of a deleted
  // project, organization or account send no event of their own: the files of tasks that are gone are found and
  // deleted.
  const unsubscribe = app.events.subscribe(async (event) => {
    if (event.type === 'task.deleted') await storage.deletePrefix(event.taskId);
    if (
      event.type === 'project.deleted' ||
      event.type === 'organization.deleted' ||
      event.type === 'account.deleted'
    ) {
      for (const taskId of await goneTaskIds(app.database.db, await storage.prefixes())) {
        await storage.deletePrefix(taskId);
      }
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
  // The demo data's files, made in code: written once the server is up if the storage lacks them.
  app.addHook('onReady', async () => {
    try {
      await writeMissingDemoFiles(app.database.db, storage);
    } catch (error) {
      app.log.warn({ err: error }, 'Attachments: the demo files could not be written');
    }
  });

  app.get(
    '/tasks/:id/attachments',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: apiSuccess(z.array(AttachmentSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await listTaskAttachments(
        deps(),
        viewerFrom(requireUser(request)),
        linkSession(request),
        request.params.id,
      ),
    }),
  );

  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
        throw new AppError(400, ATTACHMENT_MESSAGES.noFile);
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/tasks/:id/attachments',
      {
        config: { guard: 'signed-in' },
        schema: {
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          body: UploadFormSchema,
          response: { 201: AttachmentAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const length = Number(request.headers['content-length']);
        const data = await uploadTaskAttachment(
          deps(),
          viewerFrom(requireUser(request)),
          linkSession(request),
          {
            taskId: request.params.id,
            contentLength: Number.isFinite(length) && length > 0 ? length : undefined,
            async readForm(onFile) {
              if (!request.isMultipart()) throw new AppError(400, ATTACHMENT_MESSAGES.noFile);
              const fields: Record<string, string> = {};
              let seenFile = false;
              for await (const part of request.parts()) {
                if (part.type === 'field') {
                  if (typeof part.value === 'string') fields[part.fieldname] = part.value;
                } else if (part.fieldname === 'file' && !seenFile) {
                  seenFile = true;
                  await onFile({ fileName: part.filename, file: part.file });
                } else {
                  part.file.resume();
                }
              }
              return fields;
            },
          },
        );
        return reply.code(201).send({ success: true as const, data });
      },
    );
  });

  app.delete(
    '/attachments/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteAttachment(deps(), viewerFrom(requireUser(request)), request.params.id);
      return { success: true as const, message: ATTACHMENT_MESSAGES.deleted };
    },
  );

  // Followed by the browser itself (an <img>, a new tab): it sends the fingerprint cookie, not the bearer token,
  // so the route checks the link's signature against that cookie, the link's session, and the task's rules.
  app.get(
    '/attachments/:id/content',
    {
      config: { guard: 'public' },
      schema: {
        params: IdParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: FileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, sid, sig } = request.query;
      if (expires * 1000 <= Date.now()) throw new AppError(403, ATTACHMENT_MESSAGES.linkExpired);
      const fingerprint = fingerprintFromCookieHeader(app, request.headers.cookie);
      if (!fingerprint) throw new AppError(401, ATTACHMENT_MESSAGES.notSignedIn);
      const claims = { attachmentId: id, sessionId: sid, fingerprintHash: sha256Hex(fingerprint), expires };
      // Another browser's link, or one made up: nothing is there for this caller.
      if (!isValidSignature(app.config.jwtSecret, claims, sig))
        throw new AppError(404, ATTACHMENT_MESSAGES.notFound);
      const db = app.database.db;
      const session = await findSessionState(db, sid);
      const live = session && !session.revokedAt && session.expiresAt.getTime() > Date.now();
      const user =
        live && session.organizationActive !== false ? await findCurrentUser(db, session.userId) : undefined;
      if (!user || user.disabledAt) throw new AppError(401, ATTACHMENT_MESSAGES.notSignedIn);
      const { row, body } = await openAttachment({ db, storage }, viewerFrom(user), id);
      const secondsLeft = Math.max(0, expires - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', contentType(row.type))
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.type, row.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .send(body);
    },
  );
};
