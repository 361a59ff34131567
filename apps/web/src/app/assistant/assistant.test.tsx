import { ASSISTANT_MESSAGES } from '@app/domain';
import { ASSISTANT_EVENT, type AssistantEvent } from '@app/sdk';
import { useTasks } from '@app/sdk/react';
import { AppThemeProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type * as React from 'react';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { api } from '../api';
import { AssistantDock } from './AssistantDock';
import { AssistantPanel } from './AssistantPanel';
import { ASSISTANT_SHORTCUT } from './shortcut';

vi.setConfig({ testTimeout: 20_000 });

const PROJECT = '65f0c0ffee00000000000101';
const OTHER_PROJECT = '65f0c0ffee00000000000102';
const TASK_ID = '65f0c0ffee00000000000201';

type Handler = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) => Response.json(body, { status });
const ok = (data: unknown) => json({ success: true, data });

/** The assistant's routes, recording what each was sent. */
function assistantServer(overrides: Record<string, Handler> = {}) {
  const sent: { key: string; body: unknown; url: string }[] = [];
  const record =
    (key: string, handler: Handler): Handler =>
    async (request) => {
      const text = await request.clone().text();
      sent.push({ key, body: text ? JSON.parse(text) : undefined, url: request.url });
      return handler(request);
    };
  const routes: Record<string, Handler> = {
    'GET /api/v1/chatbot/history': () => ok({ history: [] }),
    'POST /api/v1/chatbot/suggestions': () =>
      ok({
        suggestions: [
          'Show my overdue tasks',
          'How is Website Redesign going?',
          'Open my calendar',
          'Fourth',
        ],
      }),
    'POST /api/v1/chatbot/message': () => ok({ response: 'Hello there', confidence: 0.9 }),
    'POST /api/v1/chatbot/execute': () => ok({ result: null, message: 'Done' }),
    'DELETE /api/v1/chatbot/history': () => json({ success: true, message: 'Chat history cleared' }),
    ...overrides,
  };
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [key, record(key, handler)]),
  );
  return { handlers, sent, calls: (key: string) => sent.filter((entry) => entry.key === key) };
}

/** Where the panel's host is, and a way to move it, as the test sees them. */
const where = { pathname: '', navigate: (_to: string) => {} };

