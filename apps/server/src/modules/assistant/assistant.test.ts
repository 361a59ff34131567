import type {
  ChatResponseData,
  ExecuteFunctionResult,
  Project,
  ProjectDisplayData,
  Task,
  TaskDisplayData,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activities } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { type CurrentUser, findCurrentUser } from '../auth';
import { PROJECT_MESSAGES } from '../projects';
import {
  addMember,
  type Caller,
  dayFromToday,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
} from '../projects/test-support';
import { TASK_MESSAGES } from '../tasks';
import { VIA_ASSISTANT } from '../work';
import { ASSISTANT_RATE_LIMIT } from './assistant.routes';
import { assistantCaller, loadEngineContext, respond } from './assistant.service';
import type { Interpretation } from './contract';
import { executeEntry, type RegistryEntry } from './registry';
import { ASSISTANT_TEXTS, dueDayText } from './texts';

// The assistant over HTTP: each registry function through POST /chatbot/execute (the services' rules hold: roles,
// tenant scope), undo, history, feedback, suggestions, the functions list, the limits; and the message route's
// handling of each kind of interpretation (the placeholder engine for the routes, fake interpreters for the rest).

let t: TestApp;
let olga: Caller; // owner of Website Redesign
let mia: Caller; // a team member of it
let ned: Caller; // no projects at all
let ada: Caller; // admin of another organization
let website: Project;
let foreignProject: Project;
let foreignTask: Task;

