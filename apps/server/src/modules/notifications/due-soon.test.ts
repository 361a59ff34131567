import { DUE_SOON_TEXTS, type Project, type Task } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, notifications } from '../../db/schema';
import { type DomainEvent, EventOutbox } from '../../events/bus';
import type { TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import {
  addMember,
  type Caller,
  callerFor,
  dayFromToday,
  expectData,
  newProject,
  newTask,
  registerOrganization,
} from '../projects/test-support';
import { createDueSoonSweeper, sweepDueSoon } from './due-soon';
import { renderNotificationMail } from './mail-render';

// A fixed clock far from the real one: the server's own sweep (at its start, with the real time) finds none of
// these tasks.
const NOW = new Date('2031-03-10T09:00:00Z');
const TODAY = '2031-03-10';
const TOMORROW = '2031-03-11';
const IN_THREE_DAYS = '2031-03-13';

let t: TestApp;
// Acme: Olivia (admin) owns `project`, Jordan and Sam are members. Beta: Bo (admin) and Bea.
let olivia: Caller;
let jordan: Caller;
let sam: Caller;
let bo: Caller;
let bea: Caller;
let project: Project;
let betaProject: Project;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await registerOrganization(t.app, 'acme-due.test', 'Olivia Smith');
  olivia = acme.admin;
  const beta = await registerOrganization(t.app, 'beta-due.test', 'Bo Beta');
  bo = beta.admin;
  const { sessions } = await addSignedInPeople(t, [
    { name: 'Jordan Lee', email: 'jordan@acme-due.test', organizationId: acme.organizationId },
    { name: 'Sam Reed', email: 'sam@acme-due.test', organizationId: acme.organizationId },
    { name: 'Bea Beta', email: 'bea@beta-due.test', organizationId: beta.organizationId },
  ]);
  [jordan, sam, bea] = sessions.map((session) => callerFor(t.app, session as TestSession)) as [
    Caller,
    Caller,
    Caller,
  ];
  project = await newProject(olivia, { title: 'Portal' });
  await addMember(olivia, project._id, jordan, 'team-member');
  await addMember(olivia, project._id, sam, 'team-member');
  betaProject = await newProject(bo, { title: 'Beta plans' });
  await addMember(bo, betaProject._id, bea, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

function sweep(now = NOW): Promise<number> {
  return sweepDueSoon(t.database.db, new EventOutbox(), now);
}

/** The due-soon notifications of a task, by recipient. */
async function remindersOf(taskId: string): Promise<{ recipientId: string; message: string }[]> {
  return t.database.db
    .select({ recipientId: notifications.recipientId, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.taskId, taskId), eq(notifications.title, DUE_SOON_TEXTS.title)));
}

async function mailsOf(taskId: string): Promise<{ recipientId: string; message: string }[]> {
  return t.database.db
    .select({ recipientId: mailQueue.recipientId, message: mailQueue.message })
    .from(mailQueue)
    .where(and(eq(mailQueue.taskId, taskId), eq(mailQueue.kind, 'dueSoon')));
}

function taskFor(assignee: Caller | null, dueDate: string | null, title = 'Fix login'): Promise<Task> {
  return newTask(olivia, {
    title,
    projectId: project._id,
    dueDate,
    ...(assignee ? { assignedTo: assignee.id } : {}),
  });
}

describe('the due-soon sweeper', () => {
  it('sweeps as soon as it starts, and what it notifies is published once committed', async () => {
    const heard: DomainEvent[] = [];
    const unsubscribe = t.app.events.subscribe((event) => {
      heard.push(event);
    });
    const task = await taskFor(jordan, dayFromToday(1), 'Real time');
    const sweeper = createDueSoonSweeper({
      db: t.database.db,
      events: t.app.events,
      log: t.app.log,
      intervalMs: 3_600_000,
    });
    try {
      sweeper.start();
      await expect
        .poll(() =>
          heard.some(
            (event) =>
              event.type === 'notification.created' &&
              event.notification.taskId === task._id &&
              event.notification.title === DUE_SOON_TEXTS.title,
          ),
        )
        .toBe(true);
    } finally {
      await sweeper.stop();
      unsubscribe();
    }
    // Tomorrow, or today when midnight (UTC) passed meanwhile.
    expect(await remindersOf(task._id)).toEqual([
      { recipientId: jordan.id, message: expect.stringMatching(/^"Real time" is due (tomorrow|today)$/) },
    ]);
  });
});

describe('due-soon notifications', () => {
  it('tells the assignee of a task due tomorrow once, in the app and by mail, however often it sweeps', async () => {
    const task = await taskFor(jordan, TOMORROW);
    await sweep();
    const expected = { recipientId: jordan.id, message: '"Fix login" is due tomorrow' };
    expect(await remindersOf(task._id)).toEqual([expected]);
    expect(await mailsOf(task._id)).toEqual([expected]);
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.taskId, task._id), eq(notifications.title, DUE_SOON_TEXTS.title)));
    expect(stored).toMatchObject({ type: 'task_update', projectId: project._id, read: false });

    // Swept again, and by two processes at once: still one.
    await sweep();
    await Promise.all([sweep(new Date(NOW.getTime() + 3600_000)), sweep(new Date(NOW.getTime() + 3600_000))]);
    expect(await remindersOf(task._id)).toHaveLength(1);
    expect(await mailsOf(task._id)).toHaveLength(1);
  });

  it('reads well as a mail', () => {
    const mail = renderNotificationMail({
      organization: { name: 'Acme', logo: null, primaryColor: undefined },
      task: { title: 'Fix login', url: 'https://tasks.example.test/tasks/1' },
      items: [{ message: DUE_SOON_TEXTS.message('Fix login', TOMORROW, NOW), excerpt: null, taskUrl: null }],
      kind: 'dueSoon',
      unsubscribeUrl: 'https://tasks.example.test/unsubscribe',
    });
    expect(mail.subject).toBe('“Fix login” is due tomorrow');
    expect(mail.text).toContain('- "Fix login" is due tomorrow');
    expect(mail.text).toContain('(tasks of mine due soon)');
  });

  it('tells nobody of a finished task, an unassigned one, or one due in three days', async () => {
    const done = await taskFor(jordan, TOMORROW, 'Shipped');
    await expectData(olivia.request('PUT', `/tasks/${done._id}`, { status: 'done' }));
    const unassigned = await taskFor(null, TODAY, 'Nobody’s');
    const later = await taskFor(jordan, IN_THREE_DAYS, 'Later');
    await sweep();
    for (const task of [done, unassigned, later]) {
      expect(await remindersOf(task._id)).toEqual([]);
      expect(await mailsOf(task._id)).toEqual([]);
    }
  });

  it('tells again when the due date moves, of the new date', async () => {
    const task = await taskFor(jordan, TOMORROW, 'Moving');
    await sweep();
    await expectData(olivia.request('PUT', `/tasks/${task._id}`, { dueDate: TODAY }));
    await sweep();
    expect((await remindersOf(task._id)).map((row) => row.message)).toEqual([
      '"Moving" is due tomorrow',
      '"Moving" is due today',
    ]);
    // Back to a date already reminded of: not again.
    await expectData(olivia.request('PUT', `/tasks/${task._id}`, { dueDate: TOMORROW }));
    await sweep();
    expect(await remindersOf(task._id)).toHaveLength(2);
  });

  it('follows the settings: in-app off tells nothing, mail off tells only in the app', async () => {
    await expectData(sam.request('PUT', '/auth/profile', { notificationPreferences: { dueSoon: false } }));
    const muted = await taskFor(sam, TOMORROW, 'Muted');
    await sweep();
    expect(await remindersOf(muted._id)).toEqual([]);
    expect(await mailsOf(muted._id)).toEqual([]);

    await expectData(
      sam.request('PUT', '/auth/profile', {
        notificationPreferences: {
          dueSoon: true,
          email: {
            mentions: true,
            assignments: true,
            dueSoon: false,
            comments: true,
            updates: true,
            digest: 'off',
          },
        },
      }),
    );
    const quiet = await taskFor(sam, TOMORROW, 'Quiet');
    await sweep();
    expect(await remindersOf(quiet._id)).toHaveLength(1);
    expect(await mailsOf(quiet._id)).toEqual([]);
  });

  it('tells each organization’s assignees only, one notification per task, even of their own tasks', async () => {
    const own = await newTask(bo, {
      title: 'Beta launch',
      projectId: betaProject._id,
      dueDate: TODAY,
      assignedTo: bo.id,
    });
    const first = await taskFor(jordan, TODAY, 'First');
    const second = await taskFor(jordan, TOMORROW, 'Second');
    await sweep();
    expect(await remindersOf(own._id)).toEqual([
      { recipientId: bo.id, message: '"Beta launch" is due today' },
    ]);
    expect((await remindersOf(first._id)).map((row) => row.recipientId)).toEqual([jordan.id]);
    expect((await remindersOf(second._id)).map((row) => row.recipientId)).toEqual([jordan.id]);
    // Nobody else hears of them: not Beta's other member, not Acme's admin who created them.
    for (const person of [bea, olivia]) {
      const mine = await t.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.recipientId, person.id), eq(notifications.title, DUE_SOON_TEXTS.title)));
      expect(mine).toEqual([]);
    }
  });
});
