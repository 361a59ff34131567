// @vitest-environment jsdom
import { INVITATION_MESSAGES } from '@app/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { createMemoryTokenStorage } from '../token-storage';
import { authQueryKeys } from './auth';
import {
  invitationValidationQueryOptions,
  useAcceptInvitationLink,
  useCancelInvitation,
  useInvitationValidation,
  useProjectInvitations,
  useRegisterWithInvitation,
  useResendInvitation,
  useRespondInvitation,
  useSendInvitation,
} from './invitations';
import { invitationQueryKeys, workQueryKeys } from './keys';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const tokens = createMemoryTokenStorage(null);
const client = fakeClient(api, tokens);

const projectId = testId(1);
const otherId = testId(2);
const TOKEN = 'x'.repeat(43);
const invitation = {
  _id: testId(11),
  email: 'nia@example.com',
  role: 'team-member',
  projectId,
  projectName: 'Website relaunch',
  invitedBy: { _id: testId(3), name: 'Olivia Chen' },
  invitedAt: '2030-01-01T10:00:00.000Z',
  status: 'pending',
  expiresAt: '2030-01-08T10:00:00.000Z',
};
const validation = (signedIn: boolean) => ({
  invitation,
  userStatus: signedIn ? 'invitee' : 'guest',
  requiresAuth: !signedIn,
  authMode: 'login',
  isAuthenticated: signedIn,
});
const joined = {
  requiresAuth: false,
  isAuthenticated: true,
  userStatus: 'member',
  project: { _id: projectId, title: 'Website relaunch' },
  redirectTo: `/projects/${projectId}`,
};

const listKey = invitationQueryKeys.list(projectId);
const otherListKey = invitationQueryKeys.list(otherId);
const validationKey = invitationQueryKeys.validation(TOKEN, true);
const projectsKey = workQueryKeys.projects.list({});
const detailKey = workQueryKeys.projects.detail(projectId);
const otherDetailKey = workQueryKeys.projects.detail(otherId);
const dashboardKey = workQueryKeys.dashboard.detail('2030-01-02');

function seededCache() {
  const queryClient = testQueryClient();
  for (const key of [listKey, otherListKey, projectsKey, detailKey, otherDetailKey, dashboardKey]) {
    queryClient.setQueryData(key, {});
  }
  queryClient.setQueryData(validationKey, validation(true));
  return queryClient;
}
const invalidated = (queryClient: QueryClient) =>
  Object.entries({
    list: listKey,
    otherList: otherListKey,
    validation: validationKey,
    projects: projectsKey,
    detail: detailKey,
    otherDetail: otherDetailKey,
    dashboard: dashboardKey,
  })
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

beforeEach(() => {
  api.reset();
  tokens.clear();
});
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('useProjectInvitations', () => {
  it('loads a project’s list', async () => {
    api.on(`GET /invite/project/${projectId}`, [200, { success: true, data: [invitation] }]);
    const { result } = renderHook(() => useProjectInvitations(client, projectId), {
      wrapper: providerFor(testQueryClient()),
    });
    await waitFor(() => expect(result.current.data).toEqual([invitation]));
  });

  it('asks nothing while disabled (someone who may not invite) or without a project id', async () => {
    const { result } = renderHook(
      () => ({
        disabled: useProjectInvitations(client, projectId, { enabled: false }),
        noId: useProjectInvitations(client, undefined),
      }),
      { wrapper: providerFor(testQueryClient()) },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.disabled.fetchStatus).toBe('idle');
    expect(result.current.noId.fetchStatus).toBe('idle');
    expect(api.seen).toEqual([]);
  });
});

