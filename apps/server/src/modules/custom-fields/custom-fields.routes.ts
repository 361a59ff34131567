import {
  ApiMessageSchema,
  apiSuccess,
  CUSTOM_FIELD_MESSAGES,
  CustomFieldCreatePayloadSchema,
  CustomFieldSchema,
  CustomFieldUpdatePayloadSchema,
  IdSchema,
  TaskTableViewSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { createField, deleteField, listFields, updateField } from './custom-fields.service';
import { getTableView, saveTableView } from './table-view';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ProjectParamsSchema = z.object({ id: IdSchema });
const FieldParamsSchema = z.object({ id: IdSchema, fieldId: IdSchema });
const FieldAnswerSchema = apiSuccess(CustomFieldSchema);

/** A project's custom fields (issue 37): read by whoever sees the project, changed by those who may edit it. */
export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(
    '/projects/:id/fields',
    {
      config: { guard: { permission: 'canViewProjects' } },
      schema: {
        params: ProjectParamsSchema,
        response: { 200: apiSuccess(z.array(CustomFieldSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listFields(app.database.db, viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.post(
    '/projects/:id/fields',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ProjectParamsSchema,
        body: CustomFieldCreatePayloadSchema,
        response: { 201: FieldAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createField(
        deps(),
        viewerFrom(requireUser(request)),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/projects/:id/fields/:fieldId',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FieldParamsSchema,
        body: CustomFieldUpdatePayloadSchema,
        response: { 200: FieldAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, fieldId } = request.params;
      return {
        success: true as const,
        data: await updateField(deps(), viewerFrom(requireUser(request)), id, fieldId, request.body),
      };
    },
  );

  app.delete(
    '/projects/:id/fields/:fieldId',
    {
      config: { guard: 'signed-in' },
      schema: { params: FieldParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      const { id, fieldId } = request.params;
      await deleteField(deps(), viewerFrom(requireUser(request)), id, fieldId);
      return { success: true as const, message: CUSTOM_FIELD_MESSAGES.deleted };
    },
  );

  // Each user's table view of a project (issue 37): remembered per user and project.
  app.get(
    '/projects/:id/table-view',
    {
      config: { guard: { permission: 'canViewProjects' } },
      schema: { params: ProjectParamsSchema, response: { 200: apiSuccess(TaskTableViewSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getTableView(app.database.db, viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.put(
    '/projects/:id/table-view',
    {
      config: { guard: { permission: 'canViewProjects' } },
      schema: {
        params: ProjectParamsSchema,
        body: TaskTableViewSchema,
        response: { 200: apiSuccess(TaskTableViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveTableView(
        app.database.db,
        viewerFrom(requireUser(request)),
        request.params.id,
        request.body,
      ),
    }),
  );
};
