import type { DiscussionMessage, Paginated } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the client: see schemas/discussion.ts.
const schemas = () => import('./schemas/discussion');
const MessageAnswerSchema = lazySchema(schemas, 'MessageAnswerSchema');
const MessagePageSchema = lazySchema(schemas, 'MessagePageSchema');

const discussionPath = (projectId: string) => `projects/${encodeURIComponent(projectId)}/discussion`;

/** Paging of a project's discussion. */
export interface DiscussionListQuery {
  page?: number;
  limit?: number;
}

/**
 * One page of a project's discussion (GET /projects/{id}/discussion): page 1 holds the newest `limit` messages,
 * each page oldest first, ready to show top to bottom.
 */
export function listDiscussion(
  client: ApiClient,
  projectId: string,
  query?: DiscussionListQuery,
): Promise<Paginated<DiscussionMessage>> {
  return client.get(discussionPath(projectId), MessagePageSchema, searchParamsOrNone(query));
}

/** Posts a message to a project's discussion (POST /projects/{id}/discussion); returns the stored message. */
export async function postDiscussionMessage(
  client: ApiClient,
  projectId: string,
  text: string,
): Promise<DiscussionMessage> {
  const message = (await client.post(discussionPath(projectId), MessageAnswerSchema, { text })).data;
  client.changes.publish({ type: 'discussion.posted', message });
  return message;
}
