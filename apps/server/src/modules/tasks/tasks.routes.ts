import {
  ApiMessageSchema,
  apiSuccess,
  CommentCreatePayloadSchema,
  CommentSchema,
  IdSchema,
  PageQuerySchema,
  paginated,
  SubtaskOrderPayloadSchema,
  TASK_EXPORT_FORMATS,
  TASK_RELATION_MESSAGES,
  TaskBulkPayloadSchema,
  TaskCreatePayloadSchema,
  TaskDeleteQuerySchema,
  TaskDescriptionVersionSchema,
  TaskListQuerySchema,
  TaskRelationCreatePayloadSchema,
  TaskRelationSchema,
  TaskSchema,
  TaskUpdatePayloadSchema,
  taskExportFileName,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { listViewer, sendVisibleList, toUserSummary, viewerFrom } from '../work';
import { bulkUpdateTasks } from './tasks.bulk';
import { getDescriptionHistory } from './tasks.description';
import { TASK_EXPORT_CONTENT_TYPES, taskCsv, taskExportTable, taskXlsx } from './tasks.export';
import { addTaskRelation, getTaskRelations, removeTaskRelation } from './tasks.relation-service';
import {
  addComment,
  createTask,
  deleteTask,
  getTask,
  listComments,
  listTasksWithMemberships,
  reorderSubtasks,
  TASK_MESSAGES,
  updateTask,
} from './tasks.service';

const TaskAnswerSchema = apiSuccess(TaskSchema);
const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const TaskParamsSchema = z.object({ id: IdSchema });
const RelationParamsSchema = z.object({ id: IdSchema, relationId: IdSchema });
const ExportQuerySchema = z.object({ format: z.enum(TASK_EXPORT_FORMATS).default('csv') });
const FileSchema = z
  .unknown()
  .describe("The project's tasks as a CSV (text/csv) or XLSX file, custom fields included");
const CommentListQuerySchema = PageQuerySchema.pick({ page: true, limit: true });

/** Tasks and their comments, scoped to what the caller may see (work/scope.ts). */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(
    '/tasks',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: { querystring: TaskListQuerySchema, response: { 200: paginated(TaskSchema), ...errors } },
    },
    // The most read answer of all (My Tasks, the calendar): kept in the read cache until a change to what the
    // viewer may see (docs/caching.md).
    // `?organization=`: the organization's tasks (a platform admin's view of any organization, read-only).
    // The list's statement also reads the viewer's project memberships, which tag the kept answer: one round
    // trip to the database per uncached answer.
    async (request, reply) => {
      const viewer = listViewer(requireUser(request), request.query.organization);
      let memberships: string[] | undefined;
      return sendVisibleList(
        app,
        'tasks',
        viewer,
        request,
        reply,
        async () => {
          const listed = await listTasksWithMemberships(db(), viewer, request.query);
          memberships = listed.memberships;
          return listed.answer;
        },
        [],
        () => memberships,
      );
    },
  );

  app.post(
    '/tasks',
    {
      config: { guard: { permission: 'canCreateTasks' } },
      schema: { body: TaskCreatePayloadSchema, response: { 201: TaskAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await createTask(deps(), viewerFrom(requireUser(request)), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  // One change to many tasks, all or nothing (issue 37). Registered before '/tasks/:id' for readability only:
  // the method differs.
  app.patch(
    '/tasks/bulk',
    {
      config: { guard: 'signed-in' },
      schema: { body: TaskBulkPayloadSchema, response: { 200: apiSuccess(z.array(TaskSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await bulkUpdateTasks(deps(), viewerFrom(requireUser(request)), request.body),
    }),
  );

  app.get(
    '/tasks/:id',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: { params: TaskParamsSchema, response: { 200: TaskAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getTask(db(), viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.put(
    '/tasks/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TaskParamsSchema,
        body: TaskUpdatePayloadSchema,
        response: { 200: TaskAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTask(deps(), viewerFrom(requireUser(request)), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tasks/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TaskParamsSchema,
        querystring: TaskDeleteQuerySchema,
        response: { 200: ApiMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTask(deps(), viewerFrom(requireUser(request)), request.params.id, request.query);
      return { success: true as const, message: TASK_MESSAGES.deleted };
    },
  );

  // A project's tasks as a file (issue 37): the built-in columns and one per custom field.
  app.get(
    '/projects/:id/tasks/export',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: {
        params: TaskParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: FileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const table = await taskExportTable(db(), viewerFrom(requireUser(request)), request.params.id);
      const { format } = request.query;
      const body = format === 'xlsx' ? await taskXlsx(table) : taskCsv(table);
      return reply
        .header('content-type', TASK_EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${taskExportFileName(table.title, format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.put(
    '/tasks/:id/subtasks/order',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TaskParamsSchema,
        body: SubtaskOrderPayloadSchema,
        response: { 200: TaskAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reorderSubtasks(deps(), viewerFrom(requireUser(request)), request.params.id, request.body),
    }),
  );

  app.get(
    '/tasks/:id/description-history',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: {
        params: TaskParamsSchema,
        response: { 200: apiSuccess(z.array(TaskDescriptionVersionSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDescriptionHistory(db(), viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.get(
    '/tasks/:id/relations',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: {
        params: TaskParamsSchema,
        response: { 200: apiSuccess(z.array(TaskRelationSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTaskRelations(db(), viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.post(
    '/tasks/:id/relations',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TaskParamsSchema,
        body: TaskRelationCreatePayloadSchema,
        response: { 201: apiSuccess(TaskRelationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await addTaskRelation(
        deps(),
        viewerFrom(requireUser(request)),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/tasks/:id/relations/:relationId',
    {
      config: { guard: 'signed-in' },
      schema: { params: RelationParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      const { id, relationId } = request.params;
      await removeTaskRelation(deps(), viewerFrom(requireUser(request)), id, relationId);
      return { success: true as const, message: TASK_RELATION_MESSAGES.deleted };
    },
  );

  app.get(
    '/tasks/:id/comments',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TaskParamsSchema,
        querystring: CommentListQuerySchema,
        response: { 200: paginated(CommentSchema), ...errors },
      },
    },
    async (request) => listComments(db(), viewerFrom(requireUser(request)), request.params.id, request.query),
  );

  app.post(
    '/tasks/:id/comments',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TaskParamsSchema,
        body: CommentCreatePayloadSchema,
        response: { 201: apiSuccess(CommentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await addComment(
        deps(),
        viewerFrom(user),
        toUserSummary(user),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
