import { INVITATION_MESSAGES } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, failureText } from './errors';
import {
  acceptInvitationLink,
  cancelInvitation,
  listProjectInvitations,
  registerWithInvitation,
  resendInvitation,
  respondToInvitation,
  sendInvitation,
  validateInvitation,
} from './invitations';
import { createFakeApi, fakeClient, testId } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();
const tokens = createMemoryTokenStorage(null);
const client = fakeClient(api, tokens);
// Characters a path segment must escape, so the tests see that every segment is encoded.
const TOKEN = 'a/b?c'.padEnd(43, 'x');
const ENCODED = encodeURIComponent(TOKEN);
const projectId = testId(2);

const invitation = {
  _id: testId(1),
  email: 'nia@example.com',
  role: 'team-member',
  projectId,
  projectName: 'Website relaunch',
  invitedBy: { _id: testId(3), name: 'Olivia Chen' },
  invitedAt: '2030-01-01T10:00:00.000Z',
  status: 'pending',
  expiresAt: '2030-01-08T10:00:00.000Z',
};
const joined = {
  requiresAuth: false,
  isAuthenticated: true,
  userStatus: 'member',
  project: { _id: projectId, title: 'Website relaunch' },
  projectName: 'Website relaunch',
  role: 'team-member',
  redirectTo: `/projects/${projectId}`,
  invitationEmail: 'nia@example.com',
};
const user = {
  _id: testId(4),
  name: 'Nia',
  email: 'nia@example.com',
  role: 'user',
  accountType: 'individual',
  createdAt: '2030-01-01T10:00:00.000Z',
};

afterEach(() => {
  api.reset();
  tokens.clear();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('project invitations, the inviter’s side', () => {
  it('sends, lists, resends and cancels through the invite routes', async () => {
    api.on('POST /invite/send', [
      201,
      { success: true, data: invitation, message: INVITATION_MESSAGES.sent('nia@example.com') },
    ]);
    api.on(`GET /invite/project/${projectId}`, [200, { success: true, data: [invitation] }]);
    api.on(`POST /invite/resend/${testId(1)}`, [
      200,
      { success: true, data: invitation, message: INVITATION_MESSAGES.resent('nia@example.com') },
    ]);
    api.on(`DELETE /invite/cancel/${testId(1)}`, [
      200,
      { success: true, message: INVITATION_MESSAGES.cancelled },
    ]);

    const payload = { projectId, email: 'nia@example.com', role: 'team-member' } as const;
    expect(await sendInvitation(client, payload)).toEqual({
      invitation,
      message: 'Invitation sent to nia@example.com',
    });
    expect(await listProjectInvitations(client, projectId)).toEqual([invitation]);
    expect(await resendInvitation(client, testId(1))).toEqual({
      invitation,
      message: 'A new invitation was sent to nia@example.com',
    });
    expect(await cancelInvitation(client, testId(1))).toBe('Invitation cancelled');

    expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /invite/send',
      `GET /invite/project/${projectId}`,
      `POST /invite/resend/${testId(1)}`,
      `DELETE /invite/cancel/${testId(1)}`,
    ]);
    expect(api.seen[0]?.json).toEqual(payload);
    expect(api.seen[2]?.json).toBeUndefined();
    expect(api.unexpected).toEqual([]);
  });

  it('encodes the ids it puts in a path', async () => {
    api.on(`GET /invite/project/${encodeURIComponent('a/b')}`, [200, { success: true, data: [] }]);
    expect(await listProjectInvitations(client, 'a/b')).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });

  it('rejects with the server’s text, which failureText shows instead of the fallback', async () => {
    api.on('POST /invite/send', [
      403,
      { success: false, error: INVITATION_MESSAGES.teamLeadInvitesMembersOnly },
    ]);
    const refused = await failure(
      sendInvitation(client, { projectId, email: 'nia@example.com', role: 'supervisor' }),
    );
    expect(refused.status).toBe(403);
    expect(failureText(refused, INVITATION_MESSAGES.sendFailed)).toBe(
      'Team leads can invite team members only',
    );

    api.on(`DELETE /invite/cancel/${testId(1)}`, [404, { success: false, error: 'Invitation not found' }]);
    const gone = await failure(cancelInvitation(client, testId(1)));
    expect(failureText(gone, INVITATION_MESSAGES.cancelFailed)).toBe('Invitation not found');

    // No text of the server's own: the 8.3 fallback.
    api.on(`GET /invite/project/${projectId}`, [500]);
    const broken = await failure(listProjectInvitations(client, projectId));
    expect(failureText(broken, INVITATION_MESSAGES.loadFailed)).toBe('Failed to load invitations');
  });

  it('refuses an answer that does not match the contract (a secret never parses into an invitation)', async () => {
    api.on(`GET /invite/project/${projectId}`, [
      200,
      { success: true, data: [{ ...invitation, role: 'owner' }] },
    ]);
    const refused = await failure(listProjectInvitations(client, projectId));
    expect(refused.message).toBe(`Unexpected answer from the server for GET invite/project/${projectId}`);
  });
});

