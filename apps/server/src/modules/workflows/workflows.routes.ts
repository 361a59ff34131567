import { apiSuccess, IdSchema, WorkflowSchema, WorkflowUpdatePayloadSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { getWorkflow, updateWorkflow } from './workflows.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ProjectParamsSchema = z.object({ id: IdSchema });

/** A project's workflow (issue 37): read by whoever sees the project, changed by those who may edit it. */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/workflow',
    {
      config: { guard: { permission: 'canViewProjects' } },
      schema: { params: ProjectParamsSchema, response: { 200: apiSuccess(WorkflowSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getWorkflow(app.database.db, viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.put(
    '/projects/:id/workflow',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ProjectParamsSchema,
        body: WorkflowUpdatePayloadSchema,
        response: { 200: apiSuccess(WorkflowSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateWorkflow(
        { db: app.database.db, events: app.events },
        viewerFrom(requireUser(request)),
        request.params.id,
        request.body,
      ),
    }),
  );
};
