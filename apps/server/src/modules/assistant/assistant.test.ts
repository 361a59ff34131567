import {
  type ChatResponseData,
  type CustomField,
  type ExecuteFunctionResult,
  type Label,
  nextLabelColor,
  type Project,
  type ProjectDisplayData,
  RECENT_ACTIVITY_ENTRY_MAX,
  RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_TEXTS,
  type Task,
  type TaskDisplayData,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activities, assistantMessages, auditLog } from '../../db/schema';
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
import { EMPTY_CONVERSATION, type Interpretation } from './contract';
import { CONVERSATION_TTL_MS } from './conversation';
import { executeEntry, type RegistryEntry } from './registry';
import { scriptedAssistant } from './test-support';
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

// The message route with a scripted engine (at /api/v1/stub).
const scripted = scriptedAssistant();
beforeAll(async () => {
  t = await createTestApp({ plugins: [scripted.plugin] });
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
    // Without a status, the tasks not done; with one, that status only.
    const open = (await executed(olga, 'list_tasks', { projectId: website._id }))
      .actionData as TaskDisplayData;
    expect(open.tasks.map((task) => task.title).sort()).toEqual(['Late one', 'Later']);
    const done = (await executed(olga, 'list_tasks', { projectId: website._id, status: 'done' }))
      .actionData as TaskDisplayData;
    expect(done.tasks.map((task) => task.title)).toEqual(['Late, done']);
  });

  it('reads a plain list request as a filter-language query, labels included, and lists its answer', async () => {
    // A user of her own, so that her label and tasks change nothing the other tests count.
    const sara = await signUp(t.app, 'Sara Secure');
    const vault = await newProject(sara, { title: 'Vault Hardening', status: 'active' });
    const security = await expectData<{ _id: string }>(
      sara.request('POST', '/labels', { name: 'Security', color: '#d32f2f' }),
      201,
    );
    await newTask(sara, {
      title: 'Rotate the keys',
      projectId: vault._id,
      priority: 'urgent',
      labelIds: [security._id],
      assignedTo: sara.id,
      dueDate: dayFromToday(0),
    });
    await newTask(sara, { title: 'Urgent, unlabelled', projectId: vault._id, priority: 'urgent' });
    const answer = await message(sara, 'show my urgent security tasks due this week');
    expect(answer.action).toBe('display_tasks');
    const data = answer.actionData as TaskDisplayData;
    expect(data.query).toBe('assignee:me is:open priority:urgent label:Security due:this-week');
    expect(data.tasks.map((task) => task.title)).toEqual(['Rotate the keys']);
    // In a project, the query names it.
    const inProject = (await executed(sara, 'list_tasks', { projectId: vault._id, labels: ['security'] }))
      .actionData as TaskDisplayData;
    expect(inProject.query).toBe('is:open label:security project:"Vault Hardening"');
    expect(inProject.tasks.map((task) => task.title)).toEqual(['Rotate the keys']);
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
    expect(owner).toContain('delete_project');
    const member = await functionNames(mia);
    // Her own tasks outside any project need no project role; the services decide within a project.
    expect(member).toEqual(expect.arrayContaining(['create_task', 'update_task', 'delete_task']));
    expect(member).not.toContain('update_project');
    expect(member).not.toContain('delete_project');
    const newcomer = await functionNames(ned);
    expect(newcomer).toEqual(
      expect.arrayContaining(['list_tasks', 'list_projects', 'create_project', 'navigate', 'create_task']),
    );
    expect(newcomer).not.toContain('delete_project');
    expect(newcomer).not.toContain('update_project');
  });

  it('describes arguments as JSON Schema', async () => {
    const data = await expectData<{ functions: { name: string; parameters: Record<string, unknown> }[] }>(
      olga.request('GET', '/chatbot/functions'),
    );
    const createTask = data.functions.find((fn) => fn.name === 'create_task');
    expect(createTask?.parameters).toMatchObject({ type: 'object', required: ['title'] });
    // A function that asks first takes the Confirm button's flag.
    const deleteTask = data.functions.find((fn) => fn.name === 'delete_task');
    expect(deleteTask?.parameters).toMatchObject({
      required: ['taskId'],
      properties: { taskId: { type: 'string' }, confirmed: { type: 'boolean' } },
    });
    const navigate = data.functions.find((fn) => fn.name === 'navigate');
    expect(Object.keys(navigate?.parameters.properties as object)).toEqual(['screen', 'projectId', 'taskId']);
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

  it('accepts recentActivity in the context within its limits, and refuses more with a clear 400', async () => {
    const recentActivity = Array.from({ length: RECENT_ACTIVITY_LIMIT }, (_, n) => `Created task "T${n}"`);
    const accepted = await olga.request('POST', '/chatbot/message', {
      message: 'show my tasks',
      context: { currentPage: '/tasks', recentActivity },
    });
    expect(accepted.statusCode).toBe(200);
    const tooMany = await olga.request('POST', '/chatbot/message', {
      message: 'show my tasks',
      context: { recentActivity: [...recentActivity, 'One more'] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(
      `Invalid request: body.context.recentActivity: ${RECENT_ACTIVITY_TEXTS.tooMany}`,
    );
    const tooLong = await olga.request('POST', '/chatbot/suggestions', {
      context: { recentActivity: ['x'.repeat(RECENT_ACTIVITY_ENTRY_MAX + 1)] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(
      `Invalid request: body.context.recentActivity.0: ${RECENT_ACTIVITY_TEXTS.tooLong}`,
    );
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
    const replies = [];
    for (const text of ['show my tasks', 'list my projects', "what's the weather"])
      replies.push(await message(sue, text));
    const { history } = await expectData<{
      history: { messageId: string; userMessage: string; botResponse: unknown }[];
    }>(sue.request('GET', '/chatbot/history?limit=2'));
    expect(history.map((entry) => entry.userMessage)).toEqual(['list my projects', "what's the weather"]);
    // Each entry carries its stored id, so a reply read back after a reload can still be rated.
    expect(history.map((entry) => entry.messageId)).toEqual(replies.slice(1).map((reply) => reply.messageId));
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

// Each describe below has its own cast (30 calls a minute per user).
describe('tasks without a project, teammates, deleting and opening', () => {
  let pia: Caller; // owner of Garden
  let max: Caller; // a team member of Garden
  let garden: Project;

  beforeAll(async () => {
    pia = await signUp(t.app, 'Pia Planner');
    max = await signUp(t.app, 'Max Member');
    garden = await newProject(pia, { title: 'Garden', status: 'active' });
    await addMember(pia, garden._id, max, 'team-member');
  });

  it('creates a personal task for a user without any project, named as their tasks', async () => {
    const nia = await signUp(t.app, 'Nia Newcomer');
    const result = await executed(nia, 'create_task', { title: 'Buy stamps', priority: 'low' });
    expect(result.action).toBe('task_created');
    const task = result.actionData as Task;
    expect(task).toMatchObject({ title: 'Buy stamps', priority: 'low', projectId: null, assignedTo: nia.id });
    // Hers, so among 'my tasks'.
    const mine = (await executed(nia, 'list_tasks', { assignedToMe: true })).actionData as TaskDisplayData;
    expect(mine.tasks.map((one) => one.title)).toEqual(['Buy stamps']);
    expect(result.message).toBe('Task "Buy stamps" created in your tasks.');
    expect(await expectData<Task>(nia.request('GET', `/tasks/${task._id}`))).toMatchObject({
      title: 'Buy stamps',
      createdBy: nia.id,
    });
    // Its context names it, so 'mark it done' can follow.
    const context = await loadEngineContext(
      assistantCaller({ db: db(), events: t.app.events }, await currentUser(nia), null),
      null,
    );
    expect(context.userId).toBe(nia.id);
    expect(context.tasks).toEqual([{ id: task._id, title: 'Buy stamps', projectId: '', status: 'todo' }]);
  });

  it('tells everyone a user works with when no project is named', async () => {
    const team = await executed(pia, 'project_team');
    expect(team.action).toBe('display_team');
    expect(team.actionData).toEqual({
      totalMembers: 1,
      members: [{ name: 'Max Member', role: 'team-member' }],
    });
    expect(team.message).toBe(ASSISTANT_TEXTS.teammates(1));
    expect((await executed(max, 'project_team')).actionData).toEqual({
      totalMembers: 1,
      members: [{ name: 'Pia Planner', role: 'owner' }],
    });
    // In an organization: its people too, by their organization role when they share no project.
    const { admin: oli } = await registerOrganization(t.app, 'teammates.test', 'Oli Admin');
    const ola = await signUp(t.app, 'Ola Member', 'ola@teammates.test');
    expect((await executed(ola, 'project_team')).actionData).toEqual({
      totalMembers: 1,
      members: [{ name: 'Oli Admin', role: 'org_admin' }],
    });
    const orgProject = await newProject(oli, { title: 'Org board' });
    await addMember(oli, orgProject._id, ola, 'team-lead');
    expect((await executed(oli, 'project_team')).actionData).toEqual({
      totalMembers: 1,
      members: [{ name: 'Ola Member', role: 'team-lead' }],
    });
    const alone = await executed(await signUp(t.app, 'Lone Wolf'), 'project_team');
    expect(alone).toMatchObject({
      message: ASSISTANT_TEXTS.teammates(0),
      actionData: { totalMembers: 0, members: [] },
    });
  });

  it('deletes a task only after the question is confirmed, with no undo', async () => {
    const task = await newTask(pia, { title: 'Rake leaves', projectId: garden._id });
    const asked = await executed(pia, 'delete_task', { taskId: task._id });
    expect(asked).toMatchObject({
      message: 'Delete the task "Rake leaves"? This cannot be undone.',
      action: null,
      followUps: [
        {
          kind: 'confirm',
          label: 'Delete',
          functionName: 'delete_task',
          arguments: { taskId: task._id, confirmed: true },
        },
      ],
    });
    expect((await pia.request('GET', `/tasks/${task._id}`)).statusCode).toBe(200);
    const audited = () =>
      db()
        .select({ label: auditLog.targetLabel, action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, task._id));
    expect(await audited()).toEqual([]);
    const done = await executed(pia, 'delete_task', asked.followUps![0]!.arguments);
    expect(done).toMatchObject({
      message: 'Task "Rake leaves" deleted.',
      action: 'task_updated',
      actionData: { _id: task._id, deleted: true },
    });
    expect(done.followUps).toBeUndefined();
    expect((await pia.request('GET', `/tasks/${task._id}`)).statusCode).toBe(404);
    expect(await feedMessages(task._id)).toContain(`Pia Planner deleted task "Rake leaves"${VIA_ASSISTANT}`);
    expect(await audited()).toEqual([{ label: 'Rake leaves', action: 'assistant.write' }]);
  });

  it("refuses a delete the user's rights do not allow, and what they cannot see", async () => {
    const task = await newTask(pia, { title: 'Water roses', projectId: garden._id });
    expect(await refused(max, 'delete_task', { taskId: task._id, confirmed: true }, 403)).toBe(
      TASK_MESSAGES.cannotDelete,
    );
    expect(await refused(max, 'delete_project', { projectId: garden._id, confirmed: true }, 403)).toBe(
      PROJECT_MESSAGES.cannotDelete,
    );
    expect(await refused(max, 'delete_task', { taskId: foreignTask._id }, 404)).toBe(TASK_MESSAGES.notFound);
    expect(
      await refused(max, 'delete_project', { projectId: foreignProject._id, confirmed: true }, 404),
    ).toBe(PROJECT_MESSAGES.notFound);
    expect((await pia.request('GET', `/tasks/${task._id}`)).statusCode).toBe(200);
  });

  it('deletes a project with its tasks after saying how many', async () => {
    const shed = await newProject(pia, { title: 'Shed' });
    await newTask(pia, { title: 'Paint it', projectId: shed._id });
    await newTask(pia, { title: 'Fix the door', projectId: shed._id, status: 'done' });
    const asked = await executed(pia, 'delete_project', { projectId: shed._id });
    expect(asked.message).toBe('Delete the project "Shed" and its 2 tasks? This cannot be undone.');
    const empty = await newProject(pia, { title: 'Pond' });
    expect((await executed(pia, 'delete_project', { projectId: empty._id })).message).toBe(
      'Delete the project "Pond"? This cannot be undone.',
    );
    const done = await executed(pia, 'delete_project', { projectId: shed._id, confirmed: true });
    expect(done).toMatchObject({ message: 'Project "Shed" deleted.', action: 'project_updated' });
    expect((await pia.request('GET', `/projects/${shed._id}`)).statusCode).toBe(404);
  });

  it("opens exactly one place: a screen, a project's page or a task's page, only what the user sees", async () => {
    const task = await newTask(pia, { title: 'Plant tulips', projectId: garden._id });
    expect(await executed(max, 'navigate', { projectId: garden._id })).toMatchObject({
      action: 'navigate',
      actionData: { route: `/projects/${garden._id}`, message: 'Opening Garden.' },
    });
    expect(await executed(max, 'navigate', { taskId: task._id })).toMatchObject({
      actionData: { route: `/tasks/${task._id}`, message: 'Opening Plant tulips.' },
    });
    expect(await refused(max, 'navigate', {}, 400)).toBe(ASSISTANT_TEXTS.navigateOneOf);
    expect(await refused(max, 'navigate', { screen: 'calendar', projectId: garden._id }, 400)).toBe(
      ASSISTANT_TEXTS.navigateOneOf,
    );
    expect(await refused(max, 'navigate', { projectId: foreignProject._id }, 404)).toBe(
      PROJECT_MESSAGES.notFound,
    );
    expect(await refused(max, 'navigate', { taskId: foreignTask._id }, 404)).toBe(TASK_MESSAGES.notFound);
  });
});

describe('the conversation', () => {
  let kai: Caller; // owner of Kitchen
  let kitchen: Project;
  let oven: Task;
  let sink: Task;

  beforeAll(async () => {
    kai = await signUp(t.app, 'Kai Cook');
    kitchen = await newProject(kai, { title: 'Kitchen', status: 'active' });
    oven = await newTask(kai, { title: 'Clean the oven', projectId: kitchen._id, dueDate: dayFromToday(1) });
    sink = await newTask(kai, { title: 'Fix the sink', projectId: kitchen._id, dueDate: dayFromToday(2) });
  });

  /** One message to the scripted route: what the engine makes of it, the reply, and the context it saw. */
  async function say(caller: Caller, interpretation: Interpretation, text = 'anything') {
    scripted.next = interpretation;
    const reply = await expectData<ChatResponseData>(
      caller.request('POST', '/stub/chatbot/message', { message: text }),
    );
    return { reply, context: scripted.seen.at(-1)! };
  }
  const call = (functionName: string, args: Record<string, unknown>, confidence = 0.95) =>
    ({ kind: 'call', functionName, arguments: args, confidence }) as Interpretation;
  const nothing: Interpretation = { kind: 'out_of_scope', response: 'Not that.', confidence: 0.9 };
  /** The conversation the next message would be read in. */
  async function next(caller: Caller) {
    return (await say(caller, nothing)).context.conversation;
  }

  it('starts empty, names the user, and keeps what the last call was about', async () => {
    const first = await say(kai, nothing);
    expect(first.context.userId).toBe(kai.id);
    expect(first.context.conversation).toEqual(EMPTY_CONVERSATION);

    const created = await say(kai, call('create_task', { title: 'Buy a kettle', projectId: kitchen._id }));
    const kettle = created.reply.actionData as Task;
    const afterCreate = await next(kai);
    expect(afterCreate.focus).toEqual({ type: 'task', id: kettle._id });
    expect(afterCreate.lastCall).toEqual({
      functionName: 'create_task',
      arguments: { title: 'Buy a kettle', projectId: kitchen._id },
    });
    expect(afterCreate.pending).toBeNull();

    // A message about nothing keeps the focus.
    expect((await next(kai)).focus).toEqual({ type: 'task', id: kettle._id });
    // A list shows its ids in order (soonest due first); several shown leave nothing in focus.
    await say(kai, call('list_tasks', { projectId: kitchen._id, status: 'todo' }));
    const afterList = await next(kai);
    expect(afterList.listed).toEqual({ type: 'task', ids: [oven._id, sink._id, kettle._id] });
    expect(afterList.focus).toBeNull();
    // A list of nothing changes nothing.
    await say(kai, call('list_tasks', { projectId: kitchen._id, status: 'review' }));
    expect((await next(kai)).listed).toEqual({ type: 'task', ids: [oven._id, sink._id, kettle._id] });

    // Progress is about one project; a list of one puts it in focus.
    await say(kai, call('project_progress', { projectId: kitchen._id }));
    expect((await next(kai)).focus).toEqual({ type: 'project', id: kitchen._id });
    await say(kai, call('list_projects', {}));
    expect(await next(kai)).toMatchObject({
      focus: { type: 'project', id: kitchen._id },
      listed: { type: 'project', ids: [kitchen._id] },
      lastCall: { functionName: 'list_projects', arguments: {} },
    });

    // A task done since it was in focus is still named in the context (so 'reopen it' can follow).
    await say(kai, call('update_task', { taskId: kettle._id, status: 'done' }));
    const done = await say(kai, nothing);
    expect(done.context.conversation.focus).toEqual({ type: 'task', id: kettle._id });
    expect(done.context.tasks).toContainEqual({
      id: kettle._id,
      title: 'Buy a kettle',
      projectId: kitchen._id,
      status: 'done',
    });
  });

  it('lists the options of a choice, and a clicked choice comes into focus', async () => {
    const lia = await signUp(t.app, 'Lia Chooser');
    const a = await newTask(lia, { title: 'Paint the hall' });
    const b = await newTask(lia, { title: 'Paint the hallway' });
    const { reply } = await say(lia, {
      kind: 'choose',
      question: 'Which one?',
      options: [
        { label: 'Paint the hall', functionName: 'navigate', arguments: { taskId: a._id } },
        { label: 'Paint the hallway', functionName: 'navigate', arguments: { taskId: b._id } },
      ],
      confidence: 0.8,
    });
    expect(await next(lia)).toMatchObject({ listed: { type: 'task', ids: [a._id, b._id] }, focus: null });
    // A choice between two people for the same task lists no tasks.
    await say(lia, {
      kind: 'choose',
      question: 'Which Sam?',
      options: [
        { label: 'Sam A', functionName: 'update_task', arguments: { taskId: a._id, assigneeId: lia.id } },
        { label: 'Sam B', functionName: 'update_task', arguments: { taskId: a._id, assigneeId: kai.id } },
      ],
      confidence: 0.8,
    });
    expect((await next(lia)).listed).toEqual({ type: 'task', ids: [a._id, b._id] });
    await executed(lia, reply.followUps![1]!.functionName, reply.followUps![1]!.arguments);
    expect(await next(lia)).toMatchObject({
      focus: { type: 'task', id: b._id },
      lastCall: { functionName: 'navigate', arguments: { taskId: b._id } },
    });
  });

  it('asks before a delete; a no drops the question, a yes runs exactly the call that waited', async () => {
    const ivy = await signUp(t.app, 'Ivy Deleter');
    const mop = await newTask(ivy, { title: 'Buy a mop' });
    const broom = await newTask(ivy, { title: 'Buy a broom' });
    const del = (task: Task, extra: Record<string, unknown> = {}) =>
      call('delete_task', { taskId: task._id, ...extra });

    const asked = await say(ivy, del(mop));
    expect(asked.reply).toMatchObject({
      response: 'Delete the task "Buy a mop"? This cannot be undone.',
      action: null,
      followUps: [{ kind: 'confirm', arguments: { taskId: mop._id, confirmed: true } }],
    });
    expect(
      (await say(ivy, { kind: 'cancel', response: 'Okay, I left it.', confidence: 0.95 })).context
        .conversation.pending,
    ).toEqual({
      functionName: 'delete_task',
      arguments: { taskId: mop._id },
    });
    // The cancel answered its text and dropped the question: a yes now runs nothing unasked.
    expect((await next(ivy)).pending).toBeNull();
    const unasked = await say(ivy, del(mop, { confirmed: true }));
    expect(unasked.reply.response).toBe('Delete the task "Buy a mop"? This cannot be undone.');
    expect((await ivy.request('GET', `/tasks/${mop._id}`)).statusCode).toBe(200);

    // Waiting for the mop: a 'yes' naming the broom is asked about, not run.
    await say(ivy, del(mop));
    const other = await say(ivy, del(broom, { confirmed: true }));
    expect(other.reply.response).toBe('Delete the task "Buy a broom"? This cannot be undone.');
    expect((await ivy.request('GET', `/tasks/${broom._id}`)).statusCode).toBe(200);

    // Waiting for the broom now: its yes runs it.
    const yes = await say(ivy, del(broom, { confirmed: true }));
    expect(yes.reply).toMatchObject({ response: 'Task "Buy a broom" deleted.', action: 'task_updated' });
    expect((await ivy.request('GET', `/tasks/${broom._id}`)).statusCode).toBe(404);
    expect((await next(ivy)).pending).toBeNull();
  });

  it("waits on 'Did you mean…?': a yes runs the call as any call, so a delete still asks", async () => {
    const zoe = await signUp(t.app, 'Zoe Unsure');
    const lamp = await newTask(zoe, { title: 'Fix the lamp' });
    const unsure = await say(zoe, call('update_task', { taskId: lamp._id, priority: 'high' }, 0.4));
    expect(unsure.reply).toMatchObject({
      action: null,
      followUps: [{ kind: 'choice', label: 'Yes, do it' }],
    });
    const yes = await say(zoe, call('update_task', { taskId: lamp._id, priority: 'high', confirmed: true }));
    expect(yes.reply).toMatchObject({ action: 'task_updated', actionData: { priority: 'high' } });

    await say(zoe, call('delete_task', { taskId: lamp._id }, 0.4));
    const stillAsks = await say(zoe, call('delete_task', { taskId: lamp._id, confirmed: true }));
    expect(stillAsks.reply.response).toBe('Delete the task "Fix the lamp"? This cannot be undone.');
    expect((await zoe.request('GET', `/tasks/${lamp._id}`)).statusCode).toBe(200);
    // The Confirm button answers the question: nothing waits any more.
    await executed(zoe, 'delete_task', stillAsks.reply.followUps![0]!.arguments);
    expect((await zoe.request('GET', `/tasks/${lamp._id}`)).statusCode).toBe(404);
    const after = await next(zoe);
    expect(after.pending).toBeNull();
    expect(after.focus).toBeNull();
  });

  it('carries a conversation through the real engine: it, no and yes', async () => {
    const rex = await signUp(t.app, 'Rex Real');
    const say = (text: string) => message(rex, text);
    const created = await say('remind me to call the printer tomorrow');
    expect(created).toMatchObject({ action: 'task_created', actionData: { title: 'call the printer' } });
    const printer = created.actionData as Task;
    expect(await say('make it urgent')).toMatchObject({
      action: 'task_updated',
      actionData: { _id: printer._id, priority: 'urgent' },
    });
    const asked = await say('delete the task call the printer');
    expect(asked.response).toBe('Delete the task "call the printer"? This cannot be undone.');
    expect(await say('no')).toMatchObject({ action: null });
    expect((await rex.request('GET', `/tasks/${printer._id}`)).statusCode).toBe(200);
    await say('delete the task call the printer');
    expect(await say('yes')).toMatchObject({ response: 'Task "call the printer" deleted.' });
    expect((await rex.request('GET', `/tasks/${printer._id}`)).statusCode).toBe(404);
  });

  it('starts afresh after 30 minutes without a message, and after the history is cleared', async () => {
    const uma = await signUp(t.app, 'Uma Idle');
    const task = await newTask(uma, { title: 'Call the plumber' });
    await say(uma, call('navigate', { taskId: task._id }));
    expect((await next(uma)).focus).toEqual({ type: 'task', id: task._id });

    // Her exchanges, the last one included, are now older than the conversation's life.
    await db()
      .update(assistantMessages)
      .set({ createdAt: new Date(Date.now() - CONVERSATION_TTL_MS - 60_000) })
      .where(eq(assistantMessages.userId, uma.id));
    expect(await next(uma)).toEqual(EMPTY_CONVERSATION);

    await say(uma, call('navigate', { taskId: task._id }));
    expect((await uma.request('DELETE', '/chatbot/history')).statusCode).toBe(200);
    expect(await next(uma)).toEqual(EMPTY_CONVERSATION);
  });
});

describe('sub-tasks and labels (issue 37), through the real engine', () => {
  let homepage: Task;
  beforeAll(async () => {
    homepage = await newTask(olga, { title: 'Design the homepage', projectId: website._id });
  });

  const labelsOf = async (caller: Caller, taskId: string) =>
    ((await expectData<Task>(caller.request('GET', `/tasks/${taskId}`))).labels ?? []).map((l) => l.name);

  it('creates a sub-task in the parent’s project from a message', async () => {
    const reply = await message(olga, 'add a sub-task "Write tests" to Design the homepage');
    expect(reply).toMatchObject({
      action: 'task_created',
      response: ASSISTANT_TEXTS.subtaskCreated('Write tests', 'Design the homepage'),
      actionData: { title: 'Write tests', parentId: homepage._id, projectId: website._id },
    });
    const parent = await expectData<Task>(olga.request('GET', `/tasks/${homepage._id}`));
    expect(parent.subtasks?.map((s) => s.title)).toEqual(['Write tests']);
  });

  it('puts labels on a task by name, making a new one in the next colour, and takes one off', async () => {
    await expectData(olga.request('POST', '/labels', { name: 'Design' }), 201);
    const tagged = await message(olga, 'tag Design the homepage with design and frontend');
    expect(tagged.action).toBe('task_updated');
    expect(tagged.response).toBe(
      `${ASSISTANT_TEXTS.taskUpdated('Design the homepage')}${ASSISTANT_TEXTS.labelsChanged(['Design', 'frontend'], [], ['frontend'])}`,
    );
    expect(tagged.response).toContain('New label created: frontend.');
    expect(await labelsOf(olga, homepage._id)).toEqual(expect.arrayContaining(['Design', 'frontend']));
    const labels = await expectData<Label[]>(olga.request('GET', '/labels'));
    expect(labels.find((label) => label.name === 'frontend')?.color).toBe(nextLabelColor(1));

    const untagged = await message(olga, 'remove the design label from Design the homepage');
    expect(untagged.response).toContain('Labels removed: Design.');
    expect(await labelsOf(olga, homepage._id)).toEqual(['frontend']);
  });

  it('refuses a user without rights on the task exactly as REST refuses them', async () => {
    const design = (await expectData<Label[]>(olga.request('GET', '/labels'))).find(
      (l) => l.name === 'Design',
    )!;
    const before = await labelsOf(olga, homepage._id);
    const rest = await mia.request('PUT', `/tasks/${homepage._id}`, { labelIds: [design._id] });
    const restError = (rest.json() as { error: string }).error;
    expect(rest.statusCode).toBe(403);
    expect(await refused(mia, 'update_task', { taskId: homepage._id, addLabels: ['Design'] }, 403)).toBe(
      restError,
    );
    expect(await message(mia, 'tag Design the homepage with design')).toMatchObject({
      action: null,
      response: ASSISTANT_TEXTS.cannotDo(restError),
    });
    expect(await labelsOf(olga, homepage._id)).toEqual(before);

    const restChild = await mia.request('POST', '/tasks', {
      title: 'Sneaky step',
      parentId: homepage._id,
      projectId: website._id,
    });
    const childError = (restChild.json() as { error: string }).error;
    expect(
      await refused(
        mia,
        'create_task',
        { title: 'Sneaky step', parentId: homepage._id },
        restChild.statusCode,
      ),
    ).toBe(childError);
    expect(await message(mia, 'create a subtask of Design the homepage called Sneaky step')).toMatchObject({
      action: null,
      response: ASSISTANT_TEXTS.cannotDo(childError),
    });
    // Nobody sees what another organization holds: its task is not a parent.
    expect(await refused(ned, 'create_task', { title: 'Peek', parentId: foreignTask._id }, 404)).toBeTruthy();
  });
});

describe('custom fields (issue 37), through the real engine', () => {
  // Their own owner and member: the others have used much of their minute's messages.
  let fay: Caller; // owner of Shop Revamp
  let max: Caller; // a team member of it
  let shop: Project;
  let pricing: Task;
  let points: CustomField;
  let area: CustomField;
  beforeAll(async () => {
    fay = await signUp(t.app, 'Fay Fields');
    max = await signUp(t.app, 'Max Member');
    shop = await newProject(fay, { title: 'Shop Revamp', status: 'active' });
    await addMember(fay, shop._id, max, 'team-member');
    pricing = await newTask(fay, { title: 'Build the pricing page', projectId: shop._id });
    points = await expectData<CustomField>(
      fay.request('POST', `/projects/${shop._id}/fields`, { name: 'Story points', type: 'number' }),
      201,
    );
    area = await expectData<CustomField>(
      fay.request('POST', `/projects/${shop._id}/fields`, {
        name: 'Area',
        type: 'select',
        options: [{ label: 'Design' }, { label: 'Content' }],
      }),
      201,
    );
  });

  const valuesOf = async (caller: Caller, taskId: string) =>
    (await expectData<Task>(caller.request('GET', `/tasks/${taskId}`))).customFields ?? {};

  it("puts the fields of the user's projects in the engine's context, none of another organization", async () => {
    await expectData(
      ada.request('POST', `/projects/${foreignProject._id}/fields`, { name: 'Secret score', type: 'number' }),
      201,
    );
    const caller = assistantCaller({ db: db(), events: t.app.events }, await currentUser(max), null);
    const context = await loadEngineContext(caller, null);
    expect(context.fields).toEqual([
      { projectId: shop._id, id: points._id, name: 'Story points', type: 'number', options: [] },
      { projectId: shop._id, id: area._id, name: 'Area', type: 'select', options: ['Design', 'Content'] },
    ]);
  });

  it('sets a value from a message, an option by its label, and undoes it to what it was', async () => {
    const set = await message(fay, 'set the story points of Build the pricing page to 5');
    expect(set).toMatchObject({
      action: 'task_updated',
      response: `${ASSISTANT_TEXTS.taskUpdated('Build the pricing page')}${ASSISTANT_TEXTS.fieldsChanged([{ name: 'Story points', text: '5' }])}`,
    });
    expect(await valuesOf(fay, pricing._id)).toEqual({ [points._id]: 5 });

    const chosen = await message(fay, 'set Area to content on Build the pricing page');
    expect(chosen.response).toContain('Area: Content.');
    const content = area.options.find((option) => option.label === 'Content')!;
    expect(await valuesOf(fay, pricing._id)).toEqual({ [points._id]: 5, [area._id]: content.id });

    const undo = chosen.followUps?.find((button) => button.kind === 'undo');
    await executed(fay, 'undo', undo!.arguments);
    expect(await valuesOf(fay, pricing._id)).toEqual({ [points._id]: 5 });

    // A field the project lacks, or an option its field lacks: a clear answer, nothing written.
    expect(
      await refused(
        fay,
        'update_task',
        { taskId: pricing._id, setFields: [{ field: 'Colour', value: 'red' }] },
        400,
      ),
    ).toBe(ASSISTANT_TEXTS.fieldUnknown('Colour', 'Shop Revamp'));
    expect(
      await refused(
        fay,
        'update_task',
        { taskId: pricing._id, setFields: [{ field: 'area', value: 'Legal' }] },
        400,
      ),
    ).toBe(ASSISTANT_TEXTS.fieldOptionUnknown('Area', 'Legal', ['Design', 'Content']));
    // A person field by a member's name.
    const reviewer = await expectData<CustomField>(
      fay.request('POST', `/projects/${shop._id}/fields`, { name: 'Reviewer', type: 'user' }),
      201,
    );
    const reviewed = await message(fay, 'set the reviewer of Build the pricing page to Max');
    expect(reviewed.response).toContain('Reviewer: Max Member.');
    expect((await valuesOf(fay, pricing._id))[reviewer._id]).toBe(max.id);
    expect(
      await refused(
        fay,
        'update_task',
        { taskId: pricing._id, setFields: [{ field: 'Reviewer', value: 'Nobody Known' }] },
        400,
      ),
    ).toBe(ASSISTANT_TEXTS.fieldPersonUnknown('Reviewer', 'Nobody Known'));
    await executed(fay, 'update_task', {
      taskId: pricing._id,
      setFields: [{ field: 'Reviewer', value: null }],
    });
    const cleared = await executed(fay, 'update_task', {
      taskId: pricing._id,
      setFields: [{ field: 'story points', value: null }],
    });
    expect(cleared.message).toContain('Story points cleared.');
    expect(await valuesOf(fay, pricing._id)).toEqual({});
  });

  it('refuses a user without the right to edit the task exactly as REST refuses them', async () => {
    const rest = await max.request('PUT', `/tasks/${pricing._id}`, { customFields: { [points._id]: 8 } });
    const restError = (rest.json() as { error: string }).error;
    expect(rest.statusCode).toBe(403);
    expect(
      await refused(
        max,
        'update_task',
        { taskId: pricing._id, setFields: [{ field: 'Story points', value: 8 }] },
        403,
      ),
    ).toBe(restError);
    expect(await message(max, 'set the story points of Build the pricing page to 8')).toMatchObject({
      action: null,
      response: ASSISTANT_TEXTS.cannotDo(restError),
    });
    expect(await valuesOf(fay, pricing._id)).toEqual({});
  });
});
