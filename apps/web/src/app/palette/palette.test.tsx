import { PALETTE_RECENT_KEY } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
