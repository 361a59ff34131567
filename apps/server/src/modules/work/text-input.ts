import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain NUL characters';

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bodies are bounded by the body limit; the depth bound keeps a hostile nesting from costing much.
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse such input with a 400 before it reaches a query (it would
 * otherwise fail there as a 500). Applies to the routes of the plugin that calls it.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query)) {
      throw new AppError(400, NUL_CHARACTER_MESSAGE);
    }
  });
}
