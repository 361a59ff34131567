import { type ApiError, ApiErrorSchema } from '@app/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { PRE_ROUTING_HEADERS } from './helmet';

/** The one error shape of every API answer that is not a success (ApiErrorSchema of @app/domain). */
export const ErrorResponseSchema = ApiErrorSchema;
export type ErrorResponse = ApiError;

/** Throw from a handler or service to answer with this status and message in the error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: unknown;

  constructor(statusCode: number, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export function errorBody(error: string, details?: unknown): ErrorResponse {
  return details === undefined ? { success: false, error } : { success: false, error, details };
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

interface ValidationIssue {
  location: string;
  path: string;
  message: string;
}

// Fastify's own client errors, reworded for people reading them in the UI or in logs.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but the content type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size does not match Content-Length',
};

function validationIssues(error: FastifyError): ValidationIssue[] {
  const location = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    // instancePath is a JSON pointer ("/address/city"); show it as a dotted path.
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return { location, path, message: issue.message ?? 'is invalid' };
  });
}

/** Maps any thrown value to a status and the error shape. Anything unexpected becomes a 500 without internals. */
export function toErrorResponse(error: unknown): { statusCode: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: errorBody(error.message, error.details) };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError && Array.isArray(fastifyError.validation)) {
    const issues = validationIssues(fastifyError as FastifyError);
    const text = issues.map(
      (issue) => `${[issue.location, issue.path].filter(Boolean).join('.')}: ${issue.message}`,
    );
    return { statusCode: 400, body: errorBody(`Invalid request: ${text.join('; ')}`, issues) };
  }
  if (error && typeof error === 'object' && isResponseSerializationError(error as Error)) {
    return { statusCode: 500, body: errorBody(INTERNAL_ERROR_MESSAGE) };
  }
  const statusCode = fastifyError?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const known = fastifyError?.code ? FASTIFY_MESSAGES[fastifyError.code] : undefined;
    return { statusCode, body: errorBody(known ?? fastifyError?.message ?? 'Bad request') };
  }
  return { statusCode: 500, body: errorBody(INTERNAL_ERROR_MESSAGE) };
}

function notFoundMessage(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? request.url;
  return `Not found: ${request.method} ${path}`;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody(notFoundMessage(request)));
}

/** For errors Fastify raises before routing, which skip the error handler and the hooks. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ reason: error.message }, 'Request rejected before routing');
  reply.headers(PRE_ROUTING_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send(errorBody('Malformed URL'));
    return;
  }
  const { statusCode, body } = toErrorResponse(error);
  reply.code(statusCode).send(body);
}

/** Installs the error handler that gives every failure the one error shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorResponse(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'Request failed');
    } else {
      request.log.info({ statusCode, reason: body.error }, 'Request rejected');
    }
    return reply.code(statusCode).send(body);
  });
}