beforeAll(async () => {
  t = await createTestApp();
  olga = await signUp(t.app, 'Olga Owner');
  mia = await signUp(t.app, 'Mia Member');
  ned = await signUp(t.app, 'Ned Newcomer');
  ({ admin: ada } = await registerOrganization(t.app, 'assistant-elsewhere.test', 'Ada Admin'));
  website = await newProject(olga, { title: 'Website Redesign', status: 'active' });
  await addMember(olga, website._id, mia, 'team-member');
  foreignProject = await newProject(ada, { title: 'Secret Plans' });
  foreignTask = await newTask(ada, { title: 'Hidden work', projectId: foreignProject._id });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

function execute(caller: Caller, functionName: string, args: Record<string, unknown> = {}) {
  return caller.request('POST', '/chatbot/execute', { functionName, arguments: args });
}

function executed(caller: Caller, functionName: string, args: Record<string, unknown> = {}) {
  return expectData<ExecuteFunctionResult>(execute(caller, functionName, args));
}

async function refused(caller: Caller, functionName: string, args: Record<string, unknown>, status: number) {
  const response = await execute(caller, functionName, args);
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { success: boolean; error: string }).error;
}

function message(caller: Caller, text: string, extra: Record<string, unknown> = {}) {
  return expectData<ChatResponseData>(
    caller.request('POST', '/chatbot/message', { message: text, ...extra }),
  );
}

async function currentUser(caller: Caller): Promise<CurrentUser> {
  const user = await findCurrentUser(db(), caller.id);
  if (!user) throw new Error('no user');
  return user;
}

async function feedMessages(entityId: string): Promise<string[]> {
  const rows = await db().select().from(activities).where(eq(activities.entityId, entityId));
  return rows.map((row) => row.message);
}

describe('reads', () => {
  it('lists tasks: all matches counted, the overdue ones of the user', async () => {
    await newTask(olga, {
      title: 'Late one',
      projectId: website._id,
      dueDate: dayFromToday(-3),
      assignedTo: olga.id,
    });
    await newTask(olga, {
      title: 'Late, done',
      projectId: website._id,
      dueDate: dayFromToday(-3),
      status: 'done',
    });
    await newTask(olga, { title: 'Later', projectId: website._id, dueDate: dayFromToday(5) });
    const result = await executed(olga, 'list_tasks', { due: 'overdue', assignedToMe: true });
    expect(result.action).toBe('display_tasks');
    const data = result.actionData as TaskDisplayData;
    expect(data.totalCount).toBe(1);
    expect(data.tasks).toEqual([{ id: expect.any(String), title: 'Late one', status: 'todo' }]);
    const all = (await executed(olga, 'list_tasks', { projectId: website._id }))
      .actionData as TaskDisplayData;
    expect(all.totalCount).toBe(3);
  });

  it('lists projects with a summary', async () => {
    const result = await executed(olga, 'list_projects');
    expect(result.action).toBe('display_projects');
    const data = result.actionData as ProjectDisplayData;
    expect(data.totalCount).toBe(1);
    expect(data.projects[0]).toMatchObject({ name: 'Website Redesign', status: 'active', teamSize: 2 });
    expect(data.summary).toMatchObject({ activeProjects: 1, completedProjects: 0, totalProjects: 1 });
  });

  it("tells a project's progress and team", async () => {
    const progress = await executed(olga, 'project_progress', { projectId: website._id });
    expect(progress.action).toBe('display_progress');
    expect(progress.actionData).toMatchObject({ todoTasks: 2, inProgressTasks: 0, completedTasks: 1 });
    const team = await executed(olga, 'project_team', { projectId: website._id });
    expect(team.action).toBe('display_team');
    expect(team.actionData).toEqual({
      totalMembers: 2,
      members: expect.arrayContaining([
        { name: 'Olga Owner', role: 'owner' },
        { name: 'Mia Member', role: 'team-member' },
      ]),
    });
  });

  it('navigates to the screens the user may open only', async () => {
    const result = await executed(olga, 'navigate', { screen: 'calendar' });
    expect(result).toMatchObject({
      action: 'navigate',
      actionData: { route: '/tasks/calendar', message: 'Opening Calendar.' },
    });
    // An individual has no organization screens.
    expect(await refused(olga, 'navigate', { screen: 'org-settings' }, 404)).toBe(
      ASSISTANT_TEXTS.unknownScreen('org-settings'),
    );
  });

  it('offers at most 4 quick actions, with the current project first', async () => {
    const result = await expectData<ExecuteFunctionResult>(
      olga.request('POST', '/chatbot/execute', {
        functionName: 'quick_actions',
        arguments: {},
        projectId: website._id,
      }),
    );
    expect(result.action).toBe('display_quick_actions');
    const { quickActions } = result.actionData as { quickActions: { label: string; command: string }[] };
    expect(quickActions.length).toBeLessThanOrEqual(4);
    expect(quickActions[0]).toEqual({ label: 'Project progress', command: 'How is Website Redesign going?' });
  });
});

describe('writes and undo', () => {
  it('creates a task at once, marks the feed entry, and undoes it once, for its own user only', async () => {
    const result = await executed(olga, 'create_task', {
      title: 'Call the printer',
      projectId: website._id,
      dueDate: dayFromToday(4),
      priority: 'high',
    });
    expect(result.action).toBe('task_created');
    const task = result.actionData as Task;
    expect(task).toMatchObject({ title: 'Call the printer', priority: 'high', projectId: website._id });
    expect(task.dueDate?.slice(0, 10)).toBe(dayFromToday(4));
    expect(result.message).toBe(
      `Task "Call the printer" created in Website Redesign, due ${dueDayText(dayFromToday(4))}.`,
    );
    const [undo] = result.followUps ?? [];
    expect(undo).toMatchObject({ kind: 'undo', label: 'Undo', functionName: 'undo' });
    expect(await feedMessages(task._id)).toEqual([
      `Olga Owner created task "Call the printer"${VIA_ASSISTANT}`,
    ]);

    // Another user cannot undo it.
    expect(await refused(mia, 'undo', undo!.arguments, 404)).toBe(ASSISTANT_TEXTS.undoNotFound);
    const undone = await executed(olga, 'undo', undo!.arguments);
    expect(undone.message).toBe('Task "Call the printer" deleted again.');
    expect((await olga.request('GET', `/tasks/${task._id}`)).statusCode).toBe(404);
    expect(await refused(olga, 'undo', undo!.arguments, 404)).toBe(ASSISTANT_TEXTS.undoNotFound);
    // The deletion is the user's, through the assistant.
    expect(await feedMessages(task._id)).toContain(
      `Olga Owner deleted task "Call the printer"${VIA_ASSISTANT}`,
    );
  });

  it('updates a task and undoes it to the previous values', async () => {
    const task = await newTask(olga, { title: 'Draft copy', projectId: website._id, priority: 'low' });
    const result = await executed(olga, 'update_task', {
      taskId: task._id,
      status: 'done',
      priority: 'urgent',
    });
    expect(result.action).toBe('task_updated');
    expect(result.actionData).toMatchObject({ status: 'done', priority: 'urgent' });
    expect(result.message).toBe('Task "Draft copy" updated. Status: Done. Priority: Urgent.');
    const undo = result.followUps?.[0];
    const undone = await executed(olga, 'undo', undo!.arguments);
    expect(undone.actionData).toMatchObject({
      _id: task._id,
      status: 'todo',
      priority: 'low',
      completedAt: null,
    });
    // A change to what it already is keeps nothing to undo.
    const same = await executed(olga, 'update_task', { taskId: task._id, priority: 'low' });
    expect(same.followUps).toBeUndefined();
  });

  it('creates a project and undoes it', async () => {
    const result = await executed(olga, 'create_project', { title: 'Launch Party', budget: 500 });
    expect(result.action).toBe('project_created');
    const project = result.actionData as Project;
    expect(project).toMatchObject({ title: 'Launch Party', budget: 500, ownerId: olga.id });
    expect(await feedMessages(project._id)).toEqual([
      `Olga Owner created project "Launch Party"${VIA_ASSISTANT}`,
    ]);
    await executed(olga, 'undo', result.followUps![0]!.arguments);
    expect((await olga.request('GET', `/projects/${project._id}`)).statusCode).toBe(404);
  });

  it('updates a project and undoes it to the previous values', async () => {
    const project = await newProject(olga, { title: 'Brochure', priority: 'low' });
    const result = await executed(olga, 'update_project', {
      projectId: project._id,
      title: 'Brochure v2',
      status: 'on-hold',
      description: 'Printed and online',
    });
    expect(result.action).toBe('project_updated');
    expect(result.actionData).toMatchObject({ title: 'Brochure v2', status: 'on-hold' });
    await executed(olga, 'undo', result.followUps![0]!.arguments);
    const back = await expectData<Project>(olga.request('GET', `/projects/${project._id}`));
    expect(back).toMatchObject({ title: 'Brochure', status: 'planning', description: null });
  });

  it('refuses a team member what their project role does not allow, with the services’ texts', async () => {
    expect(await refused(mia, 'update_project', { projectId: website._id, title: 'Mine now' }, 403)).toBe(
      PROJECT_MESSAGES.cannotEdit,
    );
    expect(await refused(mia, 'create_task', { projectId: website._id, title: 'Sneaky' }, 403)).toBe(
      TASK_MESSAGES.cannotAddToProject,
    );
  });

  // Each user has 30 calls a minute: the refusals are spread over the cast.
  it('reaches nothing of another organization by id', async () => {
    expect(await refused(mia, 'project_progress', { projectId: foreignProject._id }, 404)).toBe(
      PROJECT_MESSAGES.notFound,
    );
    expect(await refused(mia, 'project_team', { projectId: foreignProject._id }, 404)).toBe(
      PROJECT_MESSAGES.notFound,
    );
    expect(await refused(mia, 'update_task', { taskId: foreignTask._id, status: 'done' }, 404)).toBe(
      TASK_MESSAGES.notFound,
    );
    expect(await refused(mia, 'list_tasks', { projectId: foreignProject._id }, 404)).toBe(
      TASK_MESSAGES.projectNotFound,
    );
    expect(
      await refused(mia, 'create_task', { projectId: foreignProject._id, title: 'In their project' }, 404),
    ).toBe(TASK_MESSAGES.projectNotFound);
  });

  it('refuses unknown functions and invalid arguments with a clear 400', async () => {
    expect(await refused(ned, 'drop_database', {}, 400)).toBe('Unknown assistant function: drop_database');
    const error = await refused(ned, 'create_task', { projectId: website._id }, 400);
    expect(error).toMatch(/^Invalid arguments for create_task: title/);
    expect(await refused(ned, 'list_projects', { status: 'nonsense' }, 400)).toMatch(/^Invalid arguments/);
  });
});

describe('confirmation before a write that touches several objects', () => {
  it('asks first, then runs when sent again with confirmed: true', async () => {
    let runs = 0;
    const entry: RegistryEntry = {
      description: 'A test function touching several objects',
      risk: 'write',
      permission: 'canCreateTasks',
      confirm: () => 'This changes 3 tasks. Go ahead?',
      async run() {
        runs += 1;
        return { message: 'Done.', action: null };
      },
    };
    const caller = assistantCaller({ db: db(), events: t.app.events }, await currentUser(olga), null);
    const schema = z.object({ count: z.number() }).strict();
    const asked = await executeEntry(entry, 'many_things', schema, caller, { count: 3 });
    expect(runs).toBe(0);
    expect(asked).toMatchObject({
      message: 'This changes 3 tasks. Go ahead?',
      action: null,
      followUps: [
        {
          kind: 'confirm',
          label: 'Confirm',
          functionName: 'many_things',
          arguments: { count: 3, confirmed: true },
        },
      ],
    });
    // The flag is the registry's, not an argument: the strict schema still accepts the call.
    const done = await executeEntry(entry, 'many_things', schema, caller, asked.followUps![0]!.arguments);
    expect(done.message).toBe('Done.');
    expect(runs).toBe(1);
  });
});

describe("the engine's context", () => {
  it('holds only what the user can see: names of another organization cannot be matched', async () => {
    const caller = assistantCaller(
      { db: db(), events: t.app.events },
      await currentUser(mia),
      `${website._id}`,
    );
    const context = await loadEngineContext(caller, `/projects/${website._id}`);
    expect(context.currentProjectId).toBe(website._id);
    expect(context.projects.map((project) => project.title)).toEqual(['Website Redesign']);
    expect(context.tasks.every((task) => task.projectId === website._id)).toBe(true);
    expect(context.people.map((person) => person.name).sort()).toEqual(['Mia Member', 'Olga Owner']);
    const everything = JSON.stringify(context);
    expect(everything).not.toContain('Secret Plans');
    expect(everything).not.toContain('Hidden work');
    expect(everything).not.toContain('Ada Admin');
    expect(context.screens.map((screen) => screen.path)).toContain('/tasks/calendar');
    expect(context.functions).not.toContain('update_project');
    // A project the user cannot see is not the current one.
    const elsewhere = assistantCaller(
      { db: db(), events: t.app.events },
      await currentUser(mia),
      foreignProject._id,
    );
    expect((await loadEngineContext(elsewhere, null)).currentProjectId).toBeNull();
  });
});

describe('functions', () => {
  async function functionNames(caller: Caller): Promise<string[]> {
    const data = await expectData<{ functions: { name: string; parameters: unknown }[] }>(
      caller.request('GET', '/chatbot/functions'),
    );
    return data.functions.map((fn) => fn.name);
  }

  it('lists what each user may call: writes only where their roles allow', async () => {
    const owner = await functionNames(olga);
    expect(owner).toEqual(
      expect.arrayContaining(['create_task', 'update_task', 'update_project', 'create_project']),
    );
    const member = await functionNames(mia);
    expect(member).toContain('update_task'); // may complete their tasks
    expect(member).not.toContain('create_task');
    expect(member).not.toContain('update_project');
    const newcomer = await functionNames(ned);
    expect(newcomer).toEqual(
      expect.arrayContaining(['list_tasks', 'list_projects', 'create_project', 'navigate']),
    );
    expect(newcomer).not.toContain('create_task');
    expect(newcomer).not.toContain('update_task');
  });

  it('describes arguments as JSON Schema', async () => {
    const data = await expectData<{ functions: { name: string; parameters: Record<string, unknown> }[] }>(
      olga.request('GET', '/chatbot/functions'),
    );
    const createTask = data.functions.find((fn) => fn.name === 'create_task');
    expect(createTask?.parameters).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['title', 'projectId']),
    });
  });
});

