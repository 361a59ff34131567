import {
  ApiMessageSchema,
  apiSuccess,
  IdSchema,
  paginated,
  TodoCreatePayloadSchema,
  TodoListQuerySchema,
  TodoSchema,
  TodoUpdatePayloadSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { createTodo, deleteTodoFor, listTodosFor, TODO_MESSAGES, updateTodoFor } from './todos.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const TodoParamsSchema = z.object({ id: IdSchema });
const TodoAnswerSchema = apiSuccess(TodoSchema);

/** The quick to-do list: personal to-dos and those shared with a project or an organization. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, events: app.events };

  app.get(
    '/todos',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: TodoListQuerySchema, response: { 200: paginated(TodoSchema), ...errors } },
    },
    async (request) => listTodosFor(db, viewerFrom(requireUser(request)), request.query),
  );

  app.post(
    '/todos',
    {
      config: { guard: 'signed-in' },
      schema: { body: TodoCreatePayloadSchema, response: { 201: TodoAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const todo = await createTodo(deps, viewerFrom(requireUser(request)), request.body);
      return reply.code(201).send({ success: true as const, data: todo });
    },
  );

  app.put(
    '/todos/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: TodoParamsSchema,
        body: TodoUpdatePayloadSchema,
        response: { 200: TodoAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const todo = await updateTodoFor(
        deps,
        viewerFrom(requireUser(request)),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: todo };
    },
  );

  app.delete(
    '/todos/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: TodoParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteTodoFor(deps, viewerFrom(requireUser(request)), request.params.id);
      return { success: true as const, message: TODO_MESSAGES.deleted };
    },
  );
};
