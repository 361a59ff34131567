import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  acceptOrgInvitation,
  cancelOrgInvitation,
  getOrgInvitationPreview,
  inviteToOrganization,
  listOrgInvitations,
  registerWithOrgInvitation,
  resendOrgInvitation,
} from './org-invitations';
import { createFakeApi, fakeClient, testId } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();
const tokens = createMemoryTokenStorage(null);
const client = fakeClient(api, tokens);
const TOKEN = 'a/b'.padEnd(43, 'x');

const invitation = {
  _id: testId(1),
  organizationId: testId(2),
  email: 'nia@acme.example',
  role: 'member',
  departmentId: null,
  departmentName: null,
  invitedBy: { _id: testId(3), name: 'Olivia Chen' },
  status: 'pending',
  expiresAt: '2030-01-08T10:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
};
const joined = { organizationId: testId(2), organizationName: 'Acme', role: 'member' };

afterEach(() => {
  api.reset();
  tokens.clear();
});

describe('organization invitations', () => {
  it('invites, lists, resends and cancels through the organization routes', async () => {
    api.on('POST /organizations/invite', [
      201,
      { success: true, data: invitation, message: 'Invitation sent' },
    ]);
    api.on(`GET /organizations/${testId(2)}/invitations`, [
      200,
      { success: true, data: [invitation], pagination: { page: 2, limit: 5, total: 6, pages: 2 } },
    ]);
    api.on(`POST /organizations/invitations/${testId(1)}/resend`, [
      200,
      { success: true, data: invitation, message: 'Again' },
    ]);
    api.on(`DELETE /organizations/invitations/${testId(1)}`, [
      200,
      { success: true, message: 'Invitation cancelled' },
    ]);

    expect(await inviteToOrganization(client, { email: 'nia@acme.example' })).toEqual({
      invitation,
      message: 'Invitation sent',
    });
    expect((await listOrgInvitations(client, testId(2), { page: 2, limit: 5, search: 'nia' })).data).toEqual([
      invitation,
    ]);
    expect((await resendOrgInvitation(client, testId(1))).message).toBe('Again');
    expect(await cancelOrgInvitation(client, testId(1))).toBe('Invitation cancelled');
    expect(api.seen[0]?.json).toEqual({ email: 'nia@acme.example' });
    expect(api.seen[1]?.query).toEqual({ page: '2', limit: '5', search: 'nia' });
  });

  it('reads a link, accepts it, and registering from it keeps the new session', async () => {
    const encoded = encodeURIComponent(TOKEN);
    const preview = {
      organizationName: 'Acme',
      email: 'nia@acme.example',
      role: 'member',
      departmentName: null,
      invitedByName: null,
      expiresAt: '2030-01-08T10:00:00.000Z',
      accountExists: false,
      signedIn: false,
      signedInAsInvitee: false,
    };
    api.on(`GET /organizations/join/${encoded}`, [200, { success: true, data: preview }]);
    api.on(`POST /organizations/join/${encoded}/accept`, [200, { success: true, data: joined }]);
    api.on(`POST /organizations/join/${encoded}/register`, [
      201,
      {
        success: true,
        token: 'session.jwt.here',
        user: {
          _id: testId(4),
          name: 'Nia',
          email: 'nia@acme.example',
          role: 'user',
          accountType: 'organization',
          createdAt: '2030-01-01T10:00:00.000Z',
        },
        organization: joined,
      },
    ]);
    expect(await getOrgInvitationPreview(client, TOKEN)).toEqual(preview);
    expect(await acceptOrgInvitation(client, TOKEN)).toEqual(joined);
    const answer = await registerWithOrgInvitation(client, TOKEN, { name: 'Nia', password: 'secret1' });
    expect(answer.organization).toEqual(joined);
    expect(tokens.get()).toBe('session.jwt.here');
    expect(api.unexpected).toEqual([]);
  });

  it('rejects with the server’s text for a link that no longer works', async () => {
    api.on(`GET /organizations/join/${encodeURIComponent(TOKEN)}`, [
      410,
      { success: false, error: 'This invitation has expired' },
    ]);
    const failure = await getOrgInvitationPreview(client, TOKEN).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('This invitation has expired');
  });
});
