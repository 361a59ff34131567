import {
  ApiMessageSchema,
  AssistantFunctionsAnswerSchema,
  ChatFeedbackPayloadSchema,
  ChatHistoryAnswerSchema,
  ChatHistoryQuerySchema,
  ChatResponseAnswerSchema,
  ChatSuggestionsAnswerSchema,
  ChatSuggestionsPayloadSchema,
  ExecuteFunctionAnswerSchema,
  ExecuteFunctionPayloadSchema,
  SendChatMessagePayloadSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { auditContext } from '../audit';
import { requireUser } from '../auth';
import {
  assistantCaller,
  clearHistory,
  currentProjectOf,
  executeFunction,
  giveFeedback,
  history,
  listFunctions,
  respond,
  suggestionsFor,
} from './assistant.service';
import type { Interpret } from './contract';
import { interpret } from './engine';
import { createLanguageModel } from './llm';
import { ASSISTANT_TEXTS } from './texts';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** Per user, shared by /message and /execute: what a person typing (or clicking) fast never reaches. */
export const ASSISTANT_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

export interface AssistantRoutesOptions {
  /** What reads a message: the local engine; a test gives its own to drive each kind of answer. */
  interpret: Interpret;
}

/** The assistant (spec 7.5): every call signed in, acting with the caller's own rights. */
export function assistantRoutesWith(options: AssistantRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => assistantPlugin(app, options);
}

export const assistantRoutes: FastifyPluginAsyncZod = assistantRoutesWith({ interpret });

async function assistantPlugin(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { interpret: interpretMessage }: AssistantRoutesOptions,
): Promise<void> {
  const deps = () => ({ db: app.database.db, events: app.events });
  const callerOf = (request: FastifyRequest, projectId?: string | null, page?: string) =>
    assistantCaller(
      deps(),
      requireUser(request),
      currentProjectOf(projectId, page),
      new Date(),
      auditContext(request),
    );
  // The optional language model (ASSISTANT_LLM_URL): asked when the local engine is not sure, the local answer
  // standing when the model fails.
  const model = app.config.assistantLlm ? createLanguageModel(app.config.assistantLlm, app.log) : null;

  // One limiter (one budget) for both routes, keyed by the signed-in user (the guard ran before it).
  const limiter = app.rateLimit({
    max: ASSISTANT_RATE_LIMIT.max,
    timeWindow: ASSISTANT_RATE_LIMIT.timeWindowMs,
    keyGenerator: (request) => `assistant:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, ASSISTANT_TEXTS.rateLimited(seconds), { retryAfterSeconds: seconds });
    },
  });

  app.post(
    '/chatbot/message',
    {
      config: { guard: 'signed-in' },
      onRequest: limiter,
      schema: { body: SendChatMessagePayloadSchema, response: { 200: ChatResponseAnswerSchema, ...errors } },
    },
    async (request) => {
      const { projectId, context } = request.body;
      const caller = callerOf(request, projectId, context?.currentPage);
      return { success: true as const, data: await respond(caller, request.body, interpretMessage, model) };
    },
  );

  app.post(
    '/chatbot/execute',
    {
      config: { guard: 'signed-in' },
      onRequest: limiter,
      schema: {
        body: ExecuteFunctionPayloadSchema,
        response: { 200: ExecuteFunctionAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await executeFunction(callerOf(request, request.body.projectId), request.body),
    }),
  );

  app.get(
    '/chatbot/history',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: ChatHistoryQuerySchema, response: { 200: ChatHistoryAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await history(callerOf(request), request.query.limit),
    }),
  );

  app.delete(
    '/chatbot/history',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request) => {
      await clearHistory(callerOf(request));
      return { success: true as const, message: ASSISTANT_TEXTS.historyCleared };
    },
  );

  app.get(
    '/chatbot/functions',
    {
      config: { guard: 'signed-in' },
      schema: { response: { 200: AssistantFunctionsAnswerSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await listFunctions(callerOf(request)) }),
  );

  app.post(
    '/chatbot/suggestions',
    {
      config: { guard: 'signed-in' },
      schema: {
        body: ChatSuggestionsPayloadSchema,
        response: { 200: ChatSuggestionsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { projectId, context } = request.body;
      const caller = callerOf(request, projectId, context?.currentPage);
      return { success: true as const, data: await suggestionsFor(caller, request.body) };
    },
  );

  app.post(
    '/chatbot/feedback',
    {
      config: { guard: 'signed-in' },
      schema: { body: ChatFeedbackPayloadSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await giveFeedback(callerOf(request), request.body);
      return { success: true as const, message: ASSISTANT_TEXTS.feedbackThanks };
    },
  );
}
