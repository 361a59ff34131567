import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatResponseData, Project, Task, TaskDisplayData } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
} from '../../projects/test-support';
import type { Interpretation } from '../contract';
import { fixtureContext } from '../engine/fixture-context';
import { scriptedAssistant } from '../test-support';
import { ASSISTANT_TEXTS } from '../texts';
import { askModel, createLanguageModel, readAnswer } from './provider';

// The optional language model against a fake provider on loopback that speaks the chat-completions protocol:
// its tool calls run through the registry (validation, permission, the services' scope), forged ones are refused,
// and a slow, failing or confused provider leaves the answer to the local engine.

interface Recorded {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    tools: {
      type: string;
      function: { name: string; description: string; parameters: Record<string, unknown> };
    }[];
    tool_choice: string;
  };
}

interface FakeAnswer {
  status?: number;
  delayMs?: number;
  json?: unknown;
  raw?: string;
}

// The model's time budget in these tests: long enough for a loaded machine's first request to the fake model
// (CI once saw 400 ms run out), short enough that the slow-provider test stays quick.
const TIMEOUT_MS = 1_500;
const requests: Recorded[] = [];
let answer: FakeAnswer = {};
let server: Server;
let baseUrl: string;

function toolCalls(...calls: [name: string, args: unknown][]): FakeAnswer {
  return {
    json: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: calls.map(([name, args], index) => ({
              id: `call_${index + 1}`,
              type: 'function',
              function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
            })),
          },
        },
      ],
    },
  };
}

function toolCall(name: string, args: unknown): FakeAnswer {
  return toolCalls([name, args]);
}

function textAnswer(content: string): FakeAnswer {
  return { json: { choices: [{ index: 0, message: { role: 'assistant', content } }] } };
}

async function startFakeProvider(): Promise<void> {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      const { status = 200, delayMs = 0, json, raw } = answer;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(raw ?? JSON.stringify(json ?? { error: 'no answer set' }));
      };
      if (delayMs) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

let t: TestApp;
let olga: Caller; // owner of Website Redesign
let mia: Caller; // a team member of it (may not edit the project)
let ada: Caller; // admin of another organization
let website: Project;
let foreignProject: Project;
let foreignTask: Task;

// The message route with a scripted local engine (at /api/v1/stub), the model configured as in the real one.
const scripted = scriptedAssistant();

