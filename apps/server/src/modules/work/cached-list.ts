import type { FastifyInstance } from 'fastify';
import { sendCachedList } from '../../cache/http';
import { type Viewer, visibilityTags } from './scope';

type CachedListArgs<R> = Parameters<typeof sendCachedList<R & { serialize(payload: unknown): unknown }>>;

/**
 * A work list (tasks, a project's tasks) answered from the read cache, kept under the viewer's visibility tags
 * (their own, their organization's, their projects') and `tags`: any change to what they may see drops it.
 * `memberships`: the projects the viewer is a member of, when `load` has read them (called after it; undefined
 * when it has not, and they are then read on their own).
 */
export function sendVisibleList<R extends { serialize(payload: unknown): unknown }>(
  app: FastifyInstance,
  route: string,
  viewer: Viewer,
  request: CachedListArgs<R>[3],
  reply: R,
  load: () => Promise<unknown>,
  tags: readonly string[] = [],
  memberships: () => readonly string[] | undefined = () => undefined,
): Promise<R> {
  return sendCachedList(app, route, viewer, request, reply, load, async () => [
    ...tags,
    ...(await visibilityTags(app.database.db, viewer, memberships())),
  ]);
}
