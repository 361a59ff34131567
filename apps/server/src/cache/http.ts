import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Everything about the viewer that decides what a list shows them. */
export interface CacheViewer {
  id: string;
  organizationId: string | null;
  isOrgAdmin: boolean;
}

/** How an answer kept serialized in the read cache is labelled when sent as it is. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The read-cache key of a list answer: the route, everything about the viewer that decides what they see, and the
 * validated query (its keys in the schema's order, defaults filled in, so equal queries give equal keys).
 */
export function listCacheKey(route: string, viewer: CacheViewer, query: unknown): string {
  return [
    route,
    viewer.id,
    viewer.organizationId ?? '',
    viewer.isOrgAdmin ? 'admin' : '',
    JSON.stringify(query),
  ].join('\0');
}

/** A request that asks for an answer from the source (`Cache-Control: no-cache`, as a hard reload sends). */
export function wantsFreshAnswer(request: Pick<FastifyRequest, 'headers'>): boolean {
  const header = request.headers['cache-control'];
  return typeof header === 'string' && /(?:^|,)\s*(?:no-cache|no-store|max-age=0)\b/i.test(header);
}

/** The part of a reply that sends a body serialized already (by `reply.serialize`, when it was built). */
interface RawReply {
  type(contentType: string): { send(payload: string): unknown };
}

/**
 * Sends a JSON body as it is: it was serialized through the route's response schema when it was built, and a
 * string with a JSON content type is not serialized again.
 */
export function sendSerialized<R>(reply: R, body: string): R {
  (reply as unknown as RawReply).type(JSON_CONTENT_TYPE).send(body);
  return reply;
}

interface ListRequest {
  headers: FastifyRequest['headers'];
  params: unknown;
  query: unknown;
}

interface ListReply {
  serialize(payload: unknown): unknown;
}

/**
 * Answers a list route from the read cache (docs/caching.md): the kept answer for this viewer, route, parameters
 * and query while nothing it depends on has changed, or `load`'s, serialized through the route's response schema
 * and kept under the tags `tagsOf` gives (the viewer's visibility: see the work module's `sendVisibleList`). Only
 * answers that `load` gives are kept: a refusal (a thrown 4xx) is never cached.
 */
export async function sendCachedList<R extends ListReply>(
  app: FastifyInstance,
  route: string,
  viewer: CacheViewer,
  request: ListRequest,
  reply: R,
  load: () => Promise<unknown>,
  tagsOf: () => Promise<readonly string[]>,
): Promise<R> {
  const { body } = await app.readCache.list(
    listCacheKey(route, viewer, { params: request.params, query: request.query }),
    async () => {
      const value = await load();
      return { value, tags: [...(await tagsOf())] };
    },
    (value) => String(reply.serialize(value)),
    { refresh: wantsFreshAnswer(request) },
  );
  return sendSerialized(reply, body);
}
