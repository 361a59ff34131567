import type {
  AuthAnswer,
  Invitation,
  InvitationAcceptance,
  InvitationAcceptanceAnswer,
  InvitationRegisterPayload,
  InvitationValidation,
  RespondInvitationPayload,
  SendInvitationPayload,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the screen: see schemas/invitations.ts.
const schemas = () => import('./schemas/invitations');
const InvitationSentAnswerSchema = lazySchema(schemas, 'InvitationSentAnswerSchema');
const InvitationListAnswerSchema = lazySchema(schemas, 'InvitationListAnswerSchema');
const InvitationValidationAnswerSchema = lazySchema(schemas, 'InvitationValidationAnswerSchema');
const InvitationAcceptanceAnswerSchema = lazySchema(schemas, 'InvitationAcceptanceAnswerSchema');
const AuthAnswerSchema = lazySchema(schemas, 'AuthAnswerSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');

const segment = encodeURIComponent;

/** A project invitation the server made or renewed (never its secret), with its confirmation text. */
export interface SentInvitation {
  invitation: Invitation;
  message: string;
}

/** What answering an invitation gave: the server's text ('You joined …', 'Invitation declined') and where to go. */
export interface InvitationResponse {
  message: string;
  data: InvitationAcceptance;
}

/**
 * Invites a person into a project by email with a project role (POST /invite/send). The server mails the link;
 * a role the caller may not offer, a member, or a pending invitation to the address rejects with the server's text.
 */
export async function sendInvitation(
  client: ApiClient,
  payload: SendInvitationPayload,
): Promise<SentInvitation> {
  const answer = await client.post('invite/send', InvitationSentAnswerSchema, payload);
  return { invitation: answer.data, message: answer.message };
}

/**
 * Sends a pending, expired or declined invitation again with a new link and 7 more days (POST
 * /invite/resend/{id}); the old link stops working.
 */
export async function resendInvitation(client: ApiClient, id: string): Promise<SentInvitation> {
  const answer = await client.post(`invite/resend/${segment(id)}`, InvitationSentAnswerSchema);
  return { invitation: answer.data, message: answer.message };
}

/** Cancels a pending invitation: its link stops working (DELETE /invite/cancel/{id}). Returns the server's text. */
export async function cancelInvitation(client: ApiClient, id: string): Promise<string> {
  return (await client.delete(`invite/cancel/${segment(id)}`, ApiMessageSchema)).message;
}

/**
 * A project's invitations not yet accepted or cancelled, newest first (GET /invite/project/{projectId}); a
 * pending one past its expiry comes as 'expired'.
 */
export async function listProjectInvitations(client: ApiClient, projectId: string): Promise<Invitation[]> {
  return (await client.get(`invite/project/${segment(projectId)}`, InvitationListAnswerSchema)).data;
}

/**
 * What an invitation link offers (GET /invite/validate/{token}): the invitation, what the caller is to it and
 * whether they must sign in or register first. An unknown, used, declined, cancelled or expired link rejects
 * with a 404 ApiError carrying the one text the server has for all of them.
 */
export async function validateInvitation(client: ApiClient, token: string): Promise<InvitationValidation> {
  return (await client.get(`invite/validate/${segment(token)}`, InvitationValidationAnswerSchema)).data;
}

/** Accepts or declines the invitation of a link, signed in as the invited address (POST /invite/respond). */
export async function respondToInvitation(
  client: ApiClient,
  payload: RespondInvitationPayload,
): Promise<InvitationResponse> {
  const answer = await client.post('invite/respond', InvitationAcceptanceAnswerSchema, {
    token: payload.token,
    action: payload.action,
  });
  return { message: answer.message ?? '', data: answer.data };
}

/**
 * Accepts the invitation of an /accept-invitation link (POST /projects/accept-invitation/{token}). Signed out,
 * the server answers `success: false` with `data.requiresAuth` (and the invited address, the suggested
 * `authMode`...): that answer is returned, not thrown; refusals (unknown link, wrong account) reject.
 */
export function acceptInvitationLink(
  client: ApiClient,
  token: string,
  projectId: string,
): Promise<InvitationAcceptanceAnswer> {
  return client.post(`projects/accept-invitation/${segment(token)}`, InvitationAcceptanceAnswerSchema, {
    projectId,
  });
}

/**
 * Creates the account of the invited address from the link (POST /invite/register) and signs in with it: the
 * token is kept like a login's. It does not accept: call {@link respondToInvitation} next.
 */
export async function registerWithInvitation(
  client: ApiClient,
  payload: InvitationRegisterPayload,
): Promise<AuthAnswer> {
  const answer = await client.post('invite/register', AuthAnswerSchema, payload);
  client.tokenStorage.set(answer.token);
  return answer;
}
