import type { AddressInfo } from 'node:net';
import {
  type Notification,
  type Project,
  REMINDER_MESSAGES,
  REMINDER_TEXTS,
  REMINDERS_PER_TASK_MAX,
  reminderTime,
  type Task,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type AppConfig, loadConfig } from '../../config';
import { taskReminders } from '../../db/schema';
import { createMailer } from '../../lib/mail';
import type { TestSession } from '../../test/auth';
import { makeTempDir, openTestDatabase, type TestDatabase, testEnv } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import { createMailWorker, type MailWorker } from '../notifications/mail-worker';
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
import { deliverReminder } from './reminders';

// Reminders (issue 40) through the job queue: pg-boss on this file's database, polling every second.
const WINDOW_MS = 3_600_000;

let smtp: SMTPServer;
const inbox: { to: string[]; raw: string }[] = [];
let temp: { dir: string; remove(): void };
let testDatabase: TestDatabase;
let config: AppConfig;
let app: FastifyInstance;
let worker: MailWorker;
let olivia: Caller;
let jordan: Caller;
let project: Project;

async function openApp(): Promise<FastifyInstance> {
  const built = await buildApp({ config, database: testDatabase.database });
  await built.ready();
  return built;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  temp = makeTempDir('reminders');
  config = loadConfig(
    testEnv(temp.dir, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_BATCH_WINDOW_MS: String(WINDOW_MS),
      JOBS_POLL_INTERVAL_SECONDS: '1',
    }),
  );
  testDatabase = await openTestDatabase();
  app = await openApp();
  worker = createMailWorker({
    db: testDatabase.database.db,
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: config.mail.from,
      db: testDatabase.database.db,
      log: app.log,
    }),
    log: app.log,
    appOrigin: config.appOrigin,
    secret: config.jwtSecret,
    batchWindowMs: WINDOW_MS,
  });
  const acme = await registerOrganization(app, 'acme-remind.test', 'Olivia Smith');
  olivia = acme.admin;
  const { sessions } = await addSignedInPeople(
    { app, database: testDatabase.database, config, close: async () => {} },
    [{ name: 'Jordan Lee', email: 'jordan@acme-remind.test', organizationId: acme.organizationId }],
  );
  jordan = callerFor(app, sessions[0] as TestSession);
  project = await newProject(olivia, { title: 'Launch' });
  await addMember(olivia, project._id, jordan, 'team-member');
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await testDatabase?.dispose();
  temp?.remove();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

function put(caller: Caller, taskId: string, payload: unknown) {
  return caller.request('PUT', `/tasks/${taskId}`, payload);
}

