import type { AddressInfo } from 'node:net';
import type { Comment, Project, Task, User } from '@app/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, organizations } from '../../db/schema';
import { createMailer } from '../../lib/mail';
import type { TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import {
  addMember,
  type Caller,
  callerFor,
  expectData,
  newProject,
  newTask,
  registerOrganization,
} from '../projects/test-support';
import { createMailWorker, type MailWorker } from './mail-worker';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes), which mailers use for long lines. */
function decoded(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(mail: ReceivedMail, name: string): string | undefined {
  const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();
}

/** The subject, its encoded words decoded (nodemailer writes non-ASCII subjects as =?UTF-8?Q?...?=). */
function subject(mail: ReceivedMail): string {
  return (header(mail, 'Subject') ?? '').replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}

const APP_ORIGIN = 'https://tasks.example.test';
const WINDOW_MS = 3_600_000;
const ACME_COLOUR = '#AA3300';

let smtp: SMTPServer;
let t: TestApp;
let worker: MailWorker;
const inbox: ReceivedMail[] = [];
let olivia: Caller;
let jordan: Caller;
let project: Project;

/** The worker's flush once the window has passed (the server's own worker waits an hour in this file). */
function flushLater(): Promise<number> {
  return worker.flush(new Date(Date.now() + WINDOW_MS + 1000));
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
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      APP_ORIGIN,
      MAIL_FROM: 'TaskFlow <no-reply@example.test>',
      MAIL_BATCH_WINDOW_MS: String(WINDOW_MS),
    },
  });
  worker = createMailWorker({
    db: t.database.db,
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'TaskFlow <no-reply@example.test>',
      db: t.database.db,
      log: t.app.log,
    }),
    log: t.app.log,
    appOrigin: APP_ORIGIN,
    secret: t.config.jwtSecret,
    batchWindowMs: WINDOW_MS,
  });
  const acme = await registerOrganization(t.app, 'acme-mail.test', 'Olivia Smith');
  olivia = acme.admin;
  await t.database.db
    .update(organizations)
    .set({ name: 'Acme', branding: { primaryColor: ACME_COLOUR } })
    .where(eq(organizations.id, acme.organizationId));
  // Added directly: the verification mail of a sign-up would go to this file's SMTP server.
  const { sessions } = await addSignedInPeople(t, [
    { name: 'Jordan Lee', email: 'jordan@acme-mail.test', organizationId: acme.organizationId },
  ]);
  jordan = callerFor(t.app, sessions[0] as TestSession);
  project = await newProject(olivia, { title: 'Portal' });
  await addMember(olivia, project._id, jordan, 'team-member');
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('notification mail', () => {
  it('a mention mails the comment once, in the organization colours, with one-click unsubscribe', async () => {
    const task = await newTask(olivia, { title: 'Fix login', projectId: project._id });
    await flushLater();
    inbox.length = 0;
    await expectData<Comment>(
      olivia.request('POST', `/tasks/${task._id}/comments`, {
        text: 'Can you check <b>this</b>?',
        mentions: [jordan.id],
      }),
      201,
    );
    // The request did not wait: the mail is queued until its window has passed.
    expect(await worker.flush()).toBe(0);
    expect(inbox).toEqual([]);
    expect(await flushLater()).toBe(1);
    expect(inbox).toHaveLength(1);
    const [mail] = inbox as [ReceivedMail];
    expect(mail.to).toEqual([jordan.email]);
    expect(subject(mail)).toBe('Olivia Smith mentioned you in a comment on “Fix login”');
    const body = decoded(mail.raw);
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toContain('Can you check &lt;b&gt;this&lt;/b&gt;?');
    expect(body).toContain('> Can you check <b>this</b>?');
    expect(body).toContain(ACME_COLOUR);
    expect(body).toContain(`${APP_ORIGIN}/tasks/${task._id}`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${APP_ORIGIN}/api/v1/notifications/unsubscribe\\?token=[^>]+>$`),
    );
    // Nothing is left in the queue, and nothing goes twice.
    expect(await t.database.db.select().from(mailQueue)).toEqual([]);
    expect(await flushLater()).toBe(0);
  });

  it('a rich comment is quoted formatted in the HTML part and as its plain copy in the text part', async () => {
    const task = await newTask(olivia, { title: 'Fix logout', projectId: project._id });
    await flushLater();
    inbox.length = 0;
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Logout fails for ' },
            { type: 'text', text: 'everyone', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' <img src=x onerror=alert(1)>' },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: 'await signOut(session);' }] },
      ],
    };
    await expectData<Comment>(
      olivia.request('POST', `/tasks/${task._id}/comments`, { text: 'ignored', doc, mentions: [jordan.id] }),
      201,
    );
    expect(await flushLater()).toBe(1);
    const body = decoded((inbox as [ReceivedMail])[0].raw);
    const html = body.slice(body.indexOf('Content-Type: text/html'));
    expect(html).toContain('<strong>everyone</strong>');
    expect(html).toMatch(/<pre[^>]*><code>await signOut\(session\);<\/code><\/pre>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    const text = body.slice(
      body.indexOf('Content-Type: text/plain'),
      body.indexOf('Content-Type: text/html'),
    );
    expect(text).toContain('> Logout fails for everyone <img src=x onerror=alert(1)>');
    expect(text).toContain('> await signOut(session);');
  });

  it('changes to one task within the window join one message', async () => {
    const task = await newTask(olivia, {
      title: 'Two changes',
      projectId: project._id,
      assignedTo: jordan.id,
    });
    await expectData(olivia.request('POST', `/tasks/${task._id}/comments`, { text: 'First note' }), 201);
    await expectData<Task>(olivia.request('PUT', `/tasks/${task._id}`, { dueDate: '2030-02-01' }));
    inbox.length = 0;
    expect(await flushLater()).toBe(1);
    expect(inbox).toHaveLength(1);
    const [mail] = inbox as [ReceivedMail];
    expect(subject(mail)).toBe('3 updates on “Two changes”');
    const body = decoded(mail.raw);
    expect(body).toContain('Olivia Smith assigned you "Two changes"');
    expect(body).toContain('First note');
    expect(body).toContain('Olivia Smith set the due date of "Two changes" to 2030-02-01');
  });

  it('unsubscribing by POST turns that kind of mail off; other kinds still go', async () => {
    const task = await newTask(olivia, {
      title: 'Quiet please',
      projectId: project._id,
      assignedTo: jordan.id,
    });
    await flushLater();
    inbox.length = 0;
    await expectData(olivia.request('POST', `/tasks/${task._id}/comments`, { text: 'Comment one' }), 201);
    expect(await flushLater()).toBe(1);
    const link = header(inbox[0] as ReceivedMail, 'List-Unsubscribe')?.slice(1, -1) ?? '';
    const url = link.slice(APP_ORIGIN.length);

    // The page a person opens shows a button that posts; the mail client's one-click post needs no session.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ success: true, message: 'You will no longer get these emails.' });
    const me = await expectData<User>(jordan.request('GET', '/auth/me'));
    expect(me.notificationPreferences?.email).toMatchObject({ comments: false, assignments: true });

    // No comment mail any more (the in-app notification stays); an assignment mail still goes.
    inbox.length = 0;
    await expectData(olivia.request('POST', `/tasks/${task._id}/comments`, { text: 'Comment two' }), 201);
    expect(await t.database.db.select().from(mailQueue)).toEqual([]);
    const other = await newTask(olivia, {
      title: 'Still mailed',
      projectId: project._id,
      assignedTo: jordan.id,
    });
    expect(await flushLater()).toBe(1);
    expect(decoded((inbox[0] as ReceivedMail).raw)).toContain(`/tasks/${other._id}`);

    // A forged or altered token changes nothing.
    const forged = await t.app.inject({ method: 'POST', url: `${url.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(400);
  });

  it('a daily digest gathers a day of changes over every task into one message', async () => {
    const email = { mentions: true, assignments: true, dueSoon: true, comments: true, updates: true };
    const saved = await jordan.request('PUT', '/auth/profile', {
      notificationPreferences: { email: { ...email, digest: 'daily' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await newTask(olivia, { title: 'Digest one', projectId: project._id, assignedTo: jordan.id });
    await newTask(olivia, { title: 'Digest two', projectId: project._id, assignedTo: jordan.id });
    inbox.length = 0;
    expect(await flushLater()).toBe(0);
    expect(await worker.flush(new Date(Date.now() + 24 * 3600_000 + 1000))).toBe(1);
    expect(inbox).toHaveLength(1);
    const [mail] = inbox as [ReceivedMail];
    expect(subject(mail)).toBe('Your daily summary: 2 updates');
    expect(decoded(mail.raw)).toContain('Olivia Smith assigned you "Digest one"');
    expect(decoded(mail.raw)).toContain('Olivia Smith assigned you "Digest two"');
    await jordan.request('PUT', '/auth/profile', {
      notificationPreferences: { email: { ...email, digest: 'off' } },
    });
  });

  it('a failing mail server keeps the batch queued for a later attempt', async () => {
    const broken = createMailWorker({
      db: t.database.db,
      // Nothing listens on port 9 of the loopback: the connection is refused.
      mailer: createMailer({
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'x@example.test',
        db: t.database.db,
        log: t.app.log,
      }),
      log: t.app.log,
      appOrigin: APP_ORIGIN,
      secret: t.config.jwtSecret,
      batchWindowMs: WINDOW_MS,
    });
    await newTask(olivia, { title: 'Retry me', projectId: project._id, assignedTo: jordan.id });
    const now = new Date(Date.now() + WINDOW_MS + 1000);
    expect(await broken.flush(now)).toBe(0);
    const [row] = await t.database.db.select().from(mailQueue);
    expect(row).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not before its retry time; then the working server sends it.
    expect(await broken.flush(now)).toBe(0);
    inbox.length = 0;
    expect(await worker.flush(new Date(now.getTime() + 2 * 60_000))).toBe(1);
    expect(inbox).toHaveLength(1);
    expect(await t.database.db.select().from(mailQueue)).toEqual([]);
  });
});