beforeAll(async () => {
  await startFakeProvider();
  t = await createTestApp({
    plugins: [scripted.plugin],
    env: {
      ASSISTANT_LLM_URL: `${baseUrl}/`,
      ASSISTANT_LLM_MODEL: 'fake-model',
      ASSISTANT_LLM_KEY: 'sk-test-key',
      ASSISTANT_LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  olga = await signUp(t.app, 'Olga Owner');
  mia = await signUp(t.app, 'Mia Member');
  ({ admin: ada } = await registerOrganization(t.app, 'llm-elsewhere.test', 'Ada Admin'));
  website = await newProject(olga, { title: 'Website Redesign', status: 'active' });
  await addMember(olga, website._id, mia, 'team-member');
  await newTask(olga, { title: 'Write the copy', projectId: website._id, status: 'todo' });
  await newTask(olga, { title: 'Pick the fonts', projectId: website._id, status: 'done' });
  foreignProject = await newProject(ada, { title: 'Secret Plans' });
  foreignTask = await newTask(ada, { title: 'Hidden work', projectId: foreignProject._id });
}, 120_000);

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  answer = {};
});

function message(caller: Caller, text: string, extra: Record<string, unknown> = {}) {
  return expectData<ChatResponseData>(
    caller.request('POST', '/chatbot/message', { message: text, ...extra }),
  );
}

/** A message read first by a scripted local engine that answers `local`. */
function scriptedMessage(caller: Caller, local: Interpretation, extra: Record<string, unknown> = {}) {
  scripted.next = local;
  return expectData<ChatResponseData>(
    caller.request('POST', '/stub/chatbot/message', { message: 'scripted', ...extra }),
  );
}

const unsure: Interpretation = {
  kind: 'clarify',
  question: 'What do you mean?',
  suggestions: [],
  confidence: 0.3,
};

describe('tool calls', () => {
  it('runs a list_tasks call and answers with its result', async () => {
    answer = toolCall('list_tasks', { projectId: website._id, status: 'todo' });
    // Nothing the local engine would read as a task list: the answer is the model's.
    const reply = await message(olga, 'what is the weather in Paris');
    expect(requests).toHaveLength(1);
    expect(reply.action).toBe('display_tasks');
    expect(reply.confidence).toBe(0.9);
    const data = reply.actionData as TaskDisplayData;
    expect(data.totalCount).toBe(1);
    expect(data.tasks.map((task) => task.title)).toEqual(['Write the copy']);
    expect(reply.response).toBe(ASSISTANT_TEXTS.tasksFound(1, 1));
  });

  it('sends the functions the user may call as tools with JSON Schema parameters, and the key', async () => {
    answer = textAnswer('I can only help with projects, tasks and teams.');
    await scriptedMessage(mia, unsure, {
      context: { recentActivity: ['Created task "Write the copy"', 'Updated project "Website Redesign"'] },
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.headers['content-type']).toMatch(/application\/json/);
    const { body } = request!;
    expect(body.model).toBe('fake-model');
    expect(body.tool_choice).toBe('auto');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1]!.content).toBe('scripted');
    // The context names what she sees, with ids, and nothing of the other organization.
    const system = body.messages[0]!.content;
    expect(system).toContain(`${website._id}: Website Redesign [active]`);
    expect(system).toContain('Write the copy');
    expect(system).toContain(`${mia.id}: Mia Member`);
    expect(system).not.toContain('Secret Plans');
    expect(system).not.toContain('Hidden work');
    expect(system).not.toContain(mia.email);
    // And what she just did in this session (spec 7.5 recentActivity), quoted as her app reported it.
    // Who she is and where the conversation stands (the reply just before, the model's text, showed nothing).
    expect(system).toContain(`The user's own id: ${mia.id}.`);
    expect(system).toContain("- In focus ('it', 'that'): nothing");
    expect(system).toContain(
      `recent actions in this session, oldest first, as their app reports them:\n- "Created task \\"Write the copy\\""\n- "Updated project \\"Website Redesign\\""`,
    );
    // One tool per function of GET /chatbot/functions, with the same JSON Schema.
    const functions = await expectData<{
      functions: { name: string; description: string; parameters: unknown }[];
    }>(mia.request('GET', '/chatbot/functions'));
    expect(body.tools).toEqual(
      functions.functions
        .filter((fn) => fn.name !== 'undo')
        .map((fn) => ({
          type: 'function',
          function: { name: fn.name, description: fn.description, parameters: fn.parameters },
        })),
    );
    expect(body.tools.map((tool) => tool.function.name)).not.toContain('update_project');
    expect(body.tools.map((tool) => tool.function.name)).not.toContain('undo');
    const listTasks = body.tools.find((tool) => tool.function.name === 'list_tasks')!.function.parameters;
    expect(listTasks).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { due: { enum: ['overdue', 'today', 'this_week'] }, assignedToMe: { type: 'boolean' } },
    });
  });

  it('shows a text answer as a reply with no action', async () => {
    answer = textAnswer('  I cannot tell the weather; I help with projects, tasks and teams.  ');
    const reply = await message(olga, 'what is the weather');
    expect(reply).toMatchObject({
      response: 'I cannot tell the weather; I help with projects, tasks and teams.',
      action: null,
    });
  });
});