describe('invitation mutations', () => {
  it('sending, resending and cancelling refresh that project’s list only', async () => {
    api.on('POST /invite/send', [
      201,
      { success: true, data: invitation, message: INVITATION_MESSAGES.sent('nia@example.com') },
    ]);
    api.on(`POST /invite/resend/${testId(11)}`, [
      200,
      { success: true, data: invitation, message: INVITATION_MESSAGES.resent('nia@example.com') },
    ]);
    api.on(`DELETE /invite/cancel/${testId(11)}`, [
      200,
      { success: true, message: INVITATION_MESSAGES.cancelled },
    ]);
    const runs: [string, (hooks: Hooks) => Promise<unknown>][] = [
      ['send', (hooks) => hooks.send.mutateAsync({ email: 'nia@example.com', role: 'team-member' })],
      ['resend', (hooks) => hooks.resend.mutateAsync(testId(11))],
      ['cancel', (hooks) => hooks.cancel.mutateAsync(testId(11))],
    ];
    for (const [name, run] of runs) {
      const queryClient = seededCache();
      const { result, unmount } = renderHook(() => useMutations(), { wrapper: providerFor(queryClient) });
      await act(() => run(result.current));
      expect([name, invalidated(queryClient)]).toEqual([name, ['list']]);
      unmount();
    }
    expect(api.seen[0]?.json).toEqual({ email: 'nia@example.com', role: 'team-member', projectId });
  });

  it('a refused cancel refreshes the list too (the invitation was answered meanwhile)', async () => {
    api.on(`DELETE /invite/cancel/${testId(11)}`, [404, { success: false, error: 'Invitation not found' }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useCancelInvitation(client, projectId), {
      wrapper: providerFor(queryClient),
    });
    const error = await act(() => result.current.mutateAsync(testId(11)).catch((caught: unknown) => caught));
    expect((error as ApiError).message).toBe('Invitation not found');
    expect(invalidated(queryClient)).toEqual(['list']);
  });

  it('accepting refreshes the project, the project lists and the dashboard, and leaves the spent link alone', async () => {
    api.on('POST /invite/respond', (request) =>
      (request.json as { action: string }).action === 'accept'
        ? [200, { success: true, message: 'You joined Website relaunch', data: joined }]
        : [200, { success: true, message: INVITATION_MESSAGES.declined, data: { redirectTo: '/' } }],
    );
    let queryClient = seededCache();
    let rendered = renderHook(() => useRespondInvitation(client), { wrapper: providerFor(queryClient) });
    const answer = await act(() => rendered.result.current.mutateAsync({ token: TOKEN, action: 'accept' }));
    expect(answer).toEqual({ message: 'You joined Website relaunch', data: joined });
    expect(invalidated(queryClient)).toEqual(['projects', 'detail', 'dashboard']);
    rendered.unmount();

    queryClient = seededCache();
    rendered = renderHook(() => useRespondInvitation(client), { wrapper: providerFor(queryClient) });
    await act(() => rendered.result.current.mutateAsync({ token: TOKEN, action: 'decline' }));
    expect(invalidated(queryClient)).toEqual([]);
  });

  it('an /accept-invitation link resolves with requiresAuth signed out, and joins signed in', async () => {
    const path = `POST /projects/accept-invitation/${TOKEN}`;
    api.on(path, [
      200,
      {
        success: false,
        error: INVITATION_MESSAGES.authRequired,
        data: {
          requiresAuth: true,
          authMode: 'register',
          userExists: false,
          invitationEmail: 'nia@example.com',
        },
      },
    ]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useAcceptInvitationLink(client), {
      wrapper: providerFor(queryClient),
    });
    const guest = await act(() => result.current.mutateAsync({ token: TOKEN, projectId }));
    expect(guest.success).toBe(false);
    expect(guest.data.requiresAuth).toBe(true);
    expect(invalidated(queryClient)).toEqual([]);

    api.on(path, [200, { success: true, message: 'You joined Website relaunch', data: joined }]);
    await act(() => result.current.mutateAsync({ token: TOKEN, projectId }));
    expect(invalidated(queryClient)).toEqual(['projects', 'detail', 'dashboard']);
    expect(api.seen.map((request) => request.json)).toEqual([{ projectId }, { projectId }]);
  });

  it('registering from a link keeps the session and caches the new user', async () => {
    const user = {
      _id: testId(4),
      name: 'Nia',
      email: 'nia@example.com',
      role: 'user',
      accountType: 'individual',
      createdAt: '2030-01-01T10:00:00.000Z',
    };
    api.on('POST /invite/register', [201, { success: true, token: 'new.session.jwt', user }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useRegisterWithInvitation(client), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync({ token: TOKEN, name: 'Nia', password: 'secret1' }));
    expect(queryClient.getQueryData(authQueryKeys.currentUser())).toEqual(user);
    expect(tokens.get()).toBe('new.session.jwt');
  });
});

type Hooks = ReturnType<typeof useMutations>;
function useMutations() {
  return {
    send: useSendInvitation(client, projectId),
    resend: useResendInvitation(client, projectId),
    cancel: useCancelInvitation(client, projectId),
  };
}

describe('useInvitationValidation', () => {
  it('treats a refused link as final: one request, the server’s text, even where queries retry', async () => {
    api.on(`GET /invite/validate/${TOKEN}`, [404, { success: false, error: INVITATION_MESSAGES.notFound }]);
    const retrying = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
    const { result } = renderHook(() => useInvitationValidation(client, TOKEN), {
      wrapper: providerFor(retrying),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).status).toBe(404);
    expect(result.current.error?.message).toBe(INVITATION_MESSAGES.notFound);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.seen).toHaveLength(1);
    expect(invitationValidationQueryOptions(client, TOKEN, false).refetchOnWindowFocus).toBe(false);
  });

  it('reads the link again once a session exists', async () => {
    api.on(`GET /invite/validate/${TOKEN}`, (request) => [
      200,
      { success: true, data: validation(request.headers.has('authorization')) },
    ]);
    const { result, rerender } = renderHook(() => useInvitationValidation(client, TOKEN), {
      wrapper: providerFor(testQueryClient()),
    });
    await waitFor(() => expect(result.current.data?.userStatus).toBe('guest'));
    // Signing in stores the token and re-renders the screen.
    tokens.set('session.jwt');
    rerender();
    await waitFor(() => expect(result.current.data?.userStatus).toBe('invitee'));
    expect(api.seen).toHaveLength(2);
  });

  it('follows the session the screen passes, and waits for a token', async () => {
    api.on(`GET /invite/validate/${TOKEN}`, [200, { success: true, data: validation(true) }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({
        given: useInvitationValidation(client, TOKEN, { signedIn: true }),
        none: useInvitationValidation(client, undefined),
      }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.given.data?.userStatus).toBe('invitee'));
    expect(queryClient.getQueryData(invitationQueryKeys.validation(TOKEN, true))).toBeDefined();
    expect(result.current.none.fetchStatus).toBe('idle');
    expect(api.seen).toHaveLength(1);
  });
});
