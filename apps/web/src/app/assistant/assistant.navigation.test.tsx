import { ASSISTANT_MESSAGES, RECENT_ACTIVITY_TEXTS } from '@app/domain';
import { deleteTask } from '@app/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { api } from '../api';

// A file of its own: the project screen's code must not have been loaded by another test of the same file, so
// that the navigation below really waits for it (the window in which a message used to leave with the old page).
vi.setConfig({ testTimeout: 30_000 });

const PROJECT = '65f0c0ffee00000000000101';
const TASK_ID = '65f0c0ffee00000000000201';

type Handler = (request: Request) => Response | Promise<Response>;

/** The signed-in app's calls this test needs, recording what the assistant's message route was sent. */
function server() {
  const messages: unknown[] = [];
  const now = new Date().toISOString();
  const handlers: Record<string, Handler> = {
    ...currentUserHandler(makeUser()),
    'GET /api/v1/chatbot/history': () => Response.json({ success: true, data: { history: [] } }),
    'POST /api/v1/chatbot/suggestions': () => Response.json({ success: true, data: { suggestions: [] } }),
    'POST /api/v1/chatbot/message': async (request) => {
      messages.push(await request.json());
      return Response.json({
        success: true,
        data: { response: `Reply ${messages.length}`, confidence: 0.9 },
      });
    },
    [`DELETE /api/v1/tasks/${TASK_ID}`]: () => Response.json({ success: true, message: 'Task deleted' }),
    [`GET /api/v1/projects/${PROJECT}`]: () =>
      Response.json({
        success: true,
        data: {
          _id: PROJECT,
          title: 'Apollo launch',
          status: 'active',
          priority: 'high',
          progress: 40,
          members: [],
          teamSize: 1,
          taskCounts: { total: 5, done: 2, overdue: 0 },
          myRole: 'owner',
          createdAt: now,
          updatedAt: now,
        },
      }),
  };
  return { handlers, messages };
}

const input = () => screen.getByRole('combobox', { name: 'Message the assistant' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(() => {
  window.localStorage.clear();
  storeToken(fakeToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the assistant after a navigation with the panel open', () => {
  it("sends every message with the project and page the user is on, and the session's recent activity", async () => {
    const { handlers, messages } = server();
    mockNetwork(handlers);
    const { router } = renderApp('/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open AI assistant' }, { timeout: 10_000 }));
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    // A change made in this session (through the SDK, as every screen makes them) is recent activity.
    await deleteTask(api, TASK_ID);

    await user.type(input(), 'what is due here?');
    await act(() => router.navigate(`/projects/${PROJECT}`));
    // The address is the project's while its screen is still loading: the help page is still the one shown.
    expect(router.state.location.pathname).toBe(`/projects/${PROJECT}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await user.type(input(), '{Enter}');
    await within(log()).findByText('Reply 1');
    expect(messages[0]).toEqual({
      message: 'what is due here?',
      projectId: PROJECT,
      context: { currentPage: `/projects/${PROJECT}`, recentActivity: [RECENT_ACTIVITY_TEXTS.taskDeleted] },
    });

    // Once the project's screen shows, the next message carries it too.
    expect(await screen.findByRole('heading', { level: 1, name: 'Apollo launch' })).toBeVisible();
    await user.type(input(), 'and now?{Enter}');
    await within(log()).findByText('Reply 2');
    expect(messages[1]).toMatchObject({
      projectId: PROJECT,
      context: { currentPage: `/projects/${PROJECT}`, recentActivity: [RECENT_ACTIVITY_TEXTS.taskDeleted] },
    });

    // And back on a page without a project, none.
    await act(() => router.navigate('/help'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible());
    await user.type(input(), 'thanks{Enter}');
    await within(log()).findByText('Reply 3');
    expect(messages[2]).toMatchObject({ projectId: null, context: { currentPage: '/help' } });
  });
});