// The local engine is scripted unsure, so the model is asked whatever the conversation holds.
describe('forged tool calls', () => {
  it("refuses to change another organization's project or task: not found, nothing changed", async () => {
    answer = toolCall('update_project', {
      projectId: foreignProject._id,
      title: 'Hacked',
      status: 'cancelled',
    });
    const reply = await scriptedMessage(olga, unsure);
    expect(reply.action).toBeNull();
    expect(reply.response).toBe(ASSISTANT_TEXTS.cannotDo('Project not found'));
    expect(reply.followUps).toBeUndefined();

    answer = toolCall('update_task', { taskId: foreignTask._id, status: 'done' });
    const taskReply = await scriptedMessage(olga, unsure);
    expect(taskReply.action).toBeNull();
    expect(taskReply.response).toMatch(/^I could not do that: .*not found/i);

    answer = toolCall('project_progress', { projectId: foreignProject._id });
    expect((await scriptedMessage(olga, unsure)).response).toMatch(/not found/i);

    const project = await expectData<Project>(ada.request('GET', `/projects/${foreignProject._id}`));
    expect(project).toMatchObject({ title: 'Secret Plans', status: foreignProject.status });
    const task = await expectData<Task>(ada.request('GET', `/tasks/${foreignTask._id}`));
    expect(task.status).toBe(foreignTask.status);
  });

  it('refuses a member who may only work on tasks when the model changes the project', async () => {
    answer = toolCall('update_project', { projectId: website._id, title: 'Renamed by a member' });
    const reply = await scriptedMessage(mia, unsure);
    expect(reply.action).toBeNull();
    expect(reply.response).toMatch(/^I could not do that: You do not have permission/);
    const project = await expectData<Project>(olga.request('GET', `/projects/${website._id}`));
    expect(project.title).toBe('Website Redesign');
  });

  it('refuses invalid arguments with a clear text and creates nothing', async () => {
    answer = toolCall('create_task', { title: '', projectId: 'not-an-id', priority: 'whenever' });
    const reply = await scriptedMessage(olga, unsure);
    expect(reply.action).toBeNull();
    expect(reply.response).toMatch(/^I could not do that: Invalid arguments for create_task: /);
    expect(reply.response).toContain('projectId');
    expect(reply.response).toContain('priority');

    answer = toolCall('create_task', { title: 'Sneaky', projectId: website._id, extra: 'field' });
    const extra = await scriptedMessage(olga, unsure);
    expect(extra.response).toMatch(/^I could not do that: Invalid arguments for create_task/);

    const tasks = await expectData<Task[]>(olga.request('GET', `/projects/${website._id}/tasks?limit=100`));
    expect(tasks.map((task) => task.title)).not.toContain('Sneaky');
  });
});

describe('falling back to the local engine', () => {
  // A call the local engine is not sure enough of to skip the model, but sure enough to run.
  const localAnswer = async () => {
    const reply = await scriptedMessage(olga, {
      kind: 'call',
      functionName: 'list_tasks',
      arguments: {},
      confidence: 0.7,
    });
    expect(reply.action).toBe('display_tasks');
    expect(reply.confidence).toBe(0.7);
    return reply;
  };

  it('answers locally when the provider is slower than the timeout', async () => {
    answer = { ...toolCall('list_projects', {}), delayMs: TIMEOUT_MS * 5 };
    const started = Date.now();
    await localAnswer();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(requests).toHaveLength(1);
  });

  it('answers locally on a 500', async () => {
    answer = { status: 500, json: { error: { message: 'model crashed' } } };
    await localAnswer();
    expect(requests).toHaveLength(1);
  });

  it('answers locally on a malformed answer, bad JSON arguments or an unknown function', async () => {
    for (const bad of [
      { raw: 'not json at all' },
      { json: { choices: [] } },
      textAnswer('   '),
      toolCall('list_tasks', '{"status": '),
      toolCall('list_tasks', '[1, 2]'),
      toolCall('delete_everything', {}),
    ] satisfies FakeAnswer[]) {
      answer = bad;
      await localAnswer();
    }
    expect(requests).toHaveLength(6);
  });
});

