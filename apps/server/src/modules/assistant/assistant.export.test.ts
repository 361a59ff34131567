import {
  ASSISTANT_FEEDBACK_EXPORT,
  AssistantFeedbackExportLineSchema,
  permissionDeniedMessage,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { assistantFeedback, assistantMessages, users } from '../../db/schema';
import { OPENAPI_PATH } from '../../http/openapi';
import { createTestApp, type TestApp } from '../../test/helpers';
import { type Caller, signUp } from '../projects/test-support';
import { FEEDBACK_EXPORT_PAGE } from './assistant.export';

// GET /platform/assistant/feedback: the rated exchanges as JSON Lines for platform admins, with nothing that
// identifies who asked. Exchanges are stored as /chatbot/message stores them, and rated through /chatbot/feedback.

let t: TestApp;
let pat: Caller; // platform admin
let olga: Caller; // asks and rates
let ned: Caller; // asks, never rates

const URL = '/api/v1/platform/assistant/feedback';

/** An exchange as /chatbot/message stores it, with the action's data the export must leave out. */
async function exchange(user: Caller, message: string, response: string, action: string | null = null) {
  const id = newId();
  await t.database.db.insert(assistantMessages).values({
    id,
    userId: user.id,
    message,
    response,
    action,
    data: action ? { tasks: [{ title: 'Private task', assignee: user.email }] } : null,
  });
  return id;
}

function rate(user: Caller, payload: Record<string, unknown>) {
  return user.request('POST', '/chatbot/feedback', payload);
}

function linesOf(body: string): unknown[] {
  return body
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as unknown);
}

beforeAll(async () => {
  t = await createTestApp();
  pat = await signUp(t.app, 'Pat Platform');
  await t.database.db.update(users).set({ platformRole: 'super_admin' }).where(eq(users.id, pat.id));
  t.app.readCache.invalidate({ users: [pat.id] });
  olga = await signUp(t.app, 'Olga Owner');
  ned = await signUp(t.app, 'Ned Newcomer');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /platform/assistant/feedback', () => {
  it('is a download of one line per rated exchange, its latest rating, and nobody in it', async () => {
    const overdue = await exchange(
      olga,
      'show my overdue tasks',
      'You have 1 overdue task.',
      'display_tasks',
    );
    const hello = await exchange(olga, 'hello', 'Hello! Ask me about your tasks.');
    await exchange(olga, 'what can you do', 'Try one of these:', 'display_quick_actions');
    await exchange(ned, 'list my projects', 'You have no projects yet.', 'display_projects');

    expect((await rate(olga, { messageId: overdue, rating: 5, helpful: true })).statusCode).toBe(200);
    // Rated again: the later rating is the one exported.
    expect((await rate(olga, { messageId: overdue, rating: 1, helpful: false })).statusCode).toBe(200);
    expect(
      (await rate(olga, { messageId: hello, rating: 5, helpful: true, feedback: 'Quick and clear' }))
        .statusCode,
    ).toBe(200);

    const response = await t.app.inject({ method: 'GET', url: URL, headers: pat.session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(ASSISTANT_FEEDBACK_EXPORT.contentType);
    expect(response.headers['content-disposition']).toBe('attachment; filename="assistant-feedback.jsonl"');
    expect(response.body.endsWith('\n')).toBe(true);

    const lines = linesOf(response.body);
    for (const line of lines) expect(AssistantFeedbackExportLineSchema.safeParse(line).success).toBe(true);
    const byMessage = Object.fromEntries(lines.map((line) => [(line as { message: string }).message, line]));
    expect(Object.keys(byMessage).sort()).toEqual(['hello', 'show my overdue tasks']);
    expect(byMessage['show my overdue tasks']).toEqual({
      message: 'show my overdue tasks',
      response: 'You have 1 overdue task.',
      action: 'display_tasks',
      rating: 1,
      helpful: false,
      feedback: null,
      ratedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(byMessage.hello).toMatchObject({
      rating: 5,
      helpful: true,
      feedback: 'Quick and clear',
      action: null,
    });

    // Nothing of the person who asked: no id, name or email, nor the action's data (their tasks).
    for (const secret of [olga.id, olga.name, olga.email, 'Private task', overdue, hello]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('refuses whoever is not a platform admin', async () => {
    const refused = await t.app.inject({ method: 'GET', url: URL, headers: olga.session.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: permissionDeniedMessage('canManageAllOrganizations'),
    });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('reads a large table a page at a time, each rated exchange once', async () => {
    const count = FEEDBACK_EXPORT_PAGE + 3;
    const rows = Array.from({ length: count }, (_, index) => ({
      id: newId(),
      userId: ned.id,
      message: `question ${index}`,
      response: `answer ${index}`,
    }));
    await t.database.db.insert(assistantMessages).values(rows);
    await t.database.db
      .insert(assistantFeedback)
      .values(rows.map((row) => ({ messageId: row.id, userId: ned.id, rating: 5, helpful: true })));

    const response = await t.app.inject({ method: 'GET', url: URL, headers: pat.session.headers });
    expect(response.statusCode).toBe(200);
    const messages = linesOf(response.body).map((line) => (line as { message: string }).message);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.filter((message) => message.startsWith('question '))).toHaveLength(count);
  });

  it('is described in the OpenAPI document with its line schema and guard', async () => {
    interface Operation {
      'x-guard'?: unknown;
      tags?: string[];
      responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
    }
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operation = document.paths['/api/v1/platform/assistant/feedback']?.get;
    expect(operation?.['x-guard']).toEqual({ permission: 'canManageAllOrganizations' });
    expect(operation?.tags).toEqual(['assistant']);
    const content = operation?.responses?.['200']?.content;
    expect(content?.[ASSISTANT_FEEDBACK_EXPORT.contentType]?.schema).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' }, rating: {}, ratedAt: {} },
      additionalProperties: false,
    });
  });
});