function Host({ initialOpen }: { initialOpen: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  const location = useLocation();
  const navigate = useNavigate();
  where.pathname = location.pathname;
  where.navigate = (to) => void navigate(to);
  return <AssistantPanel open={open} onOpenChange={setOpen} pathname={location.pathname} />;
}

function renderPanel(path: string, { open = true, extra }: { open?: boolean; extra?: React.ReactNode } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider defaultMode="light">
        <MemoryRouter initialEntries={[path]}>
          <Host initialOpen={open} />
          {extra}
        </MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

const input = () => screen.getByRole('combobox', { name: 'Message the assistant' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const pressShortcut = () =>
  fireEvent.keyDown(window, { key: 'Å', code: 'KeyA', altKey: true, shiftKey: true });

beforeEach(() => {
  window.localStorage.clear();
  // The app's one client keeps the session's recent activity; another file's changes are not this session's.
  api.recentActivity.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the assistant panel', () => {
  it("loads the history and suggestions on opening, with the path's project, and greets", async () => {
    const server = assistantServer();
    mockNetwork(server.handlers);
    renderPanel(`/projects/${PROJECT}`);
    expect(await screen.findByText(ASSISTANT_MESSAGES.greeting)).toBeVisible();
    const group = await screen.findByRole('group', { name: ASSISTANT_MESSAGES.tryAsking });
    expect(within(group).getAllByRole('button')).toHaveLength(3);
    expect(new URL(server.calls('GET /api/v1/chatbot/history')[0]!.url).searchParams.get('limit')).toBe('10');
    expect(server.calls('POST /api/v1/chatbot/suggestions')[0]?.body).toEqual({
      projectId: PROJECT,
      context: { currentPage: `/projects/${PROJECT}` },
    });
    expect(input()).toHaveFocus();
  });

  it('loads nothing while closed, and everything again when the project changes', async () => {
    const server = assistantServer({
      'GET /api/v1/chatbot/history': () =>
        ok({
          history: [
            {
              timestamp: '2030-01-01T10:00:00.000Z',
              userMessage: 'show my tasks',
              botResponse: {
                message: 'You have no open tasks.',
                action: 'display_tasks',
                data: { totalCount: 0, tasks: [] },
              },
            },
          ],
        }),
    });
    mockNetwork(server.handlers);
    renderPanel(`/projects/${PROJECT}`, { open: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.sent).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open AI assistant' }));
    expect(await within(log()).findByText('You have no open tasks.')).toBeVisible();
    expect(within(log()).getByText('show my tasks')).toBeVisible();
    act(() => where.navigate(`/projects/${OTHER_PROJECT}`));
    await waitFor(() => expect(server.calls('GET /api/v1/chatbot/history')).toHaveLength(2));
    await waitFor(() =>
      expect(server.calls('POST /api/v1/chatbot/suggestions').at(-1)?.body).toMatchObject({
        projectId: OTHER_PROJECT,
      }),
    );
  });

  it('sends a message, thinks, and shows the reply with its confidence and result in the live log', async () => {
    let answer: (response: Response) => void = () => {};
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'show my overdue tasks{Enter}');
    expect(within(log()).getByText('show my overdue tasks')).toBeVisible();
    expect(await screen.findByText(ASSISTANT_MESSAGES.thinking)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    answer(
      ok({
        response: 'You have 1 overdue task.',
        action: 'display_tasks',
        actionData: { totalCount: 1, tasks: [{ id: TASK_ID, title: 'Call the printer', status: 'todo' }] },
        confidence: 0.876,
      }),
    );
    expect(await within(log()).findByText('You have 1 overdue task.')).toBeVisible();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(within(log()).getByText(/88% confidence/)).toBeVisible();
    expect(server.calls('POST /api/v1/chatbot/message')[0]?.body).toEqual({
      message: 'show my overdue tasks',
      projectId: null,
      context: { currentPage: '/dashboard' },
    });
    await user.click(within(log()).getByRole('link', { name: /Call the printer/ }));
    expect(where.pathname).toBe(`/tasks/${TASK_ID}`);
  });

  it('follows a navigate reply inside the app', async () => {
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () =>
        ok({
          response: 'Opening your calendar.',
          action: 'navigate',
          actionData: { route: '/tasks/calendar' },
        }),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'open my calendar{Enter}');
    await waitFor(() => expect(where.pathname).toBe('/tasks/calendar'));
    expect(within(log()).getByText('Opening your calendar.')).toBeVisible();
  });

  it('refreshes the open task lists after a change, raises data_updated, and undoes it from its button', async () => {
    let taskReads = 0;
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () =>
        ok({
          response: 'Created "Call the printer".',
          action: 'task_created',
          actionData: { taskId: TASK_ID },
          confidence: 0.95,
          followUps: [
            { label: 'Undo', functionName: 'undo', arguments: { actionId: 'act-1' }, kind: 'undo' },
          ],
        }),
      'POST /api/v1/chatbot/execute': () =>
        ok({ result: { undone: true }, message: 'Removed "Call the printer" again.' }),
      'GET /api/v1/tasks': () => {
        taskReads += 1;
        return json({ success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
      },
    });
    mockNetwork(server.handlers);
    const events: AssistantEvent[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<AssistantEvent>).detail);
    window.addEventListener(ASSISTANT_EVENT, listen);
    function TaskList() {
      useTasks(api);
      return null;
    }
    const { user } = renderPanel('/tasks', { extra: <TaskList /> });
    await waitFor(() => expect(taskReads).toBe(1));
    await user.type(input(), 'create a task called Call the printer{Enter}');
    await within(log()).findByText('Created "Call the printer".');
    await waitFor(() => expect(taskReads).toBe(2));
    expect(events).toEqual([{ type: 'data_updated', action: 'task_created', data: { taskId: TASK_ID } }]);

    await user.click(within(log()).getByRole('button', { name: 'Undo' }));
    expect(await within(log()).findByText('Removed "Call the printer" again.')).toBeVisible();
    expect(server.calls('POST /api/v1/chatbot/execute')[0]?.body).toEqual({
      functionName: 'undo',
      arguments: { actionId: 'act-1' },
      projectId: null,
    });
    await waitFor(() => expect(taskReads).toBe(3));
    expect(within(log()).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    window.removeEventListener(ASSISTANT_EVENT, listen);
  });

  it('reports a quick action as suggestion_used with its command and sends it', async () => {
    const server = assistantServer({
      'POST /api/v1/chatbot/message': (request) =>
        request
          .clone()
          .json()
          .then((body: { message: string }) =>
            body.message === 'what can you do'
              ? ok({
                  response: 'Try one of these:',
                  action: 'display_quick_actions',
                  actionData: {
                    quickActions: [{ label: 'My overdue tasks', command: 'show my overdue tasks' }],
                  },
                })
              : ok({ response: 'Nothing is overdue.' }),
          ),
    });
    mockNetwork(server.handlers);
    const events: AssistantEvent[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<AssistantEvent>).detail);
    window.addEventListener(ASSISTANT_EVENT, listen);
    const { user } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'what can you do{Enter}');
    await user.click(await within(log()).findByRole('button', { name: 'My overdue tasks' }));
    expect(await within(log()).findByText('Nothing is overdue.')).toBeVisible();
    expect(events).toContainEqual({ type: 'suggestion_used', command: 'show my overdue tasks' });
    expect(server.calls('POST /api/v1/chatbot/message').at(-1)?.body).toMatchObject({
      message: 'show my overdue tasks',
    });
    window.removeEventListener(ASSISTANT_EVENT, listen);
  });

  it("shows the red message and the server's refusal in the banner, which leaves after 5 s", async () => {
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () =>
        json({ success: false, error: 'Too many messages: wait a minute' }, 429),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'hello{Enter}');
    expect(await within(log()).findByText(ASSISTANT_MESSAGES.sendFailure)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many messages: wait a minute');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 7000 });
  });

  it.each([
    ['an error status', () => new Response('oops', { status: 502 })],
    ['a non-success answer', () => json({ success: false })],
  ])('uses the fallback text when %s carries no text of its own', async (_kind, answer) => {
    const server = assistantServer({ 'POST /api/v1/chatbot/message': answer });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSISTANT_MESSAGES.noResponse);
  });

  it('clears the history: the list empties and the suggestions are read again', async () => {
    const server = assistantServer({
      'GET /api/v1/chatbot/history': () =>
        ok({
          history: [
            { timestamp: '2030-01-01T10:00:00.000Z', userMessage: 'hi', botResponse: { message: 'Hello!' } },
          ],
        }),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await within(log()).findByText('Hello!');
    const before = server.calls('POST /api/v1/chatbot/suggestions').length;
    await user.click(screen.getByRole('button', { name: 'Clear chat history' }));
    expect(await screen.findByText(ASSISTANT_MESSAGES.greeting)).toBeVisible();
    expect(within(log()).queryByText('Hello!')).not.toBeInTheDocument();
    expect(server.calls('DELETE /api/v1/chatbot/history')).toHaveLength(1);
    await waitFor(() => expect(server.calls('POST /api/v1/chatbot/suggestions').length).toBe(before + 1));
  });

  it("says 'Failed to clear chat history' when clearing fails", async () => {
    const server = assistantServer({
      'GET /api/v1/chatbot/history': () =>
        ok({
          history: [
            { timestamp: '2030-01-01T10:00:00.000Z', userMessage: 'hi', botResponse: { message: 'Hello!' } },
          ],
        }),
      'DELETE /api/v1/chatbot/history': () => json({ success: false, error: 'Broken' }, 500),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await within(log()).findByText('Hello!');
    await user.click(screen.getByRole('button', { name: 'Clear chat history' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSISTANT_MESSAGES.clearHistoryFailed);
    expect(within(log()).getByText('Hello!')).toBeVisible();
  });

  it('rates a stored reply: the thumb is pressed and POST /chatbot/feedback gets it; a change sends again', async () => {
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () =>
        ok({ response: 'You have no overdue tasks.', messageId: 'msg-1' }),
      'POST /api/v1/chatbot/feedback': () => json({ success: true, message: 'Thank you for your feedback' }),
      'GET /api/v1/chatbot/history': () =>
        ok({
          history: [
            { timestamp: '2030-01-01T10:00:00.000Z', userMessage: 'hi', botResponse: { message: 'Hello!' } },
          ],
        }),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await within(log()).findByText('Hello!');
    // A reply from the history has no id to rate.
    expect(within(log()).queryByRole('group', { name: 'Rate this reply' })).not.toBeInTheDocument();
    await user.type(input(), 'show my overdue tasks{Enter}');
    await within(log()).findByText('You have no overdue tasks.');
    const rating = within(log()).getByRole('group', { name: 'Rate this reply' });
    await user.click(within(rating).getByRole('button', { name: 'Helpful' }));
    expect(within(rating).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.calls('POST /api/v1/chatbot/feedback')).toHaveLength(1));
    await user.click(within(rating).getByRole('button', { name: 'Not helpful' }));
    await waitFor(() => expect(server.calls('POST /api/v1/chatbot/feedback')).toHaveLength(2));
    expect(server.calls('POST /api/v1/chatbot/feedback').map((call) => call.body)).toEqual([
      { messageId: 'msg-1', rating: 5, helpful: true },
      { messageId: 'msg-1', rating: 1, helpful: false },
    ]);
    expect(within(rating).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(rating).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('only logs a rating the server refused (spec 8.7), and leaves it unset', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () =>
        ok({ response: 'You have no overdue tasks.', messageId: 'msg-1' }),
      'POST /api/v1/chatbot/feedback': () => json({ success: false, error: 'Message not found' }, 404),
    });
    mockNetwork(server.handlers);
    const { user } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'show my overdue tasks{Enter}');
    await within(log()).findByText('You have no overdue tasks.');
    await user.click(within(log()).getByRole('button', { name: 'Not helpful' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The assistant could not send a rating', expect.anything()),
    );
    expect(within(log()).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(log()).queryByText(/could not be sent/)).not.toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no accessibility violations, open with a conversation and follow-ups', async () => {
    const server = assistantServer({
      'POST /api/v1/chatbot/message': () =>
        ok({
          response: 'Two projects match. Which one?',
          confidence: 0.5,
          messageId: 'msg-7',
          followUps: [
            {
              label: 'Website Redesign',
              functionName: 'project_progress',
              arguments: { projectId: PROJECT },
            },
            {
              label: 'Website Analytics',
              functionName: 'project_progress',
              arguments: { projectId: OTHER_PROJECT },
            },
          ],
        }),
    });
    mockNetwork(server.handlers);
    const { user, container } = renderPanel('/dashboard');
    await screen.findByText(ASSISTANT_MESSAGES.greeting);
    await user.type(input(), 'how is website going{Enter}');
    await within(log()).findByRole('button', { name: 'Website Analytics' });
    expect(within(log()).getByRole('button', { name: 'Helpful' })).toBeVisible();
    // jsdom computes no colours: contrast is checked by the stories in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('the assistant dock', () => {
  it('opens and closes with Alt+Shift+A on a signed-in page, focus going into the input and back', async () => {
    mockNetwork(assistantServer().handlers);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppThemeProvider defaultMode="light">
          <MemoryRouter initialEntries={['/dashboard']}>
            <AssistantDock />
          </MemoryRouter>
        </AppThemeProvider>
      </QueryClientProvider>,
    );
    pressShortcut();
    const dialog = await screen.findByRole('dialog', { name: 'AI Assistant' });
    await waitFor(() => expect(input()).toHaveFocus());
    expect(within(dialog).getByRole('combobox')).toBeVisible();
    pressShortcut();
    const launcher = screen.getByRole('button', { name: 'Open AI assistant' });
    await waitFor(() => expect(launcher).toHaveFocus());
    expect(launcher).toHaveAttribute('aria-keyshortcuts', ASSISTANT_SHORTCUT);
  });

  it('stays away from the paths the spec leaves it off', async () => {
    mockNetwork(assistantServer().handlers);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/invite?token=abc']}>
          <AssistantDock />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    pressShortcut();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open AI assistant' })).not.toBeInTheDocument();
  });

  it('is on every page of the signed-in app once the page is idle', async () => {
    storeToken(fakeToken());
    mockNetwork(currentUserHandler(makeUser()));
    renderApp('/help');
    expect(
      await screen.findByRole('button', { name: 'Open AI assistant' }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