describe('the local engine first', () => {
  it('uses a confident local call without asking the model', async () => {
    answer = toolCall('list_projects', {});
    const reply = await scriptedMessage(olga, {
      kind: 'call',
      functionName: 'list_tasks',
      arguments: { projectId: website._id },
      confidence: 0.85,
    });
    expect(requests).toHaveLength(0);
    expect(reply).toMatchObject({ action: 'display_tasks', confidence: 0.85 });
  });

  it('asks the model when the local call is below 0.85, and its answer wins', async () => {
    answer = toolCall('list_projects', {});
    const reply = await scriptedMessage(olga, {
      kind: 'call',
      functionName: 'list_tasks',
      arguments: {},
      confidence: 0.84,
    });
    expect(requests).toHaveLength(1);
    expect(reply).toMatchObject({ action: 'display_projects', confidence: 0.9 });
  });
});

describe('several tool calls in one answer', () => {
  it('runs them in order through the registry and joins their texts', async () => {
    answer = toolCalls(
      ['create_task', { title: 'Order the banner', projectId: website._id }],
      ['create_task', { title: 'Book the hall' }],
      ['list_tasks', { projectId: website._id }],
    );
    const reply = await scriptedMessage(olga, unsure);
    const listed = reply.actionData as TaskDisplayData;
    expect(reply.response).toBe(
      [
        'Task "Order the banner" created in Website Redesign.',
        'Task "Book the hall" created in your tasks.',
        ASSISTANT_TEXTS.tasksFound(listed.totalCount, listed.tasks.length),
      ].join(' '),
    );
    expect(reply.action).toBe('display_tasks');
    expect(listed.tasks.map((task) => task.title)).toContain('Order the banner');
    // Each write offers its own Undo.
    expect(reply.followUps?.map((followUp) => followUp.kind)).toEqual(['undo', 'undo']);
  });

  it('stops at a refusal, with its reason, and runs nothing after it', async () => {
    answer = toolCalls(
      ['create_task', { title: 'Mia was here' }],
      ['update_project', { projectId: website._id, title: 'Renamed by a member' }],
      ['create_task', { title: 'Never made' }],
    );
    const reply = await scriptedMessage(mia, unsure);
    expect(reply.response).toBe(
      `Task "Mia was here" created in your tasks. ${ASSISTANT_TEXTS.cannotDo('You do not have permission to edit this project')}`,
    );
    // The write that ran still tells open lists to refetch.
    expect(reply.action).toBe('task_created');
    const mine = await expectData<Task[]>(mia.request('GET', '/tasks?limit=100'));
    expect(mine.map((task) => task.title)).toContain('Mia was here');
    expect(mine.map((task) => task.title)).not.toContain('Never made');
  });

  it('stops at a question: a delete among them asks first and waits', async () => {
    const doomed = await newTask(olga, { title: 'Doomed', projectId: website._id });
    answer = toolCalls(
      ['delete_task', { taskId: doomed._id }],
      ['create_task', { title: 'After the delete' }],
    );
    const reply = await scriptedMessage(olga, unsure);
    expect(reply).toMatchObject({
      response: 'Delete the task "Doomed"? This cannot be undone.',
      action: null,
      followUps: [{ kind: 'confirm', arguments: { taskId: doomed._id, confirmed: true } }],
    });
    expect((await olga.request('GET', `/tasks/${doomed._id}`)).statusCode).toBe(200);
    // The next message is read with the delete waiting for a yes.
    answer = textAnswer('Okay.');
    await scriptedMessage(olga, unsure);
    const system = requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain(`- Waiting for the user's yes or no: delete_task {"taskId":"${doomed._id}"}`);
    // Her own task of the test before, outside any project, is named as such.
    expect(system).toMatch(/: Book the hall \[todo\], no project \(the user's own\)\n/);
    expect(scripted.seen.at(-1)!.conversation.pending).toEqual({
      functionName: 'delete_task',
      arguments: { taskId: doomed._id },
    });
    // Nothing waits now ('Okay.' dropped it): the model's confirmed delete is asked about, not run.
    answer = toolCall('delete_task', { taskId: doomed._id, confirmed: true });
    const asked = await scriptedMessage(olga, unsure);
    expect(asked.response).toBe('Delete the task "Doomed"? This cannot be undone.');
    expect((await olga.request('GET', `/tasks/${doomed._id}`)).statusCode).toBe(200);
    // Its yes to the question just asked runs it.
    const yes = await scriptedMessage(olga, unsure);
    expect(yes).toMatchObject({ response: 'Task "Doomed" deleted.', action: 'task_updated' });
    expect((await olga.request('GET', `/tasks/${doomed._id}`)).statusCode).toBe(404);
  });
});

describe('the provider alone', () => {
  it('reads a tool call whose arguments are an object, and with no arguments', () => {
    const body = (args: unknown) => ({
      choices: [{ message: { tool_calls: [{ function: { name: 'quick_actions', arguments: args } }] } }],
    });
    expect(readAnswer(body({}))).toEqual([
      { kind: 'call', functionName: 'quick_actions', arguments: {}, confidence: 0.9 },
    ]);
    expect(readAnswer(body(''))).toMatchObject([{ kind: 'call', arguments: {} }]);
    expect(readAnswer(body(null))).toMatchObject([{ kind: 'call', arguments: {} }]);
    expect(readAnswer(body('"text"'))).toBe('malformed');
    expect(readAnswer({ choices: [{ message: { content: 'hi' } }] })).toMatchObject([
      { kind: 'out_of_scope' },
    ]);
  });

  it('runs the model over one message and context for a caller outside the server (the bench)', async () => {
    const settings = { url: baseUrl, model: 'fake-model', key: undefined, timeoutMs: TIMEOUT_MS };
    answer = toolCalls(['list_projects', {}], ['quick_actions', {}]);
    expect(await askModel(settings, 'show my projects and help', fixtureContext())).toEqual({
      interpretations: [
        { kind: 'call', functionName: 'list_projects', arguments: {}, confidence: 0.9 },
        { kind: 'call', functionName: 'quick_actions', arguments: {}, confidence: 0.9 },
      ],
    });
    answer = { status: 502 };
    expect(await askModel(settings, 'show my projects', fixtureContext())).toEqual({
      failure: 'http',
      detail: 'status 502',
    });
  });

  it('logs each kind of failure once, not once per message, and never the key', async () => {
    const warnings: { object: Record<string, unknown>; message: string }[] = [];
    const model = createLanguageModel(
      { url: baseUrl, model: 'fake-model', key: 'sk-secret', timeoutMs: TIMEOUT_MS },
      { warn: (object, text) => warnings.push({ object, message: text }) },
    );
    const context = fixtureContext();
    answer = { status: 503 };
    expect(await model.interpret('show my tasks', context)).toBeNull();
    expect(await model.interpret('show my tasks', context)).toBeNull();
    answer = toolCall('no_such_function', {});
    expect(await model.interpret('show my tasks', context)).toBeNull();
    expect(await model.interpret('show my tasks', context)).toBeNull();
    expect(warnings.map((warning) => warning.object.kind)).toEqual(['http', 'unknown_function']);
    expect(JSON.stringify(warnings)).not.toContain('sk-secret');

    const closed = createLanguageModel(
      { url: 'http://127.0.0.1:1/v1', model: 'm', key: undefined, timeoutMs: TIMEOUT_MS },
      { warn: (object, text) => warnings.push({ object, message: text }) },
    );
    expect(await closed.interpret('show my tasks', context)).toBeNull();
    expect(warnings.at(-1)!.object.kind).toBe('network');
  });
});
