import { type EnterpriseOverview, PALETTE_RECENT_KEY } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { financeAccess } from '../../testing/finance';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

vi.setConfig({ testTimeout: 30_000 });

const TASK_ID = 'a0000000000000000000000a';
const queries: string[] = [];

beforeEach(() => {
  window.localStorage.clear();
  queries.length = 0;
  storeToken(fakeToken());
  mockNetwork({
    ...currentUserHandler(makeUser()),
    'GET /api/v1/search': async (request) => {
      queries.push(new URL(request.url).searchParams.get('q') ?? '');
      return Response.json({
        success: true,
        data: {
          results: [
            {
              type: 'task',
              id: TASK_ID,
              title: 'Dashboard redesign',
              snippet: 'New charts for the weekly review',
              url: `/tasks/${TASK_ID}`,
              score: 1.4,
            },
          ],
        },
      });
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the command palette', () => {
  it('opens on Ctrl+K, finds a task from a misspelt word, opens it with Enter and remembers it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const field = within(dialog).getByRole('combobox', { name: 'Search or type a command' });
    await waitFor(() => expect(field).toHaveFocus());
    // Empty: the commands, with the sidebar's pages.
    expect(within(dialog).getByRole('option', { name: /Go to My Tasks/ })).toBeVisible();

    await user.type(field, 'dashbaord');
    const result = await within(dialog).findByRole('option', { name: /Dashboard redesign/ });
    expect(result).toHaveAttribute('aria-selected', 'true');
    expect(queries.at(-1)).toBe('dashbaord');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/${TASK_ID}`));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(PALETTE_RECENT_KEY) ?? '[]')).toEqual([
      { type: 'task', id: TASK_ID, title: 'Dashboard redesign', url: `/tasks/${TASK_ID}` },
    ]);

    // Opened again, empty: the task is first among the recent items.
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Command palette' });
    const recent = within(again).getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Dashboard redesign/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('runs a command by keyboard: typing narrows the commands, Enter goes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'go cal');
    const commands = await within(dialog).findByRole('group', { name: 'Commands' });
    expect(
      within(commands)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Go to CalendarPage']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/calendar'));
  });
});

describe('the palette and the filter language', () => {
  it('offers My Tasks filtered by a typed query, and Enter opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'label:bug due:<7d');
    const commands = await within(dialog).findByRole('group', { name: 'Commands' });
    expect(
      within(commands).getByRole('option', { name: /Show tasks matching label:bug due:<7d/ }),
    ).toBeVisible();
    // A filter's command comes before the search results: it is the one Enter takes.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('label:bug due:<7d');
  });
});

describe('the palette without a keyboard', () => {
  it("opens from the header's search button", async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.click(screen.getByRole('button', { name: 'Search and commands' }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
  });
});

describe('switching organization from the palette', () => {
  const ACME = 'a'.repeat(24);
  const GLOBEX = 'b'.repeat(24);
  const elena = makeUser({
    _id: '8'.repeat(24),
    name: 'Elena Ward',
    accountType: 'organization',
    organizationId: GLOBEX,
    orgRole: 'enterprise_admin',
  });
  const organization = (id: string, name: string, current: boolean) => ({
    _id: id,
    name,
    domain: `${name.split(' ')[0]?.toLowerCase()}.example`,
    isActive: true,
    subscriptionTier: 'enterprise' as const,
    current,
    members: 2,
    projects: 1,
    openTasks: 3,
    overdueTasks: 0,
  });

  // What an organization account's shell asks for beside the palette, and the palette's search.
  const organizationShell = {
    'GET /api/v1/finance/access': () => Response.json({ success: true, data: financeAccess(null) }),
    'GET /api/v1/organizations/current': () =>
      Response.json({ success: true, data: organization(GLOBEX, 'Globex Industries', true) }),
    'GET /api/v1/search': () => Response.json({ success: true, data: { results: [] } }),
  };

  it('offers the other administered organizations and switches as the dashboard does', async () => {
    let current = GLOBEX;
    const switched: string[] = [];
    mockNetwork({
      ...organizationShell,
      ...currentUserHandler(elena),
      'GET /api/v1/enterprise/organizations': () =>
        Response.json({
          success: true,
          data: {
            organizations: [
              organization(ACME, 'Acme Corporation', current === ACME),
              organization(GLOBEX, 'Globex Industries', current === GLOBEX),
            ],
            totals: { organizations: 2, members: 4, projects: 2, openTasks: 6, overdueTasks: 0 },
          } satisfies EnterpriseOverview,
        }),
      'PUT /api/v1/organizations/current': async (request) => {
        current = ((await request.json()) as { organizationId: string }).organizationId;
        switched.push(current);
        return Response.json({ success: true, data: { ...elena, organizationId: current } });
      },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    // Only the organizations she is not working in: the current one has no switch.
    expect(await within(dialog).findByRole('option', { name: /Switch to Acme Corporation/ })).toBeVisible();
    expect(within(dialog).queryByRole('option', { name: /Switch to Globex/ })).toBeNull();
    await user.type(within(dialog).getByRole('combobox'), 'switch acme');
    const commands = await within(dialog).findByRole('group', { name: 'Commands' });
    await waitFor(() =>
      expect(
        within(commands)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Switch to Acme CorporationOrganization']),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You are working in Acme Corporation now')).toBeVisible();
    expect(switched).toEqual([ACME]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
  });

  it("offers no switch to a member, and doesn't ask for the administered organizations", async () => {
    const asked: string[] = [];
    mockNetwork({
      ...organizationShell,
      ...currentUserHandler({ ...elena, orgRole: 'member' }),
      'GET /api/v1/enterprise/organizations': () => {
        asked.push('overview');
        return Response.json({ success: false, error: 'Forbidden' }, { status: 403 });
      },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Email notifications' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    // Her organization's pages are there; no switch is.
    expect(within(dialog).getByRole('option', { name: /Go to Organization Dashboard/ })).toBeVisible();
    expect(within(dialog).queryByRole('option', { name: /Switch to (Acme|Globex)/ })).toBeNull();
    expect(asked).toEqual([]);
  });
});
