import {
  ApiMessageSchema,
  apiSuccess,
  IdSchema,
  ProjectCreatePayloadSchema,
  ProjectListQuerySchema,
  ProjectMemberAddPayloadSchema,
  ProjectMemberUpdatePayloadSchema,
  ProjectSchema,
  ProjectUpdatePayloadSchema,
  paginated,
  TaskListQuerySchema,
  TaskSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_TAGS } from '../../cache/read-cache';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { listProjectTasks } from '../tasks';
import { listViewer, sendVisibleList, viewerFrom } from '../work';
import {
  addMember,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  PROJECT_MESSAGES,
  removeMember,
  updateMember,
  updateProject,
} from './projects.service';

const ProjectAnswerSchema = apiSuccess(ProjectSchema);
const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ProjectParamsSchema = z.object({ id: IdSchema });
const MemberParamsSchema = z.object({ id: IdSchema, userId: IdSchema });

/** Projects and their members, scoped to what the caller may see (work/scope.ts). */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(
    '/projects',
    {
      config: { guard: { permission: 'canViewProjects' } },
      schema: { querystring: ProjectListQuerySchema, response: { 200: paginated(ProjectSchema), ...errors } },
    },
    // `?organization=`: the organization's projects (a platform admin's view of any organization, read-only).
    async (request) =>
      listProjects(db(), listViewer(requireUser(request), request.query.organization), request.query),
  );

  app.post(
    '/projects',
    {
      config: { guard: { permission: 'canCreateProjects' } },
      schema: { body: ProjectCreatePayloadSchema, response: { 201: ProjectAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await createProject(deps(), viewerFrom(requireUser(request)), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/projects/:id',
    {
      config: { guard: { permission: 'canViewProjects' } },
      schema: { params: ProjectParamsSchema, response: { 200: ProjectAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getProject(db(), viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.put(
    '/projects/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ProjectParamsSchema,
        body: ProjectUpdatePayloadSchema,
        response: { 200: ProjectAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateProject(deps(), viewerFrom(requireUser(request)), request.params.id, request.body),
    }),
  );

  app.delete(
    '/projects/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: ProjectParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteProject(deps(), viewerFrom(requireUser(request)), request.params.id);
      return { success: true as const, message: PROJECT_MESSAGES.deleted };
    },
  );

  app.get(
    '/projects/:id/tasks',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ProjectParamsSchema,
        querystring: TaskListQuerySchema,
        response: { 200: paginated(TaskSchema), ...errors },
      },
    },
    // A project's board and task list: kept in the read cache like GET /tasks. A kept answer was only ever built
    // for a viewer who may see the project, and losing that right (taken out of it) drops it.
    async (request, reply) => {
      const viewer = viewerFrom(requireUser(request));
      const { id } = request.params;
      return sendVisibleList(
        app,
        'project-tasks',
        viewer,
        request,
        reply,
        () => listProjectTasks(db(), viewer, id, request.query),
        [CACHE_TAGS.project(id)],
      );
    },
  );

  app.post(
    '/projects/:id/members',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ProjectParamsSchema,
        body: ProjectMemberAddPayloadSchema,
        response: { 201: ProjectAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await addMember(deps(), viewerFrom(requireUser(request)), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/projects/:id/members/:userId',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: MemberParamsSchema,
        body: ProjectMemberUpdatePayloadSchema,
        response: { 200: ProjectAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateMember(
        deps(),
        viewerFrom(requireUser(request)),
        request.params.id,
        request.params.userId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/projects/:id/members/:userId',
    {
      config: { guard: 'signed-in' },
      schema: { params: MemberParamsSchema, response: { 200: ProjectAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await removeMember(
        deps(),
        viewerFrom(requireUser(request)),
        request.params.id,
        request.params.userId,
      ),
    }),
  );
};