describe('messages', () => {
  it('runs what the engine is sure of and keeps the exchange', async () => {
    const listed = await message(olga, 'show my overdue tasks');
    expect(listed).toMatchObject({ action: 'display_tasks', messageId: expect.any(String) });
    expect(listed.confidence).toBeGreaterThanOrEqual(0.6);
    expect((listed.actionData as TaskDisplayData).totalCount).toBe(1);
    const opened = await message(olga, 'open my calendar');
    expect(opened).toMatchObject({ action: 'navigate', actionData: { route: '/tasks/calendar' } });
    const weather = await message(olga, "what's the weather");
    expect(weather.action ?? null).toBeNull();
    expect(weather.response).toMatch(/projects|tasks/);
  });

  it('asks back when unsure, offers buttons for a choice, and tells a refusal in the chat', async () => {
    const caller = assistantCaller({ db: db(), events: t.app.events }, await currentUser(mia), null);
    const answer = (interpretation: Interpretation) =>
      respond(caller, { message: 'anything' }, () => interpretation);

    const unsure = await answer({
      kind: 'call',
      functionName: 'list_projects',
      arguments: {},
      confidence: 0.4,
    });
    expect(unsure).toMatchObject({
      action: null,
      confidence: 0.4,
      followUps: [{ kind: 'choice', label: 'Yes, do it', functionName: 'list_projects', arguments: {} }],
    });

    const choose = await answer({
      kind: 'choose',
      question: 'Which one?',
      options: [
        {
          label: 'Website Redesign',
          functionName: 'project_progress',
          arguments: { projectId: website._id },
        },
      ],
      confidence: 0.7,
    });
    expect(choose.followUps).toEqual([
      {
        kind: 'choice',
        label: 'Website Redesign',
        functionName: 'project_progress',
        arguments: { projectId: website._id },
      },
    ]);

    const clarify = await answer({
      kind: 'clarify',
      question: 'Which project?',
      suggestions: ['a', 'b', 'c', 'd'],
      confidence: 0.3,
    });
    expect(clarify).toMatchObject({ response: 'Which project?', action: null, suggestions: ['a', 'b', 'c'] });

    const refusedInChat = await answer({
      kind: 'call',
      functionName: 'update_project',
      arguments: { projectId: website._id, status: 'completed' },
      confidence: 0.9,
    });
    expect(refusedInChat).toMatchObject({
      response: ASSISTANT_TEXTS.cannotDo(PROJECT_MESSAGES.cannotEdit),
      action: null,
    });
  });

  it('refuses a message over 2000 characters with a clear 400', async () => {
    const response = await olga.request('POST', '/chatbot/message', { message: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Invalid request: body.message: Messages are at most 2000 characters long',
    );
  });
});

describe('history and feedback', () => {
  it('returns the last entries oldest first, limited, and clears them', async () => {
    const sue = await signUp(t.app, 'Sue History');
    for (const text of ['show my tasks', 'list my projects', "what's the weather"]) await message(sue, text);
    const { history } = await expectData<{ history: { userMessage: string; botResponse: unknown }[] }>(
      sue.request('GET', '/chatbot/history?limit=2'),
    );
    expect(history.map((entry) => entry.userMessage)).toEqual(['list my projects', "what's the weather"]);
    expect(history[0]?.botResponse).toMatchObject({ action: 'display_projects', data: { totalCount: 0 } });
    const all = await expectData<{ history: unknown[] }>(sue.request('GET', '/chatbot/history'));
    expect(all.history).toHaveLength(3);
    // Another user's history is their own.
    const others = await expectData<{ history: unknown[] }>(ned.request('GET', '/chatbot/history'));
    expect(others.history).toHaveLength(0);

    const cleared = await sue.request('DELETE', '/chatbot/history');
    expect(cleared.json()).toEqual({ success: true, message: 'Chat history cleared' });
    expect(
      (await expectData<{ history: unknown[] }>(sue.request('GET', '/chatbot/history'))).history,
    ).toEqual([]);
  });

  it("takes feedback on one's own replies only", async () => {
    // Olga's budget of calls is spent by the tests above (30 a minute): Ned asks.
    const reply = await message(ned, 'list my projects');
    const own = await ned.request('POST', '/chatbot/feedback', {
      messageId: reply.messageId,
      rating: 5,
      helpful: true,
    });
    expect(own.json()).toEqual({ success: true, message: 'Thank you for your feedback' });
    const other = await mia.request('POST', '/chatbot/feedback', {
      messageId: reply.messageId,
      helpful: false,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, error: 'Message not found' });
  });
});

describe('suggestions', () => {
  it('offers at most 3, from the current project first', async () => {
    const data = await expectData<{ suggestions: string[] }>(
      olga.request('POST', '/chatbot/suggestions', {
        projectId: null,
        context: { currentPage: `/projects/${website._id}` },
      }),
    );
    expect(data.suggestions).toEqual([
      'How is Website Redesign going?',
      'Show tasks in Website Redesign',
      expect.any(String),
    ]);
    // A project the user cannot see suggests nothing about it.
    const foreign = await expectData<{ suggestions: string[] }>(
      olga.request('POST', '/chatbot/suggestions', { projectId: foreignProject._id }),
    );
    expect(foreign.suggestions.join(' ')).not.toContain('Secret Plans');
    expect(foreign.suggestions.length).toBeLessThanOrEqual(3);
  });
});

describe('rate limit', () => {
  it(`answers 429 past ${ASSISTANT_RATE_LIMIT.max} calls a minute per user, with a clear text`, async () => {
    const quick = await signUp(t.app, 'Quinn Quick');
    for (let index = 0; index < ASSISTANT_RATE_LIMIT.max; index += 1) {
      const response = await execute(quick, 'quick_actions');
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await quick.request('POST', '/chatbot/message', { message: 'show my tasks' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^You are sending messages to the assistant too quickly\. Please wait \d+ seconds and try again$/,
    );
    // Another user is not held back.
    expect((await execute(ned, 'quick_actions')).statusCode).toBe(200);
  });
});

describe('the feed mark', () => {
  it('leaves REST writes unmarked', async () => {
    const task = await newTask(olga, { title: 'By hand', projectId: website._id });
    const rows = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, task._id), eq(activities.type, 'task_created')));
    expect(rows.map((row) => row.message)).toEqual(['Olga Owner created task "By hand"']);
  });
});
