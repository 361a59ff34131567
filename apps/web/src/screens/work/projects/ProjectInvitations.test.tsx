import type { Invitation, Project } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../../testing/network';
import { renderApp } from '../../../testing/renderApp';

// The Members tab's invitations follow the one rule of who may invite whom (invitableProjectRoles): a team lead
// offers team members only and cannot handle a supervisor's invitation; a team member sees no invitations.
const PROJECT_ID = 'a'.repeat(24);
const me = makeUser();

function project(myRole: Project['myRole']): Project {
  return {
    _id: PROJECT_ID,
    title: 'Harbour',
    status: 'active',
    priority: 'medium',
    progress: 0,
    ownerId: 'b'.repeat(24),
    owner: { _id: 'b'.repeat(24), name: 'Olga Owner', email: 'olga@example.com' },
    members: [],
    teamSize: 1,
    taskCounts: { total: 0, done: 0, overdue: 0 },
    myRole,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
  } as Project;
}

function invitation(
  email: string,
  role: Invitation['role'],
  status: Invitation['status'] = 'pending',
): Invitation {
  return {
    _id: `${email.length}`.padStart(24, 'c'),
    email,
    role,
    projectId: PROJECT_ID,
    projectName: 'Harbour',
    invitedBy: { name: 'Olga Owner' },
    invitedAt: '2030-01-01T10:00:00.000Z',
    status,
    expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
  };
}

function network(myRole: Project['myRole']) {
  const listed: string[] = [];
  mockNetwork({
    ...currentUserHandler(me),
    'GET /api/v1/notifications': () => Response.json({ success: true, data: [], unreadCount: 0 }),
    [`GET /api/v1/projects/${PROJECT_ID}`]: () => Response.json({ success: true, data: project(myRole) }),
    [`GET /api/v1/invite/project/${PROJECT_ID}`]: () => {
      listed.push('list');
      return Response.json({
        success: true,
        data: [
          invitation('sup@example.com', 'supervisor'),
          invitation('tm@example.com', 'team-member'),
          invitation('no@example.com', 'team-member', 'declined'),
        ],
      });
    },
  });
  return listed;
}

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the Members tab's invitations", () => {
  it('offers a team lead team members only, and the handling of their own kind of invitation only', async () => {
    network('team-lead');
    renderApp(`/projects/${PROJECT_ID}?tab=members`);
    const form = await screen.findByRole('form', { name: 'Invite by email' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['team-member']);
    await screen.findByText('sup@example.com');
    const list = screen.getByRole('list', { name: 'Pending project invitations' });
    const [supervisor, member, declined] = within(list).getAllByRole('listitem');
    expect(supervisor).toHaveTextContent('sup@example.com');
    expect(within(supervisor as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(member as HTMLElement).getByRole('button', { name: /Resend/ })).toBeVisible();
    expect(within(member as HTMLElement).getByRole('button', { name: /Cancel invitation/ })).toBeVisible();
    expect(within(list).getAllByText(/Expires in 3 days/)).toHaveLength(3);
    // A declined invitation keeps its expiry line (spec 4.3), not 'Never expires'.
    expect(declined).toHaveTextContent('Declined');
    expect(declined).toHaveTextContent('Expires in 3 days');
    expect(within(declined as HTMLElement).queryByRole('button', { name: /Cancel invitation/ })).toBeNull();
  });

  it('shows a team member no invitations and never asks for them', async () => {
    const listed = network('team-member');
    renderApp(`/projects/${PROJECT_ID}?tab=members`);
    expect(await screen.findByRole('region', { name: /^Team members/ })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite by email' })).toBeNull();
    expect(listed).toEqual([]);
  });
});
