import { type InvitationValidation, INVITATION_MESSAGES as M } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { failure } from './testing';

// The acceptance screen's answers that the e2e journeys do not reach cheaply: a link without its parts, the
// server refusing the link, and an acceptance refused for a lost session or an unexpected failure.
const TOKEN = 'B'.repeat(43);
const PROJECT = 'c'.repeat(24);
const EMAIL = 'ivy@example.com';

function validation(overrides: Partial<InvitationValidation> = {}): Response {
  const data: InvitationValidation = {
    invitation: {
      _id: 'd'.repeat(24),
      email: EMAIL,
      role: 'team-lead',
      projectId: PROJECT,
      projectName: 'Lighthouse',
      invitedBy: { name: 'Omar Owner' },
      invitedAt: '2030-01-01T10:00:00.000Z',
      status: 'pending',
      expiresAt: '2030-01-08T10:00:00.000Z',
    },
    userStatus: 'invitee',
    requiresAuth: false,
    authMode: 'login',
    isAuthenticated: true,
    ...overrides,
  };
  return Response.json({ success: true, data });
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the invitation link', () => {
  it.each([
    ['/invite', 'no token'],
    [`/accept-invitation/${TOKEN}`, 'no project'],
  ])('%s with %s says the link is not whole, without asking the server', async (path) => {
    const requests = mockNetwork({});
    renderApp(path);
    expect(await screen.findByText(M.invalidLink)).toBeVisible();
    expect(requests).toEqual([]);
  });

  it("shows spec 8.3's text for a link the server refuses, and the failed validation otherwise", async () => {
    mockNetwork({ [`GET /api/v1/invite/validate/${TOKEN}`]: () => failure(404, M.notFound) });
    const first = renderApp(`/invite?token=${TOKEN}`);
    expect(await screen.findByText(M.invalidOrExpired)).toBeVisible();
    first.unmount();

    mockNetwork({ [`GET /api/v1/invite/validate/${TOKEN}`]: () => failure(500, 'boom') });
    renderApp(`/invite?token=${TOKEN}`);
    expect(await screen.findByText(M.validateFailed)).toBeVisible();
  });

  it.each([
    [500, '', M.processingFailed],
    [401, 'Authentication required', M.sessionNotFound],
  ])('an acceptance answered %i says "%s"', async (status, error, text) => {
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler(makeUser({ email: EMAIL })),
      [`GET /api/v1/invite/validate/${TOKEN}`]: () => validation(),
      'POST /api/v1/invite/respond': () => failure(status, error),
    });
    renderApp(`/invite?token=${TOKEN}`);
    const accept = await screen.findByRole('button', { name: 'Accept invitation' });
    expect(screen.getByText('Omar Owner invited you to join Lighthouse')).toBeVisible();
    await userEvent.setup().click(accept);
    // A 401 also ends the session: the sign-in form then shows the same line.
    expect((await screen.findAllByText(text))[0]).toBeVisible();
  });
});