async function reminderNotices(caller: Caller, taskId: string): Promise<Notification[]> {
  const response = await caller.request('GET', '/notifications?limit=100');
  const list = response.json().data as Notification[];
  return list.filter((n) => n.taskId === taskId && n.title === REMINDER_TEXTS.notificationTitle);
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  budgetMs = 30_000,
): Promise<T> {
  const until = Date.now() + budgetMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('task reminders', () => {
  it('are set with the task, each person their own, relative ones moving with the due date', async () => {
    const due = dayFromToday(10);
    const task = await expectData<Task>(
      olivia.request('POST', '/tasks', {
        title: 'Ship it',
        projectId: project._id,
        dueDate: due,
        reminders: [{ offsetMinutes: 1440 }, { remindAt: '2031-01-01T08:30:00.000Z' }],
      }),
      201,
    );
    expect(task.reminders?.map((r) => [r.remindAt, r.offsetMinutes])).toEqual([
      [reminderTime(due, 1440).toISOString(), 1440],
      ['2031-01-01T08:30:00.000Z', null],
    ]);
    // Jordan sees the task, not Olivia's reminders; his own are his.
    const seen = await expectData<Task>(jordan.request('GET', `/tasks/${task._id}`));
    expect(seen.reminders).toEqual([]);
    const his = await expectData<Task>(put(jordan, task._id, { reminders: [{ offsetMinutes: 60 }] }));
    expect(his.reminders?.map((r) => r.offsetMinutes)).toEqual([60]);

    const later = dayFromToday(12);
    const moved = await expectData<Task>(put(olivia, task._id, { dueDate: later }));
    expect(moved.reminders?.map((r) => r.remindAt)).toEqual([
      reminderTime(later, 1440).toISOString(),
      '2031-01-01T08:30:00.000Z',
    ]);
    const hisNow = await expectData<Task>(jordan.request('GET', `/tasks/${task._id}`));
    expect(hisNow.reminders?.map((r) => r.remindAt)).toEqual([reminderTime(later, 60).toISOString()]);
    // Removing one keeps the other.
    const fewer = await expectData<Task>(put(olivia, task._id, { reminders: [{ offsetMinutes: 1440 }] }));
    expect(fewer.reminders).toHaveLength(1);
  });

  it('refuses too many, a relative one without a due date, two at one moment, and half-given ones', async () => {
    const task = await newTask(olivia, { title: 'No date', projectId: project._id });
    const many = Array.from({ length: REMINDERS_PER_TASK_MAX + 1 }, (_, i) => ({
      remindAt: new Date(Date.UTC(2031, 0, 1 + i)).toISOString(),
    }));
    const cases: [unknown, string][] = [
      [many, REMINDER_MESSAGES.tooMany],
      [[{ offsetMinutes: 15 }], REMINDER_MESSAGES.needsDueDate],
      [
        [{ remindAt: '2031-01-01T08:30:00.000Z' }, { remindAt: '2031-01-01T08:30:00.000Z' }],
        REMINDER_MESSAGES.duplicate,
      ],
      [[{}], REMINDER_MESSAGES.oneOf],
      [[{ remindAt: '2031-01-01T08:30:00.000Z', offsetMinutes: 5 }], REMINDER_MESSAGES.oneOf],
    ];
    for (const [reminders, message] of cases) {
      const response = await put(olivia, task._id, { reminders });
      expect(response.statusCode, JSON.stringify(reminders)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it('arrive in the app and by mail at their time, once, also across a restart before they are due', async () => {
    const task = await newTask(olivia, { title: 'Call the printer', projectId: project._id });
    const remindAt = new Date(Date.now() + 4000);
    remindAt.setMilliseconds(0);
    const set = await expectData<Task>(
      put(olivia, task._id, { reminders: [{ remindAt: remindAt.toISOString() }] }),
    );
    const [reminder] = set.reminders ?? [];
    expect(reminder?.sentAt).toBeNull();
    // A job waits for it: the queue keeps it in the database.
    const [row] = await testDatabase.database.db
      .select()
      .from(taskReminders)
      .where(eq(taskReminders.taskId, task._id));
    expect(await waitFor(async () => row?.jobId ?? (await jobIdOf(task._id)), Boolean, 10_000)).toBeTruthy();

    // The server restarts before the reminder is due.
    await app.close();
    expect(Date.now()).toBeLessThan(remindAt.getTime());
    app = await openApp();
    olivia = callerFor(app, olivia.session);

    const notices = await waitFor(
      () => reminderNotices(olivia, task._id),
      (list) => list.length > 0,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(REMINDER_TEXTS.notificationMessage('Call the printer', null));
    expect(Date.now()).toBeGreaterThanOrEqual(remindAt.getTime());
    const stored = await expectData<Task>(olivia.request('GET', `/tasks/${task._id}`));
    expect(stored.reminders?.[0]?.sentAt).not.toBeNull();

    // The mail goes out with the notification mail (its batch window passed).
    inbox.length = 0;
    await worker.flush(new Date(Date.now() + WINDOW_MS + 1000));
    const mails = inbox.filter((mail) => mail.raw.includes('Call the printer'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(['admin@acme-remind.test']);

    // A second run of the same job (a retry, another process) tells nobody again.
    const again = await deliverReminder(
      { db: testDatabase.database.db, events: app.events },
      { reminderId: reminder?.id, remindAt: remindAt.toISOString() },
    );
    expect(again).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await reminderNotices(olivia, task._id)).toHaveLength(1);
  });
});

async function jobIdOf(taskId: string): Promise<string | null> {
  const [row] = await testDatabase.database.db
    .select({ jobId: taskReminders.jobId })
    .from(taskReminders)
    .where(eq(taskReminders.taskId, taskId));
  return row?.jobId ?? null;
}
