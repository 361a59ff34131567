import {
  type DepartmentNode,
  ORG_MESSAGES,
  ORG_TEXTS,
  type OrgMember,
  ORG_USERS_TEXTS as T,
  type User,
} from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  organizationChoicesHandler,
  storeToken,
} from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG = 'a'.repeat(24);
const ENGINEERING = 'e'.repeat(24);
const PLATFORM = 'f'.repeat(24);
const MARKETING = 'c'.repeat(24);
const API = `/api/v1/organizations/${ORG}`;
const CREATED = '2026-01-15T09:30:00.000Z';

const olivia = makeUser({
  _id: '1'.repeat(24),
  name: 'Olivia Admin',
  email: 'olivia@acme.example',
  accountType: 'organization',
  organizationId: ORG,
  orgRole: 'org_admin',
  isOrgAdmin: true,
  role: 'admin',
});
const dana = makeUser({
  _id: '2'.repeat(24),
  name: 'Dana Manager',
  email: 'dana@acme.example',
  accountType: 'organization',
  organizationId: ORG,
  orgRole: 'dept_manager',
  isDeptManager: true,
  departmentId: ENGINEERING,
});

function member(user: User, overrides: Partial<OrgMember> = {}): OrgMember {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    orgRole: 'member',
    isOrgAdmin: false,
    isDeptManager: false,
    jobTitle: null,
    departmentId: ENGINEERING,
    departmentName: 'Engineering',
    managedDepartmentIds: [],
    createdAt: CREATED,
    ...overrides,
  };
}

const jordan = member(makeUser({ _id: '3'.repeat(24), name: 'Jordan Lee', email: 'jordan@acme.example' }));
const MEMBERS = [
  member(olivia, { orgRole: 'org_admin', isOrgAdmin: true }),
  member(dana, { orgRole: 'dept_manager', isDeptManager: true, managedDepartmentIds: [ENGINEERING] }),
  jordan,
];

function department(id: string, name: string, parentId: string | null, managers: User[]): DepartmentNode {
  const people = managers.map(({ _id, name: n, email }) => ({ _id, name: n, email }));
  return {
    _id: id,
    organizationId: ORG,
    parentId,
    name,
    description: null,
    managers: people,
    memberCount: 1,
    teamCount: 0,
    projectCount: 0,
    createdAt: CREATED,
    children: [],
  };
}

const platform = department(PLATFORM, 'Platform', ENGINEERING, []);
const DEPARTMENTS = [
  { ...department(ENGINEERING, 'Engineering', null, [dana]), children: [platform] },
  department(MARKETING, 'Marketing', null, []),
];

type Handler = (request: Request) => Response | Promise<Response>;

function signIn(user: User, handlers: Record<string, Handler> = {}) {
  storeToken(fakeToken());
  mockNetwork({
    ...currentUserHandler(user),
    [`GET ${API}/departments`]: () => Response.json({ success: true, data: DEPARTMENTS }),
    [`GET ${API}/users`]: (request) => {
      const admins = new URL(request.url).searchParams.get('role') === 'org_admin';
      const data = admins ? MEMBERS.slice(0, 1) : MEMBERS;
      return Response.json({
        success: true,
        data,
        pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
      });
    },
    ...handlers,
  });
}

