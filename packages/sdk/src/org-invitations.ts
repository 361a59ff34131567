import type {
  OrganizationInviteInput,
  OrgInvitation,
  OrgInvitationJoined,
  OrgInvitationListQueryInput,
  OrgInvitationPage,
  OrgInvitationPreview,
  OrgInvitationRegisterAnswer,
  OrgInvitationRegisterPayload,
} from '@app/domain';
import { ORG_MESSAGES } from '@app/domain';
import { withFallback } from './errors';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the screen: see schemas/org-invitations.ts.
const schemas = () => import('./schemas/org-invitations');
const OrgInvitationAnswerSchema = lazySchema(schemas, 'OrgInvitationAnswerSchema');
const OrgInvitationPageSchema = lazySchema(schemas, 'OrgInvitationPageSchema');
const OrgInvitationPreviewAnswerSchema = lazySchema(schemas, 'OrgInvitationPreviewAnswerSchema');
const OrgInvitationJoinedAnswerSchema = lazySchema(schemas, 'OrgInvitationJoinedAnswerSchema');
const OrgInvitationRegisterAnswerSchema = lazySchema(schemas, 'OrgInvitationRegisterAnswerSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');

const joinPath = (token: string) => `organizations/join/${encodeURIComponent(token)}`;
const invitationPath = (id: string) => `organizations/invitations/${encodeURIComponent(id)}`;

/** An invitation the server made or renewed, with its confirmation text. */
export interface SentOrgInvitation {
  invitation: OrgInvitation;
  message: string;
}

/**
 * Invites a person into the caller's organization by email, with a role and a department
 * (POST /organizations/invite). The server mails the link; the answer never carries its secret.
 */
export async function inviteToOrganization(
  client: ApiClient,
  payload: OrganizationInviteInput,
): Promise<SentOrgInvitation> {
  const answer = await withFallback(
    ORG_MESSAGES.sendInvitationFailed,
    client.post('organizations/invite', OrgInvitationAnswerSchema, payload),
  );
  return { invitation: answer.data, message: answer.message ?? '' };
}

/** One page of an organization's pending invitations (GET /organizations/{id}/invitations), searched by email. */
export function listOrgInvitations(
  client: ApiClient,
  organizationId: string,
  query?: OrgInvitationListQueryInput,
): Promise<OrgInvitationPage> {
  return client.get(
    `organizations/${encodeURIComponent(organizationId)}/invitations`,
    OrgInvitationPageSchema,
    searchParamsOrNone(query),
  );
}

/** Sends a pending invitation again with a new link and 7 more days (POST /organizations/invitations/{id}/resend). */
export async function resendOrgInvitation(client: ApiClient, id: string): Promise<SentOrgInvitation> {
  const answer = await client.post(`${invitationPath(id)}/resend`, OrgInvitationAnswerSchema);
  return { invitation: answer.data, message: answer.message ?? '' };
}

/** Cancels a pending invitation: its link stops working (DELETE /organizations/invitations/{id}). */
export async function cancelOrgInvitation(client: ApiClient, id: string): Promise<string> {
  return (await client.delete(invitationPath(id), ApiMessageSchema)).message;
}

/**
 * What an invitation link offers (GET /organizations/join/{token}): the organization, the invited address and
 * role, whether an account has that address and whether the caller is signed in as it. An unknown, spent,
 * expired or cancelled link rejects with the server's text for that case.
 */
export async function getOrgInvitationPreview(
  client: ApiClient,
  token: string,
): Promise<OrgInvitationPreview> {
  return (await client.get(joinPath(token), OrgInvitationPreviewAnswerSchema)).data;
}

/** Joins the organization of the link, signed in as the invited address (POST /organizations/join/{token}/accept). */
export async function acceptOrgInvitation(client: ApiClient, token: string): Promise<OrgInvitationJoined> {
  return (await client.post(`${joinPath(token)}/accept`, OrgInvitationJoinedAnswerSchema)).data;
}

/**
 * Creates the account of the invited address from the link, already a member (POST
 * /organizations/join/{token}/register), and signs in with it: the token is kept like a login's.
 */
export async function registerWithOrgInvitation(
  client: ApiClient,
  token: string,
  payload: OrgInvitationRegisterPayload,
): Promise<Omit<OrgInvitationRegisterAnswer, 'success'>> {
  const { success: _success, ...answer } = await client.post(
    `${joinPath(token)}/register`,
    OrgInvitationRegisterAnswerSchema,
    payload,
  );
  client.tokenStorage.set(answer.token);
  return answer;
}
