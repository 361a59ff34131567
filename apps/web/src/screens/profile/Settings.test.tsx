import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_USER_NOTIFICATION_PREFERENCES } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const alex = makeUser({ _id: '1'.repeat(24), name: 'Alex Individual', email: 'alex@example.com' });

/** An individual's webhooks: none yet, and no project. */
const noWebhooks = {
  'GET /api/v1/webhooks': () => Response.json({ success: true, data: [] }),
  'GET /api/v1/projects': () =>
    Response.json({ success: true, data: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } }),
};

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Alex signed in with preferences stored before the mail settings existed (they read as the defaults); returns
 * the bodies of the profile saves, which answer the saved preferences.
 */
function signedInWithStoredPreferences(): unknown[] {
  const bodies: unknown[] = [];
  storeToken(fakeToken());
  mockNetwork({
    ...currentUserHandler({ ...alex, notificationPreferences: undefined }),
    ...noWebhooks,
    'GET /api/v1/calendar-feed': () =>
      Response.json({ success: true, data: { enabled: false, createdAt: null } }),
    'GET /api/v1/tokens': () => Response.json({ success: true, data: [] }),
    'PUT /api/v1/auth/profile': async (request) => {
      const body = (await request.json()) as { notificationPreferences: Record<string, unknown> };
      bodies.push(body);
      return Response.json({
        success: true,
        data: {
          ...alex,
          notificationPreferences: {
            ...DEFAULT_USER_NOTIFICATION_PREFERENCES,
            ...body.notificationPreferences,
          },
        },
      });
    },
  });
  return bodies;
}

describe("/settings' email notifications", () => {
  it('shows each kind of mail with its saved state and saves a switch at once, the settings whole', async () => {
    const user = userEvent.setup();
    const bodies = signedInWithStoredPreferences();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Email notifications' })).toBeVisible();
    const comments = screen.getByRole('switch', { name: 'Comments on tasks I follow' });
    expect(comments).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mentions of me' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Send one daily summary instead' })).not.toBeChecked();

    await user.click(comments);
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(bodies).toEqual([
      { notificationPreferences: { email: { ...DEFAULT_EMAIL_PREFERENCES, comments: false } } },
    ]);
  });

  it('reminds of tasks due soon in the app unless switched off, saved at once', async () => {
    const user = userEvent.setup();
    const bodies = signedInWithStoredPreferences();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeVisible();
    const reminder = screen.getByRole('switch', { name: 'Remind me of my tasks due today or tomorrow' });
    expect(reminder).toBeChecked();
    // Its mail has its own switch.
    expect(screen.getByRole('switch', { name: 'Tasks of mine due soon' })).toBeChecked();

    await user.click(reminder);
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(bodies).toEqual([{ notificationPreferences: { dueSoon: false } }]);
    expect(
      screen.getByRole('switch', { name: 'Remind me of my tasks due today or tomorrow' }),
    ).not.toBeChecked();
  });
});

describe("/settings' calendar feed", () => {
  it('turns the feed on and shows its link once, then turns it off', async () => {
    const user = userEvent.setup();
    const url = 'https://tasks.example.com/ical/Yk3vQ9x1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuVwXyZ0.ics';
    let enabled = false;
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler(alex),
      ...noWebhooks,
      'GET /api/v1/calendar-feed': () =>
        Response.json({
          success: true,
          data: { enabled, createdAt: enabled ? '2026-12-07T07:00:00.000Z' : null },
        }),
      'POST /api/v1/calendar-feed': () => {
        enabled = true;
        return Response.json({ success: true, data: { url } }, { status: 201 });
      },
      'GET /api/v1/tokens': () => Response.json({ success: true, data: [] }),
      'DELETE /api/v1/calendar-feed': () => {
        enabled = false;
        return Response.json({ success: true, message: 'Calendar feed turned off' });
      },
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Calendar feed' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(url);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar link' })).not.toBeInTheDocument();
  });
});

describe("/settings' API tokens", () => {
  it('lists the tokens, creates one and shows its secret once, revokes after asking', async () => {
    const user = userEvent.setup();
    const secret = 'tf_pat_Yk3vQ9x1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuVwXyZ0';
    const listed = {
      id: 'b'.repeat(24),
      name: 'CI pipeline',
      scopes: ['write'],
      organizationId: null,
      prefix: 'tf_pat_Ab12…',
      createdAt: '2026-11-02T09:00:00.000Z',
      expiresAt: null,
      lastUsedAt: null,
    };
    let tokens = [listed];
    storeToken(fakeToken());
    const requests = mockNetwork({
      ...currentUserHandler(alex),
      'GET /api/v1/calendar-feed': () =>
        Response.json({ success: true, data: { enabled: false, createdAt: null } }),
      'GET /api/v1/tokens': () => Response.json({ success: true, data: tokens }),
      'POST /api/v1/tokens': () =>
        Response.json({ success: true, data: { id: 'c'.repeat(24), token: secret } }, { status: 201 }),
      [`DELETE /api/v1/tokens/${listed.id}`]: () => {
        tokens = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/settings');
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(await within(table).findByText('CI pipeline')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Deploy bot');
    await user.click(within(dialog).getByRole('radio', { name: 'Never' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new token' });
    expect(within(shown).getByRole('textbox')).toHaveValue(secret);
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toEqual({
      name: 'Deploy bot',
      scopes: ['read'],
      expiresAt: null,
      organizationId: null,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    await user.click(await screen.findByRole('button', { name: 'Revoke CI pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API tokens.')).toBeVisible();
  });
});

describe("/settings' webhooks", () => {
  it('subscribes a URL to events of a project the individual owns', async () => {
    const user = userEvent.setup();
    const project = {
      _id: '2'.repeat(24),
      title: 'Garden',
      status: 'active',
      priority: 'medium',
      progress: 0,
      myRole: 'owner',
    };
    const created: unknown[] = [];
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler(alex),
      'GET /api/v1/calendar-feed': () =>
        Response.json({ success: true, data: { enabled: false, createdAt: null } }),
      'GET /api/v1/webhooks': () => Response.json({ success: true, data: [] }),
      'GET /api/v1/projects': () =>
        Response.json({
          success: true,
          data: [project],
          pagination: { page: 1, limit: 100, total: 1, pages: 1 },
        }),
      'POST /api/v1/webhooks': async (request) => {
        created.push(await request.json());
        return Response.json(
          { success: false, error: 'The URL’s host name does not resolve' },
          { status: 400 },
        );
      },
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add webhook' }));
    await user.type(dialog.getByRole('textbox', { name: /Payload URL/ }), 'https://hooks.example.com/in');
    await user.click(dialog.getByRole('checkbox', { name: 'Tasks: created' }));
    await user.type(dialog.getByRole('textbox', { name: /Secret/ }), 'sixteen-chars-or-more');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The URL’s host name does not resolve')).toBeVisible();
    expect(created).toEqual([
      {
        url: 'https://hooks.example.com/in',
        events: ['task.created'],
        secret: 'sixteen-chars-or-more',
        projectId: project._id,
      },
    ]);
  });
});
