import { ASSISTANT_MESSAGES } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assistantFeedbackExportFileName,
  chatMessagesFromHistory,
  clearChatHistory,
  executeAssistantFunction,
  exportAssistantFeedback,
  getAssistantFunctions,
  getChatHistory,
  getChatSuggestions,
  sendChatFeedback,
  sendChatMessage,
} from './assistant';
import {
  ASSISTANT_EVENT,
  type AssistantEvent,
  emitAssistantEvent,
  onAssistantEvent,
  replyEvent,
} from './assistant-events';
import { ApiError } from './errors';
import { createFakeApi, fakeClient, testId } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const projectId = testId(7);

const reply = {
  response: 'Created "Call the printer" in Website Redesign, due Friday.',
  action: 'task_created',
  actionData: { task: { _id: testId(1) } },
  confidence: 0.92,
  suggestions: ['Show my tasks'],
  messageId: 'msg-1',
  followUps: [{ label: 'Undo', functionName: 'undo', arguments: { actionId: 'a1' }, kind: 'undo' }],
};

afterEach(() => api.reset());

describe('the assistant calls', () => {
  it('sends a message with the project and page, and answers the reply with its follow-ups', async () => {
    api.on('POST /chatbot/message', [200, { success: true, data: reply }]);
    const answer = await sendChatMessage(client, {
      message: 'create a task called Call the printer',
      projectId,
      context: { currentPage: `/projects/${projectId}` },
    });
    expect(answer).toEqual(reply);
    expect(api.seen[0]?.json).toEqual({
      message: 'create a task called Call the printer',
      projectId,
      context: { currentPage: `/projects/${projectId}` },
    });
    expect(api.seen[0]?.headers.get('Authorization')).toBe('Bearer t.o.k');
  });

  it('gives a follow-up a default kind of choice', async () => {
    api.on('POST /chatbot/message', [
      200,
      {
        success: true,
        data: {
          response: 'Which one?',
          followUps: [{ label: 'Website Redesign', functionName: 'project_progress', arguments: {} }],
        },
      },
    ]);
    const answer = await sendChatMessage(client, { message: 'how is website going' });
    expect(answer.followUps?.[0]?.kind).toBe('choice');
  });

  it("carries the server's refusal, and refuses an answer of the wrong shape", async () => {
    api.on('POST /chatbot/message', [429, { success: false, error: 'Too many messages: wait a minute' }]);
    await expect(sendChatMessage(client, { message: 'hi' })).rejects.toMatchObject({
      message: 'Too many messages: wait a minute',
      status: 429,
      fromServer: true,
    });
    api.on('POST /chatbot/message', [200, { success: true, data: { action: 'display_tasks' } }]);
    await expect(sendChatMessage(client, { message: 'hi' })).rejects.toBeInstanceOf(ApiError);
  });

  it('runs a function and answers its result', async () => {
    const result = { result: { deleted: true }, action: 'task_updated', message: 'Undone.', actionData: {} };
    api.on('POST /chatbot/execute', [200, { success: true, data: result }]);
    expect(
      await executeAssistantFunction(client, {
        functionName: 'undo',
        arguments: { actionId: 'a1' },
        projectId,
      }),
    ).toEqual(result);
    expect(api.seen[0]?.json).toEqual({ functionName: 'undo', arguments: { actionId: 'a1' }, projectId });
  });

  it('reads the history with a limit of 10 by default, or the one asked', async () => {
    const history = [
      {
        timestamp: '2030-01-01T10:00:00.000Z',
        userMessage: 'show my tasks',
        botResponse: {
          message: 'Here they are',
          action: 'display_tasks',
          data: { totalCount: 0, tasks: [] },
        },
      },
    ];
    api.on('GET /chatbot/history', [200, { success: true, data: { history } }]);
    expect(await getChatHistory(client)).toEqual(history);
    expect(api.seen[0]?.query).toEqual({ limit: '10' });
    await getChatHistory(client, 3);
    expect(api.seen[1]?.query).toEqual({ limit: '3' });
  });

  it('clears the history, lists the functions, asks for suggestions and sends feedback', async () => {
    api.on('DELETE /chatbot/history', [200, { success: true, message: 'Chat history cleared' }]);
    api.on('GET /chatbot/functions', [
      200,
      {
        success: true,
        data: { functions: [{ name: 'list_tasks', description: 'Lists tasks', parameters: {} }] },
      },
    ]);
    api.on('POST /chatbot/suggestions', [200, { success: true, data: { suggestions: ['a', 'b'] } }]);
    api.on('POST /chatbot/feedback', [200, { success: true, message: 'Thanks' }]);

    expect(await clearChatHistory(client)).toBe('Chat history cleared');
    expect((await getAssistantFunctions(client)).map((fn) => fn.name)).toEqual(['list_tasks']);
    expect(await getChatSuggestions(client, { projectId, context: { currentPage: '/tasks' } })).toEqual([
      'a',
      'b',
    ]);
    expect(await sendChatFeedback(client, { messageId: 'msg-1', rating: 5, helpful: true })).toBe('Thanks');
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /chatbot/history',
      'GET /chatbot/functions',
      'POST /chatbot/suggestions',
      'POST /chatbot/feedback',
    ]);
    expect(api.seen[2]?.json).toEqual({ projectId, context: { currentPage: '/tasks' } });
    expect(api.seen[3]?.json).toEqual({ messageId: 'msg-1', rating: 5, helpful: true });
  });
});

