import type { ApiToken, ApiTokenCreated, ApiTokenCreatePayload } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/tokens.ts.
const schemas = () => import('./schemas/tokens');
const ApiTokenCreatedAnswerSchema = lazySchema(schemas, 'ApiTokenCreatedAnswerSchema');
const ApiTokenListAnswerSchema = lazySchema(schemas, 'ApiTokenListAnswerSchema');
const NoContentSchema = lazySchema(schemas, 'NoContentSchema');

// Personal API tokens (issue 41). These calls need a signed-in session: the server refuses them to a token.

/** The caller's tokens, newest first, never their secrets (GET /tokens). */
export async function listApiTokens(client: ApiClient): Promise<ApiToken[]> {
  return (await client.get('tokens', ApiTokenListAnswerSchema)).data;
}

/** Creates a token (POST /tokens); the answer's `token` is the secret, shown this once. */
export async function createApiToken(
  client: ApiClient,
  payload: ApiTokenCreatePayload,
): Promise<ApiTokenCreated> {
  return (await client.post('tokens', ApiTokenCreatedAnswerSchema, payload)).data;
}

/** Revokes one of the caller's tokens (DELETE /tokens/{id}); it stops working at once. */
export async function revokeApiToken(client: ApiClient, id: string): Promise<void> {
  await client.delete(`tokens/${encodeURIComponent(id)}`, NoContentSchema);
}
