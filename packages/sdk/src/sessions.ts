import type { SecurityPolicy, SecurityPolicyInput, UserSession } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the screen: see schemas/sessions.ts.
const schemas = () => import('./schemas/sessions');
const UserSessionsAnswerSchema = lazySchema(schemas, 'UserSessionsAnswerSchema');
const SecurityPolicyAnswerSchema = lazySchema(schemas, 'SecurityPolicyAnswerSchema');
const SessionsEndedAnswerSchema = lazySchema(schemas, 'SessionsEndedAnswerSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');

const policyPath = (organizationId: string) =>
  `organizations/${encodeURIComponent(organizationId)}/security-policy`;

/** The signed-in user's active sessions (GET /auth/sessions), the current one marked. */
export async function listSessions(client: ApiClient): Promise<UserSession[]> {
  return (await client.get('auth/sessions', UserSessionsAnswerSchema)).data;
}

/** Ends one of the user's sessions (DELETE /auth/sessions/{id}); the server's text. */
export async function endSession(client: ApiClient, sessionId: string): Promise<string> {
  return (await client.delete(`auth/sessions/${encodeURIComponent(sessionId)}`, ApiMessageSchema)).message;
}

/** Ends every other session of the user (DELETE /auth/sessions); the server's text and how many ended. */
export async function endOtherSessions(client: ApiClient): Promise<{ message: string; ended: number }> {
  const { message, ended } = await client.delete('auth/sessions', SessionsEndedAnswerSchema);
  return { message, ended };
}

/** Signs this browser out on the server (POST /auth/logout: its session ends, its sockets close). */
export async function logout(client: ApiClient): Promise<void> {
  try {
    await client.post('auth/logout', ApiMessageSchema);
  } finally {
    client.tokenStorage.clear();
    // The finance gate's unlock ends with the sign-out (spec 4.2), and so does the session's recent activity.
    client.financeGrants.clear();
    client.recentActivity.clear();
  }
}

/** Signs a member out everywhere (POST /organizations/users/{id}/sign-out); the server's text. */
export async function signOutMember(client: ApiClient, userId: string): Promise<string> {
  return (await client.post(`organizations/users/${encodeURIComponent(userId)}/sign-out`, ApiMessageSchema))
    .message;
}

/** An organization's security policy (GET /organizations/{id}/security-policy). */
export async function getSecurityPolicy(client: ApiClient, organizationId: string): Promise<SecurityPolicy> {
  return (await client.get(policyPath(organizationId), SecurityPolicyAnswerSchema)).data;
}

/** Saves an organization's security policy (PUT); the policy as stored and the server's text. */
export async function saveSecurityPolicy(
  client: ApiClient,
  organizationId: string,
  policy: SecurityPolicyInput,
): Promise<{ policy: SecurityPolicy; message: string | undefined }> {
  const { data, message } = await client.put(policyPath(organizationId), SecurityPolicyAnswerSchema, policy);
  return { policy: data, message };
}