describe('exportAssistantFeedback', () => {
  it('downloads the rated exchanges as a JSON Lines file, saved as assistant-feedback.jsonl', async () => {
    const line =
      '{"message":"hi","response":"Hello","action":null,"rating":5,"helpful":true,"feedback":null,"ratedAt":"2030-01-01T10:00:00.000Z"}\n';
    api.on('GET /platform/assistant/feedback', [200, line, 'application/x-ndjson']);
    const blob = await exportAssistantFeedback(client);
    expect(await blob.text()).toBe(line);
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /platform/assistant/feedback',
    ]);
    expect(assistantFeedbackExportFileName).toBe('assistant-feedback.jsonl');
  });

  it("turns a refusal into the server's message", async () => {
    api.on('GET /platform/assistant/feedback', [
      403,
      { success: false, error: 'Insufficient permissions to manage all organizations' },
    ]);
    const failure = await exportAssistantFeedback(client).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Insufficient permissions to manage all organizations');
  });
});

describe('chatMessagesFromHistory', () => {
  it("turns each exchange into the user's message and the reply, oldest first", () => {
    const messages = chatMessagesFromHistory([
      {
        messageId: 'msg-7',
        timestamp: '2030-01-01T10:00:00.000Z',
        userMessage: 'open my calendar',
        botResponse: {
          message: 'Opening your calendar',
          action: 'navigate',
          data: { route: '/tasks/calendar' },
        },
      },
      {
        timestamp: '2030-01-01T10:05:00.000Z',
        userMessage: 'thanks',
        botResponse: { message: ASSISTANT_MESSAGES.greeting },
      },
    ]);
    expect(messages.map((message) => [message.sender, message.text])).toEqual([
      ['user', 'open my calendar'],
      ['bot', 'Opening your calendar'],
      ['user', 'thanks'],
      ['bot', ASSISTANT_MESSAGES.greeting],
    ]);
    // The stored id comes along, so a reply read back can be rated; an entry without one has none.
    expect(messages[1]).toMatchObject({
      action: 'navigate',
      actionData: { route: '/tasks/calendar' },
      messageId: 'msg-7',
    });
    expect(messages[3]?.action).toBeNull();
    expect(messages[3]).not.toHaveProperty('messageId');
    expect(new Set(messages.map((message) => message.id)).size).toBe(4);
  });
});

describe('assistant events', () => {
  it('names the event a reply raises: data updated, display data, or none', () => {
    expect(replyEvent('task_created', { a: 1 })).toEqual({
      type: 'data_updated',
      action: 'task_created',
      data: { a: 1 },
    });
    expect(replyEvent('project_updated', null)?.type).toBe('data_updated');
    expect(replyEvent('display_team', {})?.type).toBe('display_data');
    expect(replyEvent('display_progress', {})).toBeNull();
    expect(replyEvent('navigate', {})).toBeNull();
    expect(replyEvent(null, {})).toBeNull();
  });

  it('raises and hears a suggestion_used event on a target', () => {
    const target = new EventTarget();
    const heard: AssistantEvent[] = [];
    const stop = onAssistantEvent((event) => heard.push(event), target);
    emitAssistantEvent({ type: 'suggestion_used', command: 'show my tasks' }, target);
    stop();
    emitAssistantEvent({ type: 'suggestion_used', command: 'ignored' }, target);
    expect(heard).toEqual([{ type: 'suggestion_used', command: 'show my tasks' }]);
    expect(ASSISTANT_EVENT).toBe('assistant-event');
  });
});