describe('project invitations, the invitee’s side', () => {
  const validation = {
    invitation,
    userStatus: 'guest',
    requiresAuth: true,
    authMode: 'register',
    isAuthenticated: false,
  };

  it('validates a link, with the session’s bearer when there is one', async () => {
    api.on(`GET /invite/validate/${ENCODED}`, [200, { success: true, data: validation }]);
    expect(await validateInvitation(client, TOKEN)).toEqual(validation);
    expect(api.seen[0]?.headers.get('authorization')).toBeNull();
    tokens.set('session.jwt');
    await validateInvitation(client, TOKEN);
    expect(api.seen[1]?.headers.get('authorization')).toBe('Bearer session.jwt');
    expect(api.unexpected).toEqual([]);
  });

  it('rejects a spent or unknown link with the 404 and the server’s one text', async () => {
    api.on(`GET /invite/validate/${ENCODED}`, [404, { success: false, error: INVITATION_MESSAGES.notFound }]);
    const refused = await failure(validateInvitation(client, TOKEN));
    expect(refused.status).toBe(404);
    expect(refused.message).toBe(INVITATION_MESSAGES.notFound);
    expect(failureText(refused, INVITATION_MESSAGES.validateFailed)).toBe(INVITATION_MESSAGES.notFound);
  });

  it('accepts and declines through /invite/respond', async () => {
    api.on('POST /invite/respond', (request) =>
      (request.json as { action: string }).action === 'accept'
        ? [200, { success: true, message: 'You joined Website relaunch', data: joined }]
        : [200, { success: true, message: INVITATION_MESSAGES.declined, data: { redirectTo: '/' } }],
    );
    expect(await respondToInvitation(client, { token: TOKEN, action: 'accept' })).toEqual({
      message: 'You joined Website relaunch',
      data: joined,
    });
    expect(await respondToInvitation(client, { token: TOKEN, action: 'decline' })).toEqual({
      message: 'Invitation declined',
      data: { redirectTo: '/' },
    });
    expect(api.seen.map((request) => request.json)).toEqual([
      { token: TOKEN, action: 'accept' },
      { token: TOKEN, action: 'decline' },
    ]);
  });

  it('rejects an acceptance from another account with the server’s text', async () => {
    const text = INVITATION_MESSAGES.wrongAccount('nia@example.com', 'ann@example.com');
    api.on('POST /invite/respond', [403, { success: false, error: text }]);
    const refused = await failure(respondToInvitation(client, { token: TOKEN, action: 'accept' }));
    expect(failureText(refused, INVITATION_MESSAGES.acceptFailed)).toBe(text);
  });

  it('returns, not throws, the signed-out answer of an /accept-invitation link', async () => {
    const needsAuth = {
      success: false,
      error: INVITATION_MESSAGES.authRequired,
      data: {
        requiresAuth: true,
        authMode: 'login',
        userExists: true,
        invitationEmail: 'nia@example.com',
        projectName: 'Website relaunch',
        role: 'team-lead',
        isAuthenticated: false,
        userStatus: 'guest',
      },
    };
    api.on(`POST /projects/accept-invitation/${ENCODED}`, [200, needsAuth]);
    expect(await acceptInvitationLink(client, TOKEN, projectId)).toEqual(needsAuth);
    expect(api.seen[0]?.json).toEqual({ projectId });

    api.on(`POST /projects/accept-invitation/${ENCODED}`, [
      200,
      { success: true, message: 'You joined Website relaunch', data: joined },
    ]);
    expect((await acceptInvitationLink(client, TOKEN, projectId)).data.redirectTo).toBe(
      `/projects/${projectId}`,
    );

    api.on(`POST /projects/accept-invitation/${ENCODED}`, [
      404,
      { success: false, error: INVITATION_MESSAGES.notFound },
    ]);
    const refused = await failure(acceptInvitationLink(client, TOKEN, testId(9)));
    expect(refused.message).toBe(INVITATION_MESSAGES.notFound);
    expect(api.unexpected).toEqual([]);
  });

  it('registers from the link and keeps the new session', async () => {
    api.on('POST /invite/register', [201, { success: true, token: 'new.session.jwt', user }]);
    const payload = { token: TOKEN, name: 'Nia', password: 'secret1' };
    expect(await registerWithInvitation(client, payload)).toEqual({
      success: true,
      token: 'new.session.jwt',
      user,
    });
    expect(api.seen[0]?.json).toEqual(payload);
    expect(tokens.get()).toBe('new.session.jwt');

    tokens.clear();
    api.on('POST /invite/register', [409, { success: false, error: INVITATION_MESSAGES.accountExists }]);
    const refused = await failure(registerWithInvitation(client, payload));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(INVITATION_MESSAGES.accountExists);
    expect(tokens.get()).toBeNull();
  });
});
