import {
  type AdminUser,
  type EnterpriseOverview,
  type Organization,
  type PlatformFigures,
  trialEndOfDay,
  type User,
} from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

// The platform console, System Users, the multi-organization dashboard and Help, over a mocked server.

const ACME = 'a'.repeat(24);
const GLOBEX = 'b'.repeat(24);
const CREATED = '2026-01-15T09:30:00.000Z';
type Handler = (request: Request) => Response | Promise<Response>;

const sam = makeUser({ _id: '9'.repeat(24), name: 'Sam Rivera', role: 'admin', platformRole: 'super_admin' });
const elena = makeUser({
  _id: '8'.repeat(24),
  name: 'Elena Ward',
  accountType: 'organization',
  organizationId: GLOBEX,
  orgRole: 'enterprise_admin',
});

const page = <T,>(data: T[]) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
});

function adminUser(name: string, status: AdminUser['status']): AdminUser {
  return {
    _id: name
      .charAt(0)
      .repeat(24)
      .replace(/[^0-9a-f]/g, 'c'),
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@acme.example`,
    systemRole: 'user',
    platformRole: null,
    orgRole: 'member',
    organizationId: ACME,
    organizationName: 'Acme Corporation',
    status,
    lastLoginAt: null,
    createdAt: CREATED,
  };
}

/** GET /platform/stats: one person online and nothing else unless given. */
function platformFigures(figures: Partial<PlatformFigures>) {
  return Response.json({
    success: true,
    data: {
      onlineUsers: 1,
      activeOrganizations: 0,
      inactiveOrganizations: 0,
      totalUsers: 0,
      totalProjects: 0,
      totalTasks: 0,
      ...figures,
    } satisfies PlatformFigures,
  });
}

function signIn(user: User, handlers: Record<string, Handler> = {}) {
  storeToken(fakeToken());
  mockNetwork({ ...currentUserHandler(user), ...handlers });
}

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the platform console (/platform/admin)', () => {
  it('shows the figures, the organizations and asks before deactivating one', async () => {
    const user = userEvent.setup();
    const acme: Organization = {
      _id: ACME,
      name: 'Acme Corporation',
      domain: 'acme.example',
      isActive: true,
      subscriptionTier: 'pro',
    };
    const sent: unknown[] = [];
    signIn(sam, {
      'GET /api/v1/platform/stats': () =>
        platformFigures({ activeOrganizations: 2, totalUsers: 12, totalProjects: 7, totalTasks: 40 }),
      'GET /api/v1/organizations/all': () => Response.json(page([acme])),
      'GET /api/v1/platform/users': () => Response.json(page([])),
      [`PUT /api/v1/platform/organizations/${ACME}/status`]: async (request) => {
        sent.push(await request.json());
        return Response.json({ success: true, data: { ...acme, isActive: false } });
      },
    });
    renderApp('/platform/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Admin' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Users' })).toHaveTextContent('12'));
    const table = await screen.findByRole('table', { name: 'All organizations' });
    await user.click(await within(table).findByRole('button', { name: 'Deactivate Acme Corporation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Acme Corporation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sent).toEqual([{ isActive: false }]));
    expect(
      await screen.findByText('Acme Corporation deactivated; its members were signed out'),
    ).toBeVisible();
  });

  it("downloads the assistant's rated replies as assistant-feedback.jsonl, and says so when it fails", async () => {
    const user = userEvent.setup();
    const line =
      '{"message":"hi","response":"Hello","action":null,"rating":5,"helpful":true,"feedback":null,"ratedAt":"2030-01-01T10:00:00.000Z"}\n';
    let refuse = false;
    signIn(sam, {
      'GET /api/v1/platform/stats': () => platformFigures({}),
      'GET /api/v1/organizations/all': () => Response.json(page([])),
      'GET /api/v1/platform/users': () => Response.json(page([])),
      'GET /api/v1/platform/assistant/feedback': () =>
        refuse
          ? Response.json({ success: false, error: 'Database unavailable' }, { status: 503 })
          : new Response(line, {
              headers: {
                'content-type': 'application/x-ndjson',
                'content-disposition': 'attachment; filename="assistant-feedback.jsonl"',
              },
            }),
    });
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:feedback';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
    renderApp('/platform/admin');
    await user.click(await screen.findByRole('button', { name: 'Export assistant feedback' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('assistant-feedback.jsonl');
    expect(await saved[0]?.blob.text()).toBe(line);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Export assistant feedback' }));
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    expect(saved).toHaveLength(1);
  });

  it("deletes an inactive organization after asking, with 'Failed to delete organization' when the server gives no reason", async () => {
    const user = userEvent.setup();
    const initech: Organization = {
      _id: ACME,
      name: 'Initech',
      domain: 'initech.example',
      isActive: false,
      subscriptionTier: 'free',
    };
    let organizations = [initech];
    let deletes = 0;
    signIn(sam, {
      'GET /api/v1/platform/stats': () =>
        platformFigures({ inactiveOrganizations: organizations.length, totalUsers: 1 }),
      'GET /api/v1/organizations/all': () => Response.json(page(organizations)),
      'GET /api/v1/platform/users': () => Response.json(page([])),
      [`DELETE /api/v1/organizations/${ACME}`]: () => {
        deletes += 1;
        if (deletes === 1) return new Response(null, { status: 502 });
        organizations = [];
        return Response.json({ success: true, message: 'Organization deleted' });
      },
    });
    renderApp('/platform/admin');
    const inactive = () => screen.getByRole('group', { name: 'Inactive organizations' });
    await waitFor(() => expect(inactive()).toHaveTextContent('1'));
    const table = await screen.findByRole('table', { name: 'All organizations' });
    const remove = async () => {
      await user.click(await within(table).findByRole('button', { name: 'Delete Initech' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Initech?' });
      expect(dialog).toHaveTextContent('Its members keep their accounts, as individual accounts.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await screen.findByText('Failed to delete organization')).toBeVisible();
    await remove();
    expect(await screen.findByText('Initech deleted')).toBeVisible();
    expect(await within(table).findByText('No organizations match')).toBeVisible();
    // The platform's figures are read again.
    await waitFor(() => expect(inactive()).toHaveTextContent('0'));
  });

  it('sets an organization’s plan and trial end for billing support', async () => {
    const user = userEvent.setup();
    const initech: Organization = {
      _id: ACME,
      name: 'Initech',
      domain: 'initech.example',
      isActive: true,
      subscriptionTier: 'free',
      trialEndsAt: null,
    };
    const sent: unknown[] = [];
    signIn(sam, {
      'GET /api/v1/platform/stats': () => platformFigures({ activeOrganizations: 1 }),
      'GET /api/v1/organizations/all': () => Response.json(page([initech])),
      'GET /api/v1/platform/users': () => Response.json(page([])),
      [`PUT /api/v1/platform/organizations/${ACME}/plan`]: async (request) => {
        const payload = (await request.json()) as { trialEndsAt: string | null };
        sent.push(payload);
        return Response.json({ success: true, data: { ...initech, trialEndsAt: payload.trialEndsAt } });
      },
    });
    renderApp('/platform/admin');
    const table = await screen.findByRole('table', { name: 'All organizations' });
    await user.click(await within(table).findByRole('button', { name: 'Plan and trial of Initech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan and trial of Initech' });
    const day = `${new Date().getFullYear() + 1}-03-31`;
    fireEvent.change(within(dialog).getByLabelText('Trial ends'), { target: { value: day } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ plan: 'free', trialEndsAt: trialEndOfDay(day) }]));
    expect(await screen.findByText('Initech: plan and trial saved')).toBeVisible();
  });
});

describe('System Users (/users)', () => {
  it('disables a user after asking, and enables another at once', async () => {
    const user = userEvent.setup();
    const jordan = adminUser('Jordan Lee', 'active');
    const noah = { ...adminUser('Noah Kim', 'disabled'), _id: 'd'.repeat(24) };
    const sent: unknown[] = [];
    const olivia = makeUser({
      accountType: 'organization',
      organizationId: ACME,
      orgRole: 'org_admin',
      isOrgAdmin: true,
      role: 'admin',
      systemRole: 'admin',
    });
    const answer = (target: AdminUser) => async (request: Request) => {
      const body = (await request.json()) as { status: AdminUser['status'] };
      sent.push([target.name, body.status]);
      return Response.json({ success: true, data: { ...target, status: body.status } });
    };
    signIn(olivia, {
      'GET /api/v1/admin/users': () => Response.json(page([jordan, noah])),
      [`PUT /api/v1/admin/users/${jordan._id}/status`]: answer(jordan),
      [`PUT /api/v1/admin/users/${noah._id}/status`]: answer(noah),
    });
    renderApp('/users');
    const table = await screen.findByRole('table', { name: 'System users' });
    await user.click(await within(table).findByRole('button', { name: 'Disable Jordan Lee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Jordan Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Jordan Lee disabled and signed out')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(await within(table).findByRole('button', { name: 'Enable Noah Kim' }));
    await waitFor(() =>
      expect(sent).toEqual([
        ['Jordan Lee', 'disabled'],
        ['Noah Kim', 'active'],
      ]),
    );
  });
});

describe('the multi-organization dashboard (/enterprise/dashboard)', () => {
  it('switches the current organization and the session follows', async () => {
    const user = userEvent.setup();
    const overview = (current: string): EnterpriseOverview => ({
      organizations: [
        {
          _id: ACME,
          name: 'Acme Corporation',
          domain: 'acme.example',
          isActive: true,
          subscriptionTier: 'pro',
          current: current === ACME,
          members: 8,
          projects: 6,
          openTasks: 20,
          overdueTasks: 2,
        },
        {
          _id: GLOBEX,
          name: 'Globex Industries',
          domain: 'globex.example',
          isActive: true,
          subscriptionTier: 'enterprise',
          current: current === GLOBEX,
          members: 2,
          projects: 1,
          openTasks: 3,
          overdueTasks: 0,
        },
      ],
      totals: { organizations: 2, members: 10, projects: 7, openTasks: 23, overdueTasks: 2 },
    });
    let current = GLOBEX;
    signIn(elena, {
      'GET /api/v1/enterprise/organizations': () => Response.json({ success: true, data: overview(current) }),
      'GET /api/v1/organizations/current': () =>
        Response.json({
          success: true,
          data: {
            _id: current,
            name: 'Org',
            domain: 'org.example',
            isActive: true,
            subscriptionTier: 'enterprise',
          },
        }),
      'PUT /api/v1/organizations/current': async (request) => {
        current = ((await request.json()) as { organizationId: string }).organizationId;
        return Response.json({ success: true, data: { ...elena, organizationId: current } });
      },
    });
    renderApp('/enterprise/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multi-organization Dashboard' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Open tasks' })).toHaveTextContent('23'));
    await user.click(await screen.findByRole('button', { name: 'Switch to Acme Corporation' }));
    expect(await screen.findByText('You are working in Acme Corporation now')).toBeVisible();
    const acme = screen.getByRole('region', { name: 'Acme Corporation' });
    await waitFor(() => expect(within(acme).getByText('Current')).toBeVisible());
  });
});

describe('Help (/help)', () => {
  it('shows getting started, the role table from the rules, shortcuts and support', async () => {
    signIn(makeUser());
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const roles = await screen.findByRole('table', { name: 'Capabilities by role' });
    const platformRow = within(roles).getByRole('rowheader', {
      name: 'Manage every organization (Platform Admin)',
    }).parentElement as HTMLElement;
    expect(within(platformRow).getAllByText('Allowed')).toHaveLength(1);
    const shortcuts = screen.getByRole('table', { name: 'Keyboard shortcuts' });
    expect(within(shortcuts).getByText('Open or close the assistant')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Where to get help' })).toBeVisible();
  });
});