// The shell renders a large tree; role queries over it are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the users screen (/org/users)', () => {
  it("offers a department manager only the roles they may grant, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    signIn(dana, {
      [`PUT /api/v1/organizations/users/${jordan._id}/role`]: async (request) => {
        sent.push(await request.json());
        return Response.json(
          { success: false, error: 'Insufficient permissions to manage organization users' },
          { status: 403 },
        );
      },
    });
    renderApp('/org/users');
    const table = await screen.findByRole('table', { name: T.membersLabel });
    // Nobody changes their own role, and a manager leaves the admin alone: a chip, no select.
    await within(table).findByRole('combobox', { name: 'Role of Jordan Lee' });
    expect(within(table).queryByRole('combobox', { name: 'Role of Olivia Admin' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('combobox', { name: 'Role of Dana Manager' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('combobox', { name: 'Role of Jordan Lee' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Member', 'Department Manager']);
    await user.click(options[1]!);
    expect(await screen.findByText('Insufficient permissions to manage organization users')).toBeVisible();
    expect(sent).toEqual([{ role: 'dept_manager' }]);
  });

  it('signs a member out everywhere after the admin confirms, never herself', async () => {
    const user = userEvent.setup();
    const signedOut = vi.fn(() => Response.json({ success: true, message: 'Signed out everywhere' }));
    signIn(olivia, { [`POST /api/v1/organizations/users/${jordan._id}/sign-out`]: signedOut });
    renderApp('/org/users');
    const table = await screen.findByRole('table', { name: T.membersLabel });
    await user.click(await within(table).findByRole('button', { name: 'Sign Jordan Lee out everywhere' }));
    expect(within(table).queryByRole('button', { name: 'Sign Olivia Admin out everywhere' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign Jordan Lee out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere')).toBeVisible();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('does not offer a department manager to sign anyone out', async () => {
    signIn(dana);
    renderApp('/org/users');
    const table = await screen.findByRole('table', { name: T.membersLabel });
    await within(table).findByRole('combobox', { name: 'Role of Jordan Lee' });
    expect(within(table).queryByRole('button', { name: /out everywhere$/ })).toBeNull();
  });

  it('removes a member only after the admin confirms', async () => {
    const user = userEvent.setup();
    const removed = vi.fn(() => Response.json({ success: true, message: 'Member removed' }));
    signIn(olivia, { [`DELETE /api/v1/organizations/users/${jordan._id}`]: removed });
    renderApp('/org/users');
    const table = await screen.findByRole('table', { name: T.membersLabel });
    // The last admin (herself) cannot be removed.
    await within(table).findByRole('button', { name: 'Remove Jordan Lee' });
    expect(within(table).queryByRole('button', { name: 'Remove Olivia Admin' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Jordan Lee' }));
    let dialog = await screen.findByRole('alertdialog', { name: ORG_TEXTS.removeMemberTitle });
    expect(dialog).toHaveTextContent(ORG_TEXTS.removeMemberMessage('Jordan Lee'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('button', { name: 'Remove Jordan Lee' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(T.removed('Jordan Lee'))).toBeVisible();
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it("sends a manager's invitation to their department, with 8.4's text when the server gives none", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let answers = 0;
    signIn(dana, {
      'POST /api/v1/organizations/invite': async (request) => {
        bodies.push(await request.json());
        answers += 1;
        if (answers === 1) return new Response('upstream down', { status: 502 });
        return Response.json(
          {
            success: true,
            message: 'Invitation sent',
            data: {
              _id: '9'.repeat(24),
              organizationId: ORG,
              email: 'ines@acme.example',
              role: 'member',
              departmentId: ENGINEERING,
              departmentName: 'Engineering',
              invitedBy: { _id: dana._id, name: dana.name },
              status: 'pending',
              expiresAt: '2030-01-08T10:00:00.000Z',
              createdAt: CREATED,
            },
          },
          { status: 201 },
        );
      },
    });
    renderApp('/org/users');
    await user.click(await screen.findByRole('button', { name: T.inviteAction }));
    const dialog = await screen.findByRole('dialog', { name: ORG_TEXTS.inviteTitle });
    // Her own department first; only the departments she manages are offered.
    const departmentField = within(dialog).getByRole('combobox', { name: 'Department' });
    expect(departmentField).toHaveTextContent('Engineering');
    await user.click(departmentField);
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['No department', 'Engineering', 'Platform']);
    await user.keyboard('{Escape}');

    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'ines@acme.example');
    await user.click(within(dialog).getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    expect(await within(dialog).findByText(ORG_MESSAGES.sendInvitationFailed)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    expect(await screen.findByText(T.invitationSent('ines@acme.example'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[1]).toEqual({ email: 'ines@acme.example', role: 'member', departmentId: ENGINEERING });
  });
});

describe('Invite Users (/organization/invite)', () => {
  it('lets a platform admin choose the organization, and that organization’s department, to invite into', async () => {
    const user = userEvent.setup();
    const GLOBEX = 'b'.repeat(24);
    const SALES = 'd'.repeat(24);
    const sam = makeUser({
      _id: '4'.repeat(24),
      name: 'Sam Platform',
      accountType: 'organization',
      organizationId: ORG,
      role: 'admin',
      platformRole: 'super_admin',
    });
    const bodies: unknown[] = [];
    const organization = (_id: string, name: string) => ({
      _id,
      name,
      domain: `${name.toLowerCase()}.example`,
      isActive: true,
      subscriptionTier: 'pro',
    });
    signIn(sam, {
      ...organizationChoicesHandler([organization(ORG, 'Acme'), organization(GLOBEX, 'Globex')]),
      [`GET /api/v1/organizations/${GLOBEX}/departments`]: () =>
        Response.json({
          success: true,
          data: [{ ...department(SALES, 'Sales', null, []), organizationId: GLOBEX }],
        }),
      'POST /api/v1/organizations/invite': async (request) => {
        bodies.push(await request.json());
        return Response.json({ success: false, error: 'Stop here' }, { status: 409 });
      },
    });
    // Invite Users of the alternative layout opens the dialog at once.
    renderApp('/organization/invite');
    const dialog = await screen.findByRole('dialog', { name: ORG_TEXTS.inviteTitle });
    await user.click(within(dialog).getByRole('combobox', { name: /Organization/ }));
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'lee@globex.example');
    await user.click(within(dialog).getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    expect(await within(dialog).findByText('Stop here')).toBeVisible();
    expect(bodies).toEqual([
      { email: 'lee@globex.example', role: 'member', departmentId: SALES, organizationId: GLOBEX },
    ]);
  });
});
